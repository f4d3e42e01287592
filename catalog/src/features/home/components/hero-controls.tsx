import type { Ref } from 'react';
import styles from './hero-banner.module.css';
import { HERO_SLIDES } from './hero-slides';

export type HeroMove = 'next' | 'prev' | number;

function Chevron() {
  return (
    <svg width="11" height="20" viewBox="0 0 11 20" aria-hidden="true" focusable="false">
      <path
        d="M.4 20.1a.7.7 0 0 1 0-1l8.8-8.8L.4 1.5a.7.7 0 0 1 1-1l9 9.1c.4.4.4 1 0 1.4l-9 9.1a.7.7 0 0 1-1 0Z"
        fill="currentColor"
      />
    </svg>
  );
}

export interface HeroControlsProps {
  /** While the still first slide shows, a control asks for the slider and the move it stands for. */
  onMove?(move: HeroMove): void;
  playing: boolean;
  onTogglePlay(): void;
  prevRef: Ref<HTMLButtonElement>;
  nextRef: Ref<HTMLButtonElement>;
  bulletsRef: Ref<HTMLDivElement>;
}

/**
 * Arrows, dots and the pause button. They are the same elements before and after the slider arrives
 * (Swiper drives the arrows and fills the dots once it runs), so nothing moves or loses focus then.
 */
export function HeroControls({
  onMove,
  playing,
  onTogglePlay,
  prevRef,
  nextRef,
  bulletsRef,
}: HeroControlsProps) {
  return (
    <>
      <button
        ref={prevRef}
        type="button"
        className={`${styles.arrow} ${styles.arrowPrev}`}
        aria-label="Previous slide"
        onClick={onMove && (() => onMove('prev'))}
      >
        <Chevron />
      </button>
      <button
        ref={nextRef}
        type="button"
        className={`${styles.arrow} ${styles.arrowNext}`}
        aria-label="Next slide"
        onClick={onMove && (() => onMove('next'))}
      >
        <Chevron />
      </button>
      <div ref={bulletsRef} className={styles.bullets}>
        {onMove &&
          HERO_SLIDES.map((slide, index) => (
            <button
              key={slide.productId}
              type="button"
              className={`${styles.bullet} ${index === 0 ? styles.bulletActive : ''}`}
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === 0 ? 'true' : undefined}
              onClick={() => onMove(index)}
            />
          ))}
      </div>
      <button
        type="button"
        className={styles.playToggle}
        aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
        onClick={onTogglePlay}
      >
        <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
      </button>
    </>
  );
}
