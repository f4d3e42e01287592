import { Button, StatusMessage, errorMessage, useDocumentTitle } from '@harmony/shared';
import { FormNotice } from '@harmony/shared/forms';
import { useId, useState } from 'react';
import { useApiRead } from '../../../hooks/use-api-read';
import { useFormAction } from '../../../hooks/use-form-action';
import { fetchCoupons, switchCoupon } from '../api/coupons-api';
import type { StaffCoupon } from '../types/coupon';
import { CouponForm } from './coupon-form';
import styles from './coupons.module.css';
import { CouponsTable } from './coupons-table';

export const COUPONS_TEXT = {
  loading: 'Loading the coupons',
  failed: 'The coupons could not be loaded. Try again.',
  none: 'No coupons yet. Make the first one below.',
  lead:
    'Uses are paid orders (of the limit, if it has one); given is the discount those orders got. A ' +
    'disabled code is refused at once, also when an unpaid order carrying it is paid.',
  switchFailed: 'The coupon could not be changed. Try again.',
  switched: (code: string, active: boolean) =>
    active ? `${code} is enabled again.` : `${code} is disabled: shoppers are refused it from now on.`,
} as const;

/** /admin/coupons (catalog): every coupon with its uses and state; make one; switch one off or on. */
export function CouponsPage() {
  useDocumentTitle('Coupons');
  const { read, reload } = useApiRead(fetchCoupons, 'coupons');
  const [pending, setPending] = useState<string | null>(null);
  const { notice, run } = useFormAction();
  const errorId = useId();

  const toggle = async (coupon: StaffCoupon) => {
    setPending(coupon.code);
    await run(async () => {
      const done = await switchCoupon(coupon.code, coupon.active ? 'disable' : 'enable');
      reload();
      return COUPONS_TEXT.switched(coupon.code, done.coupon.active);
    }, COUPONS_TEXT.switchFailed);
    setPending(null);
  };

  return (
    <div className={styles.page}>
      <h1>Coupons</h1>
      <p className={styles.lead}>{COUPONS_TEXT.lead}</p>
      <FormNotice errorId={errorId} notice={notice} />
      {read.state === 'loading' && <StatusMessage busy>{COUPONS_TEXT.loading}</StatusMessage>}
      {read.state === 'failed' && (
        <StatusMessage>
          <span role="alert">{errorMessage(read.error, COUPONS_TEXT.failed)}</span>{' '}
          <Button onClick={reload}>Try again</Button>
        </StatusMessage>
      )}
      {read.state === 'done' &&
        (read.data.length === 0 ? (
          <StatusMessage>{COUPONS_TEXT.none}</StatusMessage>
        ) : (
          <div className={styles.listing}>
            <CouponsTable coupons={read.data} pending={pending} onSwitch={(c) => void toggle(c)} />
          </div>
        ))}
      <CouponForm onCreated={reload} />
    </div>
  );
}
