import { type OrderTotals } from '@harmony/shared';
import { discountLabel } from '@harmony/shared/coupons';
import { Totals } from '@harmony/shared/totals';

export interface ConfirmationTotalsProps {
  totals: OrderTotals;
  /** The coupon that gave the discount, named in its line; null: SPEC's plain "Discount". */
  couponCode?: string | null;
}

/** Subtotal, Discount (only above 0), Tax (5% of subtotal − discount) and Grand Total, 2 decimals. */
export function ConfirmationTotals({ totals, couponCode = null }: ConfirmationTotalsProps) {
  return (
    <Totals
      exact
      label="Order totals"
      rows={[
        { label: 'Subtotal', amount: totals.subtotal, testId: 'confirmation-subtotal' },
        totals.discount > 0 && {
          label: discountLabel(couponCode),
          amount: totals.discount,
          deduction: true,
          testId: 'confirmation-discount',
        },
        { label: 'Tax (5%)', amount: totals.tax, testId: 'confirmation-tax' },
        {
          label: 'Grand Total',
          amount: totals.grandTotal,
          emphasis: true,
          testId: 'confirmation-grand-total',
        },
      ]}
    />
  );
}
