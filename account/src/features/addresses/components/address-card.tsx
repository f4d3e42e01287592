import { Button, buttonClassName, type Address } from '@harmony/shared';
import { useId } from 'react';
import { addressKinds } from '@harmony/shared/addresses';
import { Link } from '@harmony/shared/router';
import { isDefaultAddress } from '../utils/address-display';
import styles from './addresses.module.css';

/** One saved address: its uses, whether it is a default, the details, Edit and Remove. */
export function AddressCard({
  address,
  onRemove,
  removing,
}: {
  address: Address;
  onRemove(address: Address): void;
  removing: boolean;
}) {
  const titleId = useId();
  const kinds = addressKinds(address.type);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.tags}>
        {kinds.billing && <span className={styles.tag}>Billing</span>}
        {kinds.shipping && <span className={styles.tag}>Shipping</span>}
        {isDefaultAddress(address) && <span className={styles.badge}>Default</span>}
      </div>
      <h3 id={titleId} className={styles.name}>
        {address.fullname}
      </h3>
      <dl className={styles.details}>
        <div>
          <dt>Mobile</dt>
          <dd>{address.contact_number}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{address.email}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            {address.address}
            <br />
            {address.city}, {address.state} - {address.pincode}
          </dd>
        </div>
      </dl>
      <div className={styles.cardActions}>
        <Link
          to={`/edit-address/${address.id}`}
          state={{ from: '/profile', tab: 'addresses' }}
          className={buttonClassName('ghost')}
          aria-label={`Edit address of ${address.fullname}, ${address.address}`}
        >
          Edit
        </Link>
        <Button
          variant="ghost"
          className={styles.remove}
          onClick={() => onRemove(address)}
          disabled={removing}
          aria-label={`Remove address of ${address.fullname}, ${address.address}`}
        >
          {removing ? 'Removing...' : 'Remove'}
        </Button>
      </div>
    </article>
  );
}
