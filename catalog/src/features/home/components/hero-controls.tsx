import { HERO_SLIDES } from '@harmony/shared';
import type { Ref } from 'react';
import styles from './hero-banner.module.css';

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

const ARROWS = {
  prev: { label: 'Previous slide', className: styles.arrowPrev },
  next: { label: 'Next slide', className: styles.arrowNext },
};

function Arrow({
  direction,
  buttonRef,
  onMove,
}: {
  direction: 'prev' | 'next';
  buttonRef: Ref<HTMLButtonElement>;
  onMove?(move: HeroMove): void;
}) {
  const { label, className } = ARROWS[direction];
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`${styles.arrow} ${className}`}
      aria-label={label}
      onClick={onMove && (() => onMove(direction))}
    >
      <Chevron />
    </button>
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
      <Arrow direction="prev" buttonRef={prevRef} onMove={onMove} />
      <Arrow direction="next" buttonRef={nextRef} onMove={onMove} />
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
