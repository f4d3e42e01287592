import type { StoredInvoice } from '../db/invoices-repository';
import { toApiOrder, withItems } from '../db/orders-repository';
import { markConfirmationMailed } from '../db/payments-repository';
import { findUserCreditNote } from '../db/refunds-repository';
import {
  orderCancellationMail,
  orderConfirmationMail,
  orderShippedMail,
  paymentRefusedMail,
} from '../mail/order-mails';
import type { Order } from '../schemas/orders';
import type { OrderDeps } from './order-deps';
import { requestRefund } from './refund-payment';
import type { PaidOrder, RefusedPayment } from './settle-payment';

// The order's mails, sent after the answer (a slow mail server or a PDF never holds up a payment or a
// cancellation), each once: only the call that paid, refused or cancelled the order sends it. A mail that
// fails is logged; what it reports stands either way.

/**
 * The confirmation of an order just paid, with its tax invoice. The paying statement answered the lines
 * and the invoice: nothing is read. confirmation_mailed_at stays empty when it fails, for a resend.
 */
export async function mailConfirmation(deps: OrderDeps, paid: Omit<PaidOrder, 'kind'>) {
  try {
    await sendConfirmation(deps, paid);
  } catch (err) {
    deps.log.error({ err, orderId: paid.order.id }, 'order confirmation not mailed');
  }
}

/** The confirmation sent now (staff resend it from the back office): a failure is the caller's to tell. */
export async function sendConfirmation(
  deps: OrderDeps,
  { order: row, items, invoice }: Omit<PaidOrder, 'kind'>,
) {
  const order = toApiOrder(row, items, {
    invoice: invoice && { number: invoice.invoice.number, issuedAt: invoice.invoice.issuedAt },
  });
  const invoicePdf = invoice && (await deps.printInvoice(invoice));
  await deps.sendMail(
    orderConfirmationMail(order, deps.config.siteUrl, { taxRateBp: row.taxRateBp, invoicePdf }),
  );
  await markConfirmationMailed(deps.db, row.id, deps.config.now());
}

/**
 * A payment just refused (its coupon could no longer be used): the refund recorded with it is asked for,
 * then the customer is told why and what happens to the money. A refund the gateway refuses stays owed
 * (failed) for `npm run ops -- refund <orderId>`.
 */
export async function refundRefusedPayment(deps: OrderDeps, { order: row, refund, reason }: RefusedPayment) {
  try {
    if (row.gatewayPaymentId) await requestRefund(deps, refund, row.gatewayPaymentId);
    const [order] = await withItems(deps.db, [row]);
    if (order) await deps.sendMail(paymentRefusedMail(order, deps.config.siteUrl, reason));
  } catch (err) {
    deps.log.error({ err, orderId: row.id }, 'refused payment not refunded or not mailed');
  }
}

/** The cancellation, with its credit note. */
export async function mailCancellation(deps: OrderDeps, order: Order) {
  try {
    const stored = await findUserCreditNote(deps.db, null, order.order_id);
    const creditNotePdf = stored && (await deps.printInvoice(stored, stored.creditNote));
    await deps.sendMail(orderCancellationMail(order, deps.config.siteUrl, { creditNotePdf }));
  } catch (err) {
    // The order is cancelled and refunded either way; the mail is the one thing lost, and logged.
    deps.log.error({ err, orderId: order.order_id }, 'cancellation not mailed');
  }
}

/**
 * The shipped order's mail, with its courier and tracking number, and the tax invoice a Cash on Delivery
 * order was issued with its dispatch.
 */
export async function mailShipped(
  deps: Pick<OrderDeps, 'sendMail' | 'config' | 'log' | 'printInvoice'>,
  order: Order,
  invoice?: StoredInvoice,
) {
  try {
    const invoicePdf = invoice && (await deps.printInvoice(invoice));
    await deps.sendMail(orderShippedMail(order, deps.config.siteUrl, invoicePdf));
  } catch (err) {
    // The order is shipped either way; the mail is the one thing lost, and logged.
    deps.log.error({ err, orderId: order.order_id }, 'shipping not mailed');
  }
}
