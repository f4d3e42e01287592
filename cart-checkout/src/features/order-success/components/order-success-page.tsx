import {
  Button,
  COD_FEE_LABEL,
  buttonClassName,
  linesSubtotal,
  useDocumentTitle,
  formatOrderDate,
} from '@harmony/shared';
import { Card } from '@harmony/shared/card';
import { discountLabel } from '@harmony/shared/coupons';
import { Totals } from '@harmony/shared/totals';
import { CodCodeForm } from '@harmony/shared/cod-code';
import { InvoiceDownload } from '@harmony/shared/invoice';
import { Link, useLocation } from '@harmony/shared/router';
import { OrderLines } from '../../../components/order-lines';
import type { OrderSuccessState } from '../../../types/order-success';
import { orNotProvided, readSuccessState } from '../utils/success-state';
import styles from './order-success.module.css';

/** /order-success: the receipt of the order just paid for (SPEC §2), printable as one clean page. */
export function OrderSuccessPage() {
  const location = useLocation();
  const order = readSuccessState(location.state);
  useDocumentTitle(order ? `Order #${order.orderId} placed` : 'No Order Found');

  if (!order) {
    return (
      <div className={styles.page}>
        <section className={styles.empty} aria-labelledby="no-order-title">
          <h1 id="no-order-title">No Order Found</h1>
          <p>There is no recent order to show here.</p>
          <Link to="/" className={buttonClassName('primary')}>
            Go to Home
          </Link>
        </section>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <Receipt order={order} />
    </div>
  );
}

function Receipt({ order }: { order: OrderSuccessState }) {
  const subtotal = linesSubtotal(order.cartItems);
  return (
    <Card as="article" padding="lg" plainInPrint className={styles.receipt} aria-labelledby="receipt-title">
      <div className={styles.top}>
        <span className={styles.tick} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
            <path
              d="M5 12.5 10 17.5 19 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <div>
          <h1 id="receipt-title" className={styles.title}>
            Thank you! Your order has been placed.
          </h1>
          <p className={styles.lead}>
            Your order will be processed within 24 hours during working days. You&apos;ll receive an email
            once it&apos;s shipped.
          </p>
        </div>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>Order Number</dt>
          <dd data-testid="success-order-id">#{order.orderId}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{order.date ? formatOrderDate(order.date) : 'Not Provided'}</dd>
        </div>
        <div>
          <dt>Payment Method</dt>
          <dd className={styles.method}>{orNotProvided(order.paymentMethod)}</dd>
        </div>
      </dl>
      {order.codToConfirm ? (
        <CodCodeForm orderId={order.orderId} />
      ) : (
        <InvoiceDownload orderId={order.orderId} />
      )}

      <div className={styles.columns}>
        <section aria-labelledby="customer-title" className={styles.block}>
          <h2 id="customer-title" className={styles.blockTitle}>
            Customer Details
          </h2>
          <dl className={styles.pairs}>
            <div>
              <dt>Name</dt>
              <dd>{orNotProvided(order.user.name)}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{orNotProvided(order.user.email)}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{orNotProvided(order.user.contact_number)}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="addresses-title" className={styles.block}>
          <h2 id="addresses-title" className={styles.blockTitle}>
            Addresses
          </h2>
          <dl className={styles.pairs}>
            <div>
              <dt>Shipping Address</dt>
              <dd data-testid="success-shipping">{orNotProvided(order.shippingAddress)}</dd>
            </div>
            <div>
              <dt>Billing Address</dt>
              <dd data-testid="success-billing">{orNotProvided(order.billingAddress)}</dd>
            </div>
          </dl>
        </section>
      </div>

      <section aria-labelledby="items-title" className={styles.block}>
        <h2 id="items-title" className={styles.blockTitle}>
          Items
        </h2>
        <OrderLines lines={order.cartItems} />
      </section>

      <div className={styles.totals}>
        <Totals
          exact
          label="Order totals"
          rows={[
            { label: 'Subtotal', amount: subtotal, testId: 'success-subtotal' },
            order.discount > 0 && {
              label: discountLabel(order.couponCode),
              amount: order.discount,
              deduction: true,
              testId: 'success-discount',
            },
            { label: 'Shipping', amount: order.shipping, testId: 'success-shipping-cost' },
            order.codFee > 0 && { label: COD_FEE_LABEL, amount: order.codFee, testId: 'success-cod-fee' },
            {
              label: 'Product Tax',
              amount: order.tax,
              testId: 'success-tax',
              note: order.taxRatePercent === null ? undefined : `GST at ${order.taxRatePercent}%`,
            },
            { label: 'Order Total', amount: order.grandTotal, emphasis: true, testId: 'success-total' },
          ]}
        />
      </div>

      <div className={styles.actions}>
        <Link to="/" className={buttonClassName('accent')}>
          Continue Shopping
        </Link>
        <Button variant="ghost" onClick={() => window.print()}>
          Print PDF
        </Button>
      </div>
    </Card>
  );
}
