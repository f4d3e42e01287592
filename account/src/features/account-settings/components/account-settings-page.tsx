import {
  forgetSession,
  selectIsSignedIn,
  showToast,
  useDocumentTitle,
  useSessionStore,
} from '@harmony/shared';
import { useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, Navigate, useNavigate } from '@harmony/shared/router';
import { ChangePasswordForm } from './change-password-form';
import { DataDownload } from './data-download';
import { DeleteAccount } from './delete-account';
import styles from './account-settings.module.css';

/** /profile/settings: the signed-in customer's password, a copy of their data, and deleting the account. */
export function AccountSettingsPage() {
  useDocumentTitle('Account Settings');
  const signedIn = useSessionStore(selectIsSignedIn);
  const email = useSessionStore((state) => state.user?.email);
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);

  const onDeleted = (message: string) => {
    // Signed out, this page would send the visitor to /login; a deleted account goes home instead, so
    // that is said (and rendered) before the session is forgotten.
    flushSync(() => setDeleted(true));
    forgetSession();
    navigate('/', { replace: true });
    void showToast(message, { icon: 'success', timer: 1800 });
  };

  if (deleted) return null;
  if (!signedIn) return <Navigate to="/login" replace state={{ from: '/profile/settings' }} />;

  return (
    <div className={styles.page}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <Link to="/profile">My Account</Link>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">Account Settings</span>
      </nav>
      <h1 className={styles.title}>Account Settings</h1>
      {email && <p className={styles.lead}>Signed in as {email}</p>}

      <Section title="Change Password">
        <p className={styles.text}>Your other devices are signed out; this one stays signed in.</p>
        <ChangePasswordForm />
      </Section>

      <Section title="Download My Data">
        <p className={styles.text}>
          A copy of your profile, saved addresses and orders (with their items, amounts and invoice numbers)
          as a JSON file.
        </p>
        <DataDownload />
      </Section>

      <Section title="Delete Account" danger>
        <p className={styles.text}>
          Your profile, saved addresses and cart are erased and you are signed out everywhere. Your orders and
          their tax invoices are kept, as the law requires, without your email or phone number. An account
          with an order on its way can be deleted once the order is delivered or cancelled.
        </p>
        <DeleteAccount onDeleted={onDeleted} />
      </Section>
    </div>
  );
}

function Section({
  title,
  danger = false,
  children,
}: {
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={danger ? `${styles.card} ${styles.danger}` : styles.card}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
