import { type OrderTotals } from '@harmony/shared';
import { discountLabel } from '@harmony/shared/coupons';
import { Totals, chargeRows, withTaxRate } from '@harmony/shared/totals';

export interface ConfirmationTotalsProps {
  totals: OrderTotals;
  /** The api's GST rate; null while it is on its way (the tax and the grand total wait for it). */
  percent: number | null;
  /** The coupon that gave the discount, named in its line; null: SPEC's plain "Discount". */
  couponCode?: string | null;
}

/**
 * Subtotal, Discount (only above 0), Delivery and the COD fee (only when charged), Tax (the rate of
 * subtotal − discount + charges) and Grand Total, 2 decimals.
 */
export function ConfirmationTotals({ totals, percent, couponCode = null }: ConfirmationTotalsProps) {
  const known = percent !== null;
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
        ...chargeRows(totals, 'confirmation'),
        { label: withTaxRate('Tax', percent), amount: known ? totals.tax : null, testId: 'confirmation-tax' },
        {
          label: 'Grand Total',
          amount: known ? totals.grandTotal : null,
          emphasis: true,
          testId: 'confirmation-grand-total',
        },
      ]}
    />
  );
}
