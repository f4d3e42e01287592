import { NotFoundPage, selectIsSignedIn, useDocumentTitle, useSessionStore } from '@harmony/shared';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from '@harmony/shared/router';
import { AddressForm } from './address-form';
import styles from './address-form.module.css';

/** SPEC §9: the form returns about half a second after saving. */
export const RETURN_AFTER_SAVE_MS = 500;

interface ReturnState {
  from?: unknown;
  tab?: unknown;
}

/** Where Back and a saved form go: the path remembered in navigation state, else /profile. */
function returnPath(state: unknown): { path: string; tab?: string } {
  const { from, tab } = (state ?? {}) as ReturnState;
  const path = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/profile';
  return { path, tab: typeof tab === 'string' ? tab : undefined };
}

function parseId(raw: string | undefined): number | null | undefined {
  if (raw === undefined) return undefined;
  return /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

/** /Add-Addresses and /edit-address/{id}: the address form on its own page. */
export function AddressFormPage() {
  const params = useParams();
  const id = parseId(params.id);
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSessionStore(selectIsSignedIn);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The not-found page names itself; this screen's own title must not override it.
  useDocumentTitle(id === null ? 'Page not found' : id ? 'Edit Address' : 'Add New Address');

  useEffect(() => () => clearTimeout(timer.current), []);

  if (id === null) return <NotFoundPage />;
  if (!signedIn)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;

  const back = () => {
    const { path, tab } = returnPath(location.state);
    navigate(path, tab ? { state: { tab } } : undefined);
  };

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <AddressForm
          key={id ?? 'new'}
          id={id}
          headingLevel={1}
          cancelLabel="Back"
          onCancel={back}
          onDone={() => {
            timer.current = setTimeout(back, RETURN_AFTER_SAVE_MS);
          }}
        />
      </div>
    </div>
  );
}
