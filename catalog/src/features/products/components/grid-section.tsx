import { Button } from '@harmony/shared';
import { useId, type ReactNode, type RefObject } from 'react';
import styles from './product-browser.module.css';

export interface GridSectionProps {
  /** Focused and scrolled to when another page of the grid opens (tabIndex -1). */
  ref: RefObject<HTMLElement | null>;
  title: string;
  headingLevel: 1 | 2;
  busy: boolean;
  /** Under the heading: an introduction. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled region holding a product grid: the home grid and the listing share its frame. */
export function GridSection({ ref, title, headingLevel, busy, intro, children }: GridSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={ref} className={styles.section} aria-labelledby={headingId} aria-busy={busy} tabIndex={-1}>
      <header className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {intro}
      </header>
      {children}
    </section>
  );
}

/** The products could not be loaded: said briefly (SPEC §8 logs the details), with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <div className={styles.empty}>
      <p>Our products could not be loaded just now. Please try again in a moment.</p>
      <Button variant="ghost" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
