import { type CartLine, Button, DeliveryCheckSlot, orderTotals } from '@harmony/shared';
import { Card } from '@harmony/shared/card';
import { discountLabel } from '@harmony/shared/coupons';
import { useShippingRule, useTaxRate } from '@harmony/shared/tax-rate';
import { Totals, chargeRows, withTaxRate } from '@harmony/shared/totals';
import { CouponField } from '../../../components/coupon-field';
import { useCoupon } from '../../../hooks/use-coupon';
import styles from './order-summary.module.css';

export interface OrderSummaryProps {
  lines: readonly CartLine[];
  onOrderNow(): void;
}

/**
 * Total, Product Tax (at the api's rate) and Grand Total (SPEC §9), then Order Now. With a coupon the
 * Discount line comes between them and the tax is on (total − discount): the cart shows what will be
 * paid, as the order confirmation does. Without one the two rules agree to the paisa. Until the rate has
 * come, the tax and the grand total hold their place without an amount.
 */
export function OrderSummary({ lines, onOrderNow }: OrderSummaryProps) {
  const { applied, work } = useCoupon();
  const percent = useTaxRate();
  const shippingRule = useShippingRule();
  // The total, the discount and the delivery charge do not depend on the rate; the tax and the grand
  // total wait for it.
  const { subtotal, discount, shipping, tax, grandTotal } = orderTotals(
    lines,
    applied?.discount ?? 0,
    percent ?? 0,
    { shipping: shippingRule, codFeePaise: 0 },
  );
  const known = percent !== null;
  return (
    <Card padding="lg" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.title}>
        Order Summary
      </h2>
      <div className={styles.coupon}>
        <CouponField lines={lines} />
      </div>
      <div className={styles.delivery}>
        <DeliveryCheckSlot />
      </div>
      <div className={styles.rows}>
        <Totals
          label="Order totals"
          rows={[
            { label: 'Total', amount: subtotal, testId: 'summary-total' },
            discount > 0 && {
              label: discountLabel(applied?.code),
              amount: discount,
              deduction: true,
              testId: 'summary-discount',
            },
            ...chargeRows({ shipping }, 'summary'),
            {
              label: withTaxRate('Product Tax', percent),
              amount: known ? tax : null,
              testId: 'summary-tax',
            },
            {
              label: 'Grand Total',
              amount: known ? grandTotal : null,
              emphasis: true,
              testId: 'summary-grand-total',
            },
          ]}
        />
      </div>
      <Button
        variant="accent"
        className={styles.orderNow}
        onClick={onOrderNow}
        disabled={work !== null}
        aria-busy={work !== null}
      >
        Order Now
      </Button>
      <p className={styles.note}>Orders are processed within 24 hours on working days.</p>
    </Card>
  );
}
