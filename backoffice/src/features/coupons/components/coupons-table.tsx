import { Button, formatRupees } from '@harmony/shared';
import { COUPON_STATE_LABELS } from '@harmony/shared/domain';
import { DataTable } from '../../../components/data-table';
import table from '../../../components/data-table.module.css';
import type { StaffCoupon } from '../types/coupon';
import styles from './coupons.module.css';

/** "3 of 100" paid orders, or "3" with no cap. */
const usesText = (coupon: StaffCoupon) =>
  coupon.usage_limit === null ? String(coupon.uses) : `${coupon.uses} of ${coupon.usage_limit}`;

/** Every coupon with its terms, validity, uses and where it stands; each can be switched off or on. */
export function CouponsTable({
  coupons,
  pending,
  onSwitch,
}: {
  coupons: StaffCoupon[];
  /** The code being switched, if any. */
  pending: string | null;
  onSwitch: (coupon: StaffCoupon) => void;
}) {
  return (
    <DataTable
      label="Coupons"
      columns={[
        { name: 'Code' },
        { name: 'Terms' },
        { name: 'Valid' },
        { name: 'Uses', numeric: true },
        { name: 'Given', numeric: true },
        { name: 'State' },
        { name: 'Action', hidden: true },
      ]}
    >
      {coupons.map((coupon) => (
        <tr key={coupon.code}>
          <th scope="row">{coupon.code}</th>
          <td data-label="Terms">{coupon.terms}</td>
          <td data-label="Valid">{coupon.valid}</td>
          <td data-label="Uses" className={table.number}>
            {usesText(coupon)}
          </td>
          <td data-label="Given" className={table.number}>
            {formatRupees(coupon.given_paise, { exact: true })}
          </td>
          <td data-label="State">
            <span className={`${table.badge} ${styles[`state_${coupon.state}`]}`}>
              {COUPON_STATE_LABELS[coupon.state]}
            </span>
          </td>
          <td>
            <Button
              variant="ghost"
              className={styles.switch}
              busy={pending === coupon.code}
              disabled={pending !== null}
              aria-label={`${coupon.active ? 'Disable' : 'Enable'} ${coupon.code}`}
              onClick={() => onSwitch(coupon)}
            >
              {coupon.active ? 'Disable' : 'Enable'}
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
