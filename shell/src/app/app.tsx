import { BrowserRouter, useLocation } from '@harmony/shared/router';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';
import { ScrollToTop } from '../features/layout/components/scroll-to-top';
import { SearchBox } from '../features/search/components/search-box';
import { useSessionLifecycle } from '../features/session/hooks/use-session-lifecycle';
import styles from '../features/layout/components/layout.module.css';
import { AppRoutes } from './app-routes';
import { findArea } from './areas';

function Layout() {
  const { pathname } = useLocation();
  useSessionLifecycle();
  // The back office draws its own frame (side navigation, its own bar): no shop header or footer.
  if (findArea(pathname)?.remote === 'backoffice') {
    return (
      <main id="main" className={styles.main} tabIndex={-1}>
        <AppRoutes />
      </main>
    );
  }
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Header search={(closeMenu) => <SearchBox onNavigate={closeMenu} />} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <AppRoutes />
      </main>
      {/* SPEC §2: the home page ends with its grid, without the footer. */}
      {pathname !== '/' && <Footer />}
    </div>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <Layout />
    </BrowserRouter>
  );
}
