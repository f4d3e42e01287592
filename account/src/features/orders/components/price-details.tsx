import { type Order, type OrderItem } from '@harmony/shared';
import { Card } from '@harmony/shared/card';
import { discountLabel } from '@harmony/shared/coupons';
import { Totals, type TotalsRow } from '@harmony/shared/totals';
import { chargedPriceDetails, orderPriceDetails, orNotAvailable } from '../utils/order-display';
import styles from './order-detail.module.css';

export interface PriceDetailsProps {
  order: Order;
  /** The lines on the page (only the product passed in navigation state, when one was). */
  items: readonly OrderItem[];
}

/**
 * Price Details (SPEC §2): Subtotal of the lines shown, Tax (5%) of that subtotal, Total Amount and how it
 * was paid (SPEC §9). An order with a coupon shows what was charged instead: the whole order's Subtotal,
 * "Discount (CODE)", the Tax on what remained and the Total Amount, as the api stored them.
 */
export function PriceDetails({ order, items }: PriceDetailsProps) {
  const charged = chargedPriceDetails(order);
  const allItems = order.items?.length ?? 0;
  let rows: TotalsRow[];
  if (charged) {
    rows = [
      {
        label: 'Subtotal',
        amount: charged.subtotal,
        testId: 'detail-subtotal',
        note: items.length < allItems ? `All ${allItems} items of this order` : undefined,
      },
      {
        label: discountLabel(charged.couponCode),
        amount: charged.discount,
        deduction: true,
        testId: 'detail-discount',
      },
      { label: 'Tax (5%)', amount: charged.tax, testId: 'detail-tax' },
      { label: 'Total Amount', amount: charged.total, emphasis: true, testId: 'detail-total' },
    ];
  } else {
    const { subtotal, tax, total } = orderPriceDetails(items);
    rows = [
      { label: 'Subtotal', amount: subtotal, testId: 'detail-subtotal' },
      { label: 'Tax (5%)', amount: tax, testId: 'detail-tax' },
      { label: 'Total Amount', amount: total, emphasis: true, testId: 'detail-total' },
    ];
  }
  return (
    <Card aria-labelledby="price-details-title">
      <h2 id="price-details-title" className={styles.sectionTitle}>
        Price Details
      </h2>
      <Totals exact rows={rows} />
      <dl className={styles.prices}>
        <div className={`${styles.priceRow} ${styles.paidBy}`}>
          <dt>Paid By</dt>
          <dd data-testid="detail-paid-by">{orNotAvailable(order.payment?.method)}</dd>
        </div>
      </dl>
    </Card>
  );
}
