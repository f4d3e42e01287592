import { lazy, Suspense, useEffect, useState } from 'react';
import styles from './hero-banner.module.css';
import { Slide } from './hero-slide';
import { HERO_SLIDES } from './hero-slides';

// Swiper is a third of the home page's script: the first slide is drawn at once without it, and the
// slider takes over once the browser is idle, so it never delays the first render.
const HeroCarousel = lazy(() => import('./hero-carousel'));

function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/** The home banner (SPEC §2). */
export function HeroBanner() {
  const idle = useWhenIdle();
  const firstSlide = (
    <section className={styles.hero} aria-label="Featured stabilizers">
      <div className={styles.staticSlide}>
        <Slide slide={HERO_SLIDES[0]!} first />
      </div>
    </section>
  );
  if (!idle) return firstSlide;
  return (
    <Suspense fallback={firstSlide}>
      <HeroCarousel />
    </Suspense>
  );
}
