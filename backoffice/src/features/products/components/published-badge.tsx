import table from '../../../components/data-table.module.css';
import styles from './products.module.css';

/** Whether shoppers see the product, as a badge (`large` beside a page's title). */
export function PublishedBadge({ published, large = false }: { published: boolean; large?: boolean }) {
  const look = [table.badge, published ? styles.published : styles.hidden, large && styles.state];
  return <span className={look.filter(Boolean).join(' ')}>{published ? 'Published' : 'Not published'}</span>;
}
