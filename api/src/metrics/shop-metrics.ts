import { Counter, type Registry } from '@prometheus-io/client';

/**
 * What the shop's workflows report as it happens (the business counters of GET /metrics). The order
 * workflows reach it through OrderDeps.metrics; the operator tool passes none, and nothing is counted.
 */
export interface ShopMetrics {
  orderCreated(paymentMethod: 'online' | 'cod'): void;
  orderPaid(): void;
  /** A create-order or verify that failed, by a short reason (checkout-failures.ts). */
  checkoutFailed(step: string, reason: string): void;
  /** A checkout refused because a product had too few units left. */
  stockRefused(): void;
  /** Money taken that the shop owes back: a refused payment, a cancelled paid order, a return. */
  refundOwed(cause: 'payment_refused' | 'cancelled' | 'returned'): void;
  /** A refund the gateway did not make (it stays owed, for a retry). */
  refundFailed(): void;
  /** A mail the outbox stopped retrying. */
  mailGivenUp(kind: string): void;
  webhookReceived(source: 'payment' | 'courier'): void;
  webhookRejected(source: 'payment' | 'courier'): void;
}

/** The counters in `registry`, with ShopMetrics's methods over them. */
export function shopMetrics(registry: Registry): ShopMetrics {
  const counter = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
    new Counter<L>({ name: `harmony_${name}`, help, labelNames, registers: [registry] });
  const created = counter('orders_created_total', 'Orders placed', ['payment_method']);
  const paid = counter('orders_paid_total', 'Orders paid online');
  const failures = counter('checkout_failures_total', 'Checkout steps refused or failed', ['step', 'reason']);
  const stock = counter('stock_refusals_total', 'Checkouts refused for want of stock');
  const owed = counter('refunds_owed_total', 'Refunds the shop came to owe', ['cause']);
  const refundFailures = counter('refunds_failed_total', 'Refunds the gateway did not make');
  const gaveUp = counter('mails_given_up_total', 'Mails the outbox stopped retrying', ['kind']);
  const received = counter('webhooks_received_total', 'Webhooks received', ['source']);
  const rejected = counter('webhooks_rejected_total', 'Webhooks rejected (bad signature, token or body)', [
    'source',
  ]);
  return {
    orderCreated: (method) => created.inc({ payment_method: method }),
    orderPaid: () => paid.inc(),
    checkoutFailed: (step, reason) => failures.inc({ step, reason }),
    stockRefused: () => stock.inc(),
    refundOwed: (cause) => owed.inc({ cause }),
    refundFailed: () => refundFailures.inc(),
    mailGivenUp: (kind) => gaveUp.inc({ kind }),
    webhookReceived: (source) => received.inc({ source }),
    webhookRejected: (source) => rejected.inc({ source }),
  };
}
