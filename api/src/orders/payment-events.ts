import { findOrderByPaymentId, markPaymentFailed } from '../db/payments-repository';
import {
  type OrderToPay,
  type PaymentEventClaim,
  findOrderByGatewayId,
  findOrderToPay,
} from '../db/paid-orders-repository';
import {
  claimPaymentEvent,
  setPaymentEventOrder,
  setPaymentEventOutcome,
} from '../db/payment-events-repository';
import { recordRefundProcessedByPayment } from '../db/refunds-repository';
import type { OrderDeps } from './order-deps';
import { type PaymentOutcome, settleEventPayment } from './settle-payment';

// The gateway's server-to-server events (Razorpay webhooks), once their signature is checked: a paid
// event settles the payment as verify does, a failed one gives the units back, a refund is recorded.

/** The events that mean "this order is paid": the browser may never have come back to verify. */
const PAID_EVENTS = new Set(['order.paid', 'payment.captured']);
/** A payment attempt was declined: the order's units go back (a later attempt can still pay it). */
const FAILED_EVENT = 'payment.failed';
/** A refund went through at the gateway: recorded against the order it paid. */
const REFUND_EVENT = 'refund.processed';

interface Entity {
  id?: unknown;
  status?: unknown;
  order_id?: unknown;
  payment_id?: unknown;
  method?: unknown;
  amount?: unknown;
}

/** The parts of Razorpay's webhook payload the api reads. */
export interface WebhookEvent {
  id?: unknown;
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity }; refund?: { entity?: Entity } };
}

/** A non-empty string of the payload of at most `max` characters, else null. */
export const text = (value: unknown, max = 200) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

export type WebhookOutcome =
  | 'paid'
  | 'already_paid'
  | 'failed'
  | 'refund_recorded'
  | 'already_refunded'
  /** A refund the shop did not ask for (made in the gateway's dashboard): for the operator to look at. */
  | 'refund_unmatched'
  | 'unknown_order'
  | 'amount_mismatch'
  /** The order's coupon could no longer be used: the payment is refused and refunded. */
  | 'coupon_refused'
  | 'ignored';

/** The order and payment a paid event pays, or why it cannot pay the order it names. */
function payableBy(
  toPay: OrderToPay | undefined,
  amount: unknown,
  paymentId: string | null,
  status: unknown,
): { toPay: OrderToPay; paymentId: string } | WebhookOutcome {
  if (!toPay) return 'unknown_order';
  if (toPay.order.paymentStatus === 'paid') return 'already_paid';
  // Only captured money pays: a payment entity that says otherwise is not proof of payment.
  if (status !== undefined && status !== 'captured') return 'ignored';
  // No amount is no proof of payment: the order is paid only for exactly its total.
  if (Number(amount) !== toPay.order.grandTotalPaise) return 'amount_mismatch';
  if (!paymentId) return 'ignored';
  return { toPay, paymentId };
}

/** What the webhook answers, and the payment it made (for the mail or the refund after the answer). */
interface EventResult {
  status: 'processed' | 'duplicate';
  outcome: WebhookOutcome | 'duplicate';
  paid?: PaymentOutcome;
}
const DUPLICATE: EventResult = { status: 'duplicate', outcome: 'duplicate' };

/**
 * A paid event for an order. The order is read once; an event that changes nothing (the usual one:
 * verify paid the order first) is recorded as such, and one that pays is claimed by the paying
 * statement itself: recorded if and only if it paid, with no transaction around them.
 */
async function paidEvent(
  deps: OrderDeps,
  claim: PaymentEventClaim,
  payment?: Entity,
  gatewayOrder?: Entity,
): Promise<EventResult> {
  const { db } = deps;
  const payable = payableBy(
    await findOrderToPay(db, claim.gatewayOrderId),
    payment?.amount ?? gatewayOrder?.amount,
    text(payment?.id),
    payment?.status,
  );
  if (typeof payable === 'string') {
    return (await claimPaymentEvent(db, { ...claim, outcome: payable }))
      ? { status: 'processed', outcome: payable }
      : DUPLICATE;
  }
  const { toPay, paymentId } = payable;
  const method = text(payment?.method, 50) ?? 'card';
  const settled = await settleEventPayment(deps, toPay, { paymentId, method }, claim);
  if (settled.duplicate) return DUPLICATE;
  const paid = settled.outcome;
  return {
    status: 'processed',
    outcome: !paid ? 'already_paid' : paid.kind === 'paid' ? 'paid' : 'coupon_refused',
    paid,
  };
}

/** Any other event, recorded once with what it did, in one transaction with what it did. */
function otherEvent(
  { db }: OrderDeps,
  {
    eventId,
    event,
    gatewayOrderId,
    receivedAt: now,
  }: Omit<PaymentEventClaim, 'gatewayOrderId'> & {
    gatewayOrderId: string | null;
  },
  body: WebhookEvent,
): Promise<EventResult> {
  return db.transaction(async (tx) => {
    const fresh = await claimPaymentEvent(tx, { eventId, event, gatewayOrderId, receivedAt: now });
    if (!fresh) return DUPLICATE;
    let outcome: WebhookOutcome = 'ignored';
    // A paid event that names no order.
    if (PAID_EVENTS.has(event)) {
      outcome = 'unknown_order';
    } else if (event === FAILED_EVENT) {
      const order = gatewayOrderId ? await findOrderByGatewayId(tx, gatewayOrderId) : undefined;
      if (!order) outcome = 'unknown_order';
      else if (order.paymentStatus === 'paid') outcome = 'already_paid';
      else {
        await markPaymentFailed(tx, order.id, now);
        outcome = 'failed';
      }
    } else if (event === REFUND_EVENT) {
      const refund = body.payload?.refund?.entity;
      const paymentId = text(refund?.payment_id);
      const refundId = text(refund?.id);
      const order = paymentId ? await findOrderByPaymentId(tx, paymentId) : undefined;
      if (!order || !paymentId || !refundId) outcome = 'unknown_order';
      else {
        if (order.gatewayOrderId) await setPaymentEventOrder(tx, eventId, order.gatewayOrderId);
        // Recorded once: the api's own refund call may have recorded it first.
        const recorded = await recordRefundProcessedByPayment(tx, paymentId, refundId, now);
        outcome =
          recorded === 'recorded'
            ? 'refund_recorded'
            : recorded === 'already_recorded'
              ? 'already_refunded'
              : 'refund_unmatched';
      }
    }
    await setPaymentEventOutcome(tx, eventId, outcome);
    return { status: 'processed', outcome };
  });
}

/** An event as received: its id (the gateway's, else a digest of the body), name and payload. */
export interface ReceivedEvent {
  eventId: string;
  event: string;
  body: WebhookEvent;
  receivedAt: Date;
}

/** Handles an event once (a repeated id changes nothing) and logs what it did. */
export async function handlePaymentEvent(
  deps: OrderDeps,
  { eventId, event, body, receivedAt }: ReceivedEvent,
): Promise<Pick<EventResult, 'status' | 'outcome'>> {
  const payment = body.payload?.payment?.entity;
  const gatewayOrder = body.payload?.order?.entity;
  const gatewayOrderId = text(payment?.order_id) ?? text(gatewayOrder?.id);
  const result: EventResult =
    PAID_EVENTS.has(event) && gatewayOrderId
      ? await paidEvent(deps, { eventId, event, gatewayOrderId, receivedAt }, payment, gatewayOrder)
      : await otherEvent(deps, { eventId, event, gatewayOrderId, receivedAt }, body);
  const details = { eventId, event, gatewayOrderId, outcome: result.outcome };
  if (['amount_mismatch', 'unknown_order', 'refund_unmatched', 'coupon_refused'].includes(result.outcome)) {
    deps.log.warn(details, 'webhook event not applied');
  } else if (result.outcome === 'ignored') {
    deps.log.info({ eventId, event }, 'webhook event acknowledged, not handled');
  } else if (result.outcome !== 'duplicate') {
    deps.log.info(details, 'webhook event handled');
  }
  if (result.paid?.kind === 'paid')
    deps.log.info({ orderId: result.paid.order.id, eventId }, 'order paid by webhook');
  return { status: result.status, outcome: result.outcome };
}
