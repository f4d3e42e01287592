import { Button, useLogout, useSessionStore } from '@harmony/shared';
import type { BackofficeArea } from '@harmony/shared/staff';
import type { ReactNode } from 'react';
import { Link, NavLink } from '@harmony/shared/router';
import { BACKOFFICE_PAGES } from '../config/pages';
import styles from './backoffice-layout.module.css';

/**
 * The back office's frame: its own bar (the shop, who is signed in, log out) and a side navigation that
 * lists only the pages the role may open; on a phone the navigation is a row that scrolls.
 */
export function BackofficeLayout({
  areas,
  children,
}: {
  areas: readonly BackofficeArea[];
  children: ReactNode;
}) {
  const name = useSessionStore((state) => state.user?.fullname ?? '');
  const logout = useLogout();
  return (
    <div className={styles.frame}>
      <div className={styles.bar}>
        <Link to="/admin" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            H
          </span>
          Harmony back office
        </Link>
        <span className={styles.who}>{name}</span>
        <Link to="/" className={styles.shopLink}>
          View shop
        </Link>
        <Button variant="ghost" onClick={() => void logout()}>
          Log out
        </Button>
      </div>
      <nav className={styles.nav} aria-label="Back office">
        {Object.entries(BACKOFFICE_PAGES)
          .filter(([, page]) => page.nav && areas.includes(page.area))
          .map(([path, page]) => (
            <NavLink
              key={path}
              to={path}
              end
              className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
            >
              {page.nav}
            </NavLink>
          ))}
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
