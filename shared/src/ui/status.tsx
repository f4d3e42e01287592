import type { ReactNode } from 'react';
import styles from './ui.module.css';

export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className={styles.spinner} role="progressbar" aria-label={label} />;
}

/** A wait, an empty list or a failure, said in the screen's own words. */
export function StatusMessage({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className={styles.status} role="status" aria-busy={busy}>
      {busy && <Spinner />}
      {children}
    </div>
  );
}

export function Skeleton({
  width = '100%',
  height = 16,
}: {
  width?: number | string;
  height?: number | string;
}) {
  return <span aria-hidden="true" className={styles.skeleton} style={{ display: 'block', width, height }} />;
}

/** The thin bar at the top of the page while an area of the site is being fetched. */
export function ProgressBar({ label = 'Loading' }: { label?: string }) {
  return <div className={styles.progress} role="progressbar" aria-label={label} />;
}
