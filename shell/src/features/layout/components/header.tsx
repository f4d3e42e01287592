import { selectIsSignedIn, selectLineCount, useCartStore, useLogout, useSessionStore } from '@harmony/shared';
import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink } from '@harmony/shared/router';
import { useDismiss } from '../hooks/use-dismiss';
import styles from './header.module.css';
import { CartIcon, LogoutIcon, MenuIcon, ProfileIcon } from './icons';

const NAV_LINKS = [
  { to: '/', label: 'HOME' },
  { to: '/About', label: 'ABOUT US' },
  { to: '/Product', label: 'PRODUCTS' },
  { to: '/Contact', label: 'CONTACT' },
];

export interface HeaderProps {
  /** The search field; `closeMenu` folds the phone's menu away once a search leads somewhere. */
  search?: (closeMenu: () => void) => ReactNode;
}

export function Header({ search }: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const lineCount = useCartStore(selectLineCount);
  const signedIn = useSessionStore(selectIsSignedIn);
  const hasUser = useSessionStore((state) => state.user !== null);
  // Staff only (the profile names the roles); the api refuses /api/admin to anyone else regardless.
  const isStaff = useSessionStore((state) => (state.user?.staff_roles?.length ?? 0) > 0);
  const logout = useLogout();
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useDismiss(headerRef, menuOpen, closeMenu);
  // Following any link in the header (menu entry, cart, profile) closes the mobile menu.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) closeMenu();
  };

  return (
    <header ref={headerRef} className={styles.header} onClick={closeOnLink}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            H
          </span>
          Harmony
        </Link>
        {/* In the menu panel on a phone, beside the links on a wide screen. */}
        <div id="site-nav" className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}>
          {search?.(closeMenu)}
          <nav aria-label="Main" className={styles.links}>
            {NAV_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end
                className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
              >
                {link.label}
              </NavLink>
            ))}
            {isStaff && (
              <NavLink
                to="/admin"
                className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
              >
                ADMIN
              </NavLink>
            )}
          </nav>
        </div>
        <div className={styles.actions}>
          <Link to="/cart" className={styles.iconButton} aria-label={`Cart, ${lineCount} item(s)`}>
            <CartIcon />
            <span className={styles.badge} data-testid="cart-count" aria-hidden="true">
              {lineCount}
            </span>
          </Link>
          <Link
            to={hasUser ? '/Profile' : '/login'}
            className={styles.iconButton}
            aria-label={hasUser ? 'Your profile' : 'Sign in'}
          >
            <ProfileIcon />
          </Link>
          {signedIn && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label="Log out"
              onClick={() => void logout()}
            >
              <LogoutIcon />
            </button>
          )}
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>
    </header>
  );
}
