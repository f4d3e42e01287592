import { useDocumentTitle, useSessionStore } from '@harmony/shared';
import { STAFF_ROLE_DESCRIPTIONS } from '@harmony/shared/staff';
import { Link } from '@harmony/shared/router';
import { BACKOFFICE_PAGES } from '../../config/pages';
import { useStaffMe } from '../../features/access/hooks/use-staff-me';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import styles from './overview-page.module.css';

/** /admin: who is at the desk, the shop's figures, what their roles are for, and the pages they open. */
export function OverviewPage() {
  useDocumentTitle('Back office');
  const me = useStaffMe();
  const name = useSessionStore((state) => state.user?.fullname);
  const pages = Object.entries(BACKOFFICE_PAGES).filter(
    ([path, page]) => path !== '/admin' && page.nav && me.areas.includes(page.area),
  );
  return (
    <div className={styles.page}>
      <h1>{name ? `Welcome, ${name}` : 'Welcome'}</h1>
      <Dashboard />
      <h2>Your roles</h2>
      <ul>
        {me.roles.map((role) => (
          <li key={role}>
            <strong>{role}</strong>: {STAFF_ROLE_DESCRIPTIONS[role]}
          </li>
        ))}
      </ul>
      {pages.length > 0 && (
        <>
          <h2>Your pages</h2>
          <ul>
            {pages.map(([path, page]) => (
              <li key={path}>
                <Link to={path}>{page.nav}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
