import type { CheckoutUser } from '../types/checkout';
import styles from './confirmation-dialog.module.css';

/** 'My Information': the name, email and phone of the signed-in customer's profile. */
export function MyInformation({ user }: { user: CheckoutUser }) {
  return (
    <section className={styles.section} aria-labelledby="my-information-title">
      <h2 id="my-information-title" className={styles.sectionTitle}>
        My Information
      </h2>
      <dl className={styles.info}>
        <div>
          <dt>Name</dt>
          <dd>{user.fullname || '—'}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email || '—'}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{user.contact_number || '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
