import type { PaymentStatus } from '@harmony/shared/domain';
import { claimCouponUse } from '../db/coupons-repository';
import type { RefundRow } from '../db/invoice-schema';
import type { StoredInvoice } from '../db/invoices-repository';
import { lockOrder } from '../db/orders-repository';
import { canBecome } from '../db/payments-repository';
import {
  type CapturedPayment,
  type OrderToPay,
  type PaymentEventClaim,
  markPaymentRefused,
  payOrder,
  setReservation,
} from '../db/paid-orders-repository';
import { claimPaymentEvent, setPaymentEventOutcome } from '../db/payment-events-repository';
import { enqueueOrderMail } from '../db/outbox-repository';
import { recordOwedRefund } from '../db/refunds-repository';
import type { OrderItemRow, OrderRow } from '../db/schema';
import { releaseHolds, retakeStock } from '../db/stock-repository';
import { draftInvoice } from '../invoices/invoice-draft';
import type { OrderDeps } from './order-deps';
import { ORDER_MAIL } from '../types/mail';
import { requestRefund } from './refund-payment';

/**
 * What a captured payment did: paid the order, or (its coupon's last use went to another order, or
 * the customer used it up meanwhile) was refused: the order is cancelled, its units given back and the
 * refund recorded and asked for after the transaction.
 */
export type PaymentOutcome = PaidOrder | RefusedPayment;

/** A paid order with what its confirmation mail prints: its lines and the invoice just issued. */
export interface PaidOrder {
  kind: 'paid';
  order: OrderRow;
  items: OrderItemRow[];
  invoice: StoredInvoice | undefined;
}

export interface RefusedPayment {
  kind: 'refused';
  order: OrderRow;
  refund: RefundRow;
  reason: string;
}

/** What a webhook event's payment did; `duplicate` when its id was handled before (nothing changed). */
export type EventPaymentOutcome =
  { duplicate: true } | { duplicate: false; outcome: PaymentOutcome | undefined };

type SettleDeps = Pick<OrderDeps, 'db' | 'config'>;

/**
 * Marks the order paid, turns its hold into a sale, takes what it bought out of its user's cart, counts
 * its coupon's use, issues its tax invoice and writes its confirmation to the outbox, atomically (or,
 * refused, writes why to the outbox and asks for the refund after the answer). Exactly one caller wins however many race
 * (verify, the webhook, a retried request): the others get undefined and issue nothing. A payment that
 * arrives after the hold was released takes the units again when they are left; when they are not, the
 * order is paid but marked refund_due, for the operator. An order with a coupon is paid only if the
 * coupon can still be used (see claimCouponUse); otherwise the payment is refused and refunded.
 */
export async function settlePayment(
  deps: OrderDeps,
  toPay: OrderToPay,
  payment: CapturedPayment,
): Promise<PaymentOutcome | undefined> {
  const settled = await settle(deps, toPay, payment, deps.config.now(), null);
  const outcome = settled.duplicate ? undefined : settled.outcome;
  if (outcome) afterSettling(deps, outcome);
  return outcome;
}

/**
 * settlePayment for a webhook event: the event is claimed (recorded once, with what it did) together
 * with the payment, so a claimed event always did its work and a repeated one does nothing.
 */
export async function settleEventPayment(
  deps: OrderDeps,
  toPay: OrderToPay,
  payment: CapturedPayment,
  claim: PaymentEventClaim,
): Promise<EventPaymentOutcome> {
  const settled = await settle(deps, toPay, payment, claim.receivedAt, claim);
  if (!settled.duplicate && settled.outcome) afterSettling(deps, settled.outcome);
  return settled;
}

/**
 * After the commit, a refused payment's refund is asked for (a refund the gateway refuses stays owed,
 * failed, for `npm run ops -- refund <orderId>`). Its mail, like a paid order's confirmation, was
 * written to the outbox by the transaction.
 */
function afterSettling(deps: OrderDeps, outcome: PaymentOutcome) {
  if (outcome.kind === 'paid') {
    deps.metrics?.orderPaid();
    return;
  }
  const { order, refund, reason } = outcome;
  deps.metrics?.refundOwed('payment_refused');
  deps.log.info({ orderId: order.id, reason }, 'payment refused; refund recorded');
  if (order.gatewayPaymentId)
    void deps.later(async () => void (await requestRefund(deps, refund, order.gatewayPaymentId!)));
}

async function settle(
  { db, config }: SettleDeps,
  { order, lines }: OrderToPay,
  payment: CapturedPayment,
  now: Date,
  claim: PaymentEventClaim | null,
): Promise<EventPaymentOutcome> {
  const { invoice } = config;
  // Drafted before the statement: an order's lines never change, and the tax split is the shared rule's.
  const draft = draftInvoice(order, lines, invoice, now);
  const paidOrder = async (
    row: OrderRow,
    issued: StoredInvoice | undefined,
  ): Promise<EventPaymentOutcome> => ({
    duplicate: false,
    outcome: { kind: 'paid', order: await settleReservation(db, row), items: lines, invoice: issued },
  });
  if (!order.couponCode) {
    const paid = await payOrder(db, order, payment, now, draft, invoice.prefix, { couponId: null, claim });
    if (!paid.claimed) return { duplicate: true };
    if (paid.order) return paidOrder(paid.order, paid.invoice);
    // Another request paid it first; the event is kept as what it turned out to be.
    if (claim) await setPaymentEventOutcome(db, claim.eventId, 'already_paid');
    return { duplicate: false, outcome: undefined };
  }
  // Every payment with the coupon takes its row lock in turn, so its uses and the customer's are
  // counted exactly; the order's own lock first makes verify and the webhook of one order take turns.
  const settled = await db.transaction(async (tx) => {
    if (claim && !(await claimPaymentEvent(tx, { ...claim, outcome: 'paid' }))) return 'duplicate' as const;
    const outcomeOfEvent = (outcome: string) => claim && setPaymentEventOutcome(tx, claim.eventId, outcome);
    const locked = await lockOrder(tx, order.id);
    if (!locked || !canBecome('paid').includes(locked.paymentStatus as PaymentStatus)) {
      await outcomeOfEvent('already_paid');
      return undefined;
    }
    const coupon = await claimCouponUse(tx, locked);
    if (!coupon.ok) {
      await outcomeOfEvent('coupon_refused');
      return refusePayment(tx, locked, payment, coupon.message, now);
    }
    const paid = await payOrder(tx, locked, payment, now, draft, invoice.prefix, {
      couponId: coupon.couponId,
      claim: null,
    });
    if (!paid.order) throw new Error(`order ${order.id} was locked payable but not paid`);
    return { order: paid.order, invoice: paid.invoice };
  });
  if (settled === 'duplicate') return { duplicate: true };
  if (settled === undefined || 'kind' in settled) return { duplicate: false, outcome: settled };
  return paidOrder(settled.order, settled.invoice);
}

/** A payment that came after the hold was released takes the units again, or is due a refund. */
async function settleReservation(db: SettleDeps['db'], row: OrderRow): Promise<OrderRow> {
  if (row.reservation !== 'released') return row;
  return db.transaction(async (tx) =>
    setReservation(tx, row.id, (await retakeStock(tx, row.id)) ? 'sold' : 'refund_due'),
  );
}

/**
 * A captured payment the shop cannot accept, in the caller's transaction (the order locked): the money
 * is recorded as taken and owed back (a pending refund, asked for after the commit), the order cancelled
 * with the reason, and its held units given back. No invoice is issued, no coupon use counted, the cart
 * is left as it was.
 */
async function refusePayment(
  tx: SettleDeps['db'],
  order: OrderRow,
  payment: CapturedPayment,
  reason: string,
  now: Date,
): Promise<PaymentOutcome> {
  await releaseHolds(tx, { orderId: order.id }, now);
  const refused = await markPaymentRefused(tx, order.id, payment, reason, now);
  const refund = await recordOwedRefund(tx, order, 'shop', now);
  await enqueueOrderMail(tx, { kind: ORDER_MAIL.refused, orderId: order.id });
  return { kind: 'refused', order: refused, refund, reason };
}
