import { HERO_SLIDES } from '@harmony/shared';
import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import styles from './hero-banner.module.css';
import { HeroControls, type HeroMove } from './hero-controls';
import { Slide } from './hero-slide';
import { HERO_AUTOPLAY_DELAY_MS } from './hero-slides';

// Swiper is a third of the home page's script. The first slide is drawn at once without it; the
// slider arrives when it is first needed: the first autoplay tick (3 s) or a shopper's first move.
const HeroCarousel = lazy(() => import('./hero-carousel'));

/** The home banner (SPEC §2). */
export function HeroBanner() {
  const [live, setLive] = useState<{ move: HeroMove } | null>(null);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const bulletsRef = useRef<HTMLDivElement>(null);

  // A transition keeps the still slide on screen until the slider is ready: no flash between them.
  const goLive = (move: HeroMove) => startTransition(() => setLive({ move }));

  // Autoplay pauses under the pointer, as Swiper's does once it runs.
  useEffect(() => {
    if (live || !playing || hovered) return;
    const timer = setTimeout(() => startTransition(() => setLive({ move: 'next' })), HERO_AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [live, playing, hovered]);

  const firstSlide = (
    <div className={styles.staticSlide}>
      <Slide slide={HERO_SLIDES[0]!} first />
    </div>
  );
  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Featured stabilizers"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <Suspense fallback={firstSlide}>
        {live ? (
          <HeroCarousel
            firstMove={live.move}
            playing={playing}
            controls={{ prevEl: prevRef, nextEl: nextRef, bulletsEl: bulletsRef }}
          />
        ) : (
          firstSlide
        )}
      </Suspense>
      <HeroControls
        onMove={live ? undefined : goLive}
        playing={playing}
        onTogglePlay={() => setPlaying((now) => !now)}
        prevRef={prevRef}
        nextRef={nextRef}
        bulletsRef={bulletsRef}
      />
    </section>
  );
}
