import { Link, type To } from '@harmony/shared/router';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pages: number;
  hrefFor(page: number): To;
  /** Called when a page link is followed (the grid then brings its top into view). */
  onNavigate?(page: number): void;
}

/** Numbered page links; Previous and Next appear only when there is such a page (SPEC §2). */
export function Pagination({ page, pages, hrefFor, onNavigate }: PaginationProps) {
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  const link = (target: number, text: string, label?: string, rel?: string) => (
    <Link
      to={hrefFor(target)}
      className={styles.link}
      aria-label={label}
      aria-current={target === page && !rel ? 'page' : undefined}
      rel={rel}
      onClick={() => onNavigate?.(target)}
    >
      {text}
    </Link>
  );

  return (
    <nav className={styles.pagination} aria-label="Pages">
      <ul className={styles.list}>
        {page > 1 && <li>{link(page - 1, 'Previous', 'Previous page', 'prev')}</li>}
        {numbers.map((n) => (
          <li key={n}>{link(n, String(n), `Page ${n}`)}</li>
        ))}
        {page < pages && <li>{link(page + 1, 'Next', 'Next page', 'next')}</li>}
      </ul>
    </nav>
  );
}
