import { type BackofficeArea, STAFF_MESSAGES } from '@harmony/shared/staff';
import type { ReactNode } from 'react';
import { useStaffMe } from '../hooks/use-staff-me';
import styles from './access.module.css';

/** A page of an area the role may not use, opened by its address: it says why instead. */
export function AreaGuard({ area, children }: { area: BackofficeArea; children: ReactNode }) {
  const me = useStaffMe();
  if (me.areas.includes(area)) return children;
  return (
    <section className={styles.refusal} aria-labelledby="refused-title">
      <h1 id="refused-title">Not part of your role</h1>
      <p role="alert">{STAFF_MESSAGES.areaRefused(area)}</p>
    </section>
  );
}
