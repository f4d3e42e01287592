import { COD_METHOD_LABEL, type Order, type OrderItem } from '@harmony/shared';
import { Card } from '@harmony/shared/card';
import { discountLabel } from '@harmony/shared/coupons';
import { Totals, chargeRows, withTaxRate, type TotalsRow } from '@harmony/shared/totals';
import {
  chargedPriceDetails,
  orderCharges,
  orderDiscount,
  orderPriceDetails,
  orderTaxRate,
  orNotAvailable,
} from '../utils/order-display';
import styles from './order-detail.module.css';

export interface PriceDetailsProps {
  order: Order;
  /** The lines on the page (only the product passed in navigation state, when one was). */
  items: readonly OrderItem[];
}

/**
 * Price Details (SPEC §2): Subtotal of the lines shown, Tax at the order's own rate ("Tax (18%)") of that
 * subtotal, Total Amount and how it was paid (SPEC §9). An order with a coupon shows what was charged
 * instead: the whole order's Subtotal, "Discount (CODE)", the Tax on what remained and the Total Amount,
 * as the api stored them (SPEC §9's rule would charge tax on money the customer never paid); so do an
 * order with a delivery charge or COD fee (their own lines, taxed too) and an answer without the order's
 * rate, which leaves nothing to work the lines' tax out at.
 */
export function PriceDetails({ order, items }: PriceDetailsProps) {
  const percent = orderTaxRate(order);
  const allItems = order.items?.length ?? 0;
  let rows: Array<TotalsRow | false>;
  if (percent !== null && orderDiscount(order) === 0 && orderCharges(order) === 0) {
    const { subtotal, tax, total } = orderPriceDetails(items, percent);
    rows = [
      { label: 'Subtotal', amount: subtotal, testId: 'detail-subtotal' },
      { label: withTaxRate('Tax', percent), amount: tax, testId: 'detail-tax' },
      { label: 'Total Amount', amount: total, emphasis: true, testId: 'detail-total' },
    ];
  } else {
    const charged = chargedPriceDetails(order);
    rows = [
      {
        label: 'Subtotal',
        amount: charged.subtotal,
        testId: 'detail-subtotal',
        note: items.length < allItems ? `All ${allItems} items of this order` : undefined,
      },
      charged.discount > 0 && {
        label: discountLabel(charged.couponCode),
        amount: charged.discount,
        deduction: true,
        testId: 'detail-discount',
      },
      ...chargeRows({ shipping: order.shipping, codFee: order.cod_fee }, 'detail'),
      { label: withTaxRate('Tax', charged.percent), amount: charged.tax, testId: 'detail-tax' },
      { label: 'Total Amount', amount: charged.total, emphasis: true, testId: 'detail-total' },
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
          <dd data-testid="detail-paid-by">
            {order.cod ? COD_METHOD_LABEL : orNotAvailable(order.payment?.method)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
