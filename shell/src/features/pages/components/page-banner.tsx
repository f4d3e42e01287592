import type { ReactNode } from 'react';
import styles from './page-banner.module.css';

export interface PageBannerProps {
  /** The page's h1. */
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The blue band that opens the About and Contact pages. */
export function PageBanner({ title, eyebrow, children }: PageBannerProps) {
  return (
    <header className={styles.banner}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {children && <div className={styles.tagline}>{children}</div>}
      </div>
    </header>
  );
}
