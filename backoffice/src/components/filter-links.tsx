import { Link } from '@harmony/shared/router';
import styles from './filter-links.module.css';

/** A list's filters (All, Open, Failed…) as links: each one's search, the current one marked. */
export function FilterLinks<F extends string>(props: {
  filters: readonly F[];
  current: F;
  label: (filter: F) => string;
  search: (filter: F) => string;
}) {
  return (
    <nav className={styles.filters} aria-label="Show">
      {props.filters.map((filter) => (
        <Link
          key={filter}
          to={{ search: props.search(filter) }}
          aria-current={props.current === filter ? 'page' : undefined}
        >
          {props.label(filter)}
        </Link>
      ))}
    </nav>
  );
}
