import { Link } from '../router';
import { buttonClassName } from './button';
import styles from './ui.module.css';
import { useDocumentTitle } from './use-document-title';

/** The site's one not-found page, used by the shell and by every area for paths it does not know. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className={styles.status} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to="/" className={buttonClassName('primary')}>
        Go to Home
      </Link>
    </section>
  );
}
