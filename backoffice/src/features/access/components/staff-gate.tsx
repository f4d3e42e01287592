import { Button, ProgressBar, failedResponse, useSessionStore } from '@harmony/shared';
import { STAFF_MESSAGES } from '@harmony/shared/staff';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@harmony/shared/router';
import { useApiRead } from '../../../hooks/use-api-read';
import { fetchStaffMe } from '../api/staff-me-api';
import { StaffMeContext } from '../hooks/use-staff-me';
import type { StaffMe } from '../types/staff-me';
import styles from './access.module.css';

export const ACCESS_TEXT = {
  signIn: 'Sign in with your staff account to use the back office.',
  checking: 'Checking your access',
  unreachable: 'The back office could not be reached. Check your connection and try again.',
} as const;

function Refusal({ children }: { children: ReactNode }) {
  return (
    <section className={styles.refusal} aria-labelledby="access-title">
      <h1 id="access-title">Harmony back office</h1>
      {children}
    </section>
  );
}

/**
 * The back office opens only to staff: the api says who is at the desk (GET /api/admin/me) and refuses
 * everyone else, and this says why in words: signed out, a shopper, or an api out of reach.
 */
export function StaffGate({ children }: { children: (me: StaffMe) => ReactNode }) {
  const location = useLocation();
  const userId = useSessionStore((state) => (state.token ? (state.user?.id ?? 0) : null));
  const { read, reload } = useApiRead(fetchStaffMe, userId === null ? null : String(userId));
  const signIn = (
    <Refusal>
      <p>{ACCESS_TEXT.signIn}</p>
      <Link to="/login" state={{ from: location }}>
        Sign in
      </Link>
    </Refusal>
  );
  if (userId === null) return signIn;
  if (read.state === 'loading') return <ProgressBar label={ACCESS_TEXT.checking} />;
  if (read.state === 'failed') {
    const status = failedResponse(read.error)?.status;
    if (status === 401) return signIn;
    return (
      <Refusal>
        <p role="alert">{status === 403 ? STAFF_MESSAGES.staffOnly : ACCESS_TEXT.unreachable}</p>
        {status === 403 ? <Link to="/">Back to the shop</Link> : <Button onClick={reload}>Try again</Button>}
      </Refusal>
    );
  }
  return <StaffMeContext.Provider value={read.data}>{children(read.data)}</StaffMeContext.Provider>;
}
