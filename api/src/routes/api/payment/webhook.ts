import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_MESSAGES } from '@harmony/shared/domain';
import { findOrderByPaymentId, markPaymentFailed } from '../../../db/payments-repository';
import {
  type OrderToPay,
  findOrderByGatewayId,
  type PaymentEventClaim,
  type PaymentOutcome,
  findOrderToPay,
  markOrderPaidByEvent,
} from '../../../db/paid-orders-repository';
import {
  claimPaymentEvent,
  setPaymentEventOrder,
  setPaymentEventOutcome,
} from '../../../db/payment-events-repository';
import { recordRefundProcessedByPayment } from '../../../db/refunds-repository';
import { HttpError } from '../../../http/http-errors';
import { ErrorSchema } from '../../../schemas/common';
import { WebhookAnswerSchema } from '../../../schemas/payment';

/** The events that mean "this order is paid": the browser may never have come back to verify. */
const PAID_EVENTS = new Set(['order.paid', 'payment.captured']);
/** A payment attempt was declined: the order's units go back (a later attempt can still pay it). */
const FAILED_EVENT = 'payment.failed';
/** A refund went through at the gateway: recorded against the order it paid. */
const REFUND_EVENT = 'refund.processed';
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

interface Entity {
  id?: unknown;
  status?: unknown;
  order_id?: unknown;
  payment_id?: unknown;
  method?: unknown;
  amount?: unknown;
}

/** The parts of Razorpay's webhook payload the api reads. */
interface WebhookEvent {
  id?: unknown;
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity }; refund?: { entity?: Entity } };
}

const text = (value: unknown, max = 200) =>
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
): { toPay: OrderToPay; paymentId: string } | WebhookOutcome {
  if (!toPay) return 'unknown_order';
  if (toPay.order.paymentStatus === 'paid') return 'already_paid';
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

/** /api/payment/webhook: Razorpay's server-to-server events, signed over the raw body. */
const webhookRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, config, paymentGateway: gateway, orderConfirmations } = fastify;

  /**
   * A paid event for an order. The order is read once; an event that changes nothing (the usual one:
   * verify paid the order first) is recorded as such, and one that pays is claimed by the paying
   * statement itself: recorded if and only if it paid, with no transaction around them.
   */
  async function paidEvent(
    claim: PaymentEventClaim,
    payment?: Entity,
    gatewayOrder?: Entity,
  ): Promise<EventResult> {
    const payable = payableBy(
      await findOrderToPay(db, claim.gatewayOrderId),
      payment?.amount ?? gatewayOrder?.amount,
      text(payment?.id),
    );
    if (typeof payable === 'string') {
      return (await claimPaymentEvent(db, { ...claim, outcome: payable }))
        ? { status: 'processed', outcome: payable }
        : DUPLICATE;
    }
    const { toPay, paymentId } = payable;
    const method = text(payment?.method, 50) ?? 'card';
    const settled = await markOrderPaidByEvent(
      db,
      toPay,
      { paymentId, method },
      claim.receivedAt,
      config.invoice,
      claim,
    );
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

  // In this scope only, the body stays the bytes that were signed (re-serialized JSON would not match).
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  fastify.post(
    '/api/payment/webhook',
    {
      schema: {
        tags: ['payment'],
        summary: "The gateway's events (Razorpay webhooks)",
        description:
          '`X-Razorpay-Signature` must be HMAC-SHA256(raw body, webhook secret) in hex. order.paid and ' +
          'payment.captured mark the order paid when verify did not, for exactly its total (same once-only ' +
          'path: stock sold, cart emptied, tax invoice issued, confirmation mailed); payment.failed marks an unpaid order ' +
          'failed and gives its units back; a paid event for an order whose coupon can no longer be ' +
          'used refuses the payment (coupon_refused: the order cancelled, its units given back, the ' +
          'payment refunded); ' +
          "refund.processed marks the refund of the cancelled order it paid processed, once (the api's own refund call may have recorded it first). " +
          'Each event id (`X-Razorpay-Event-Id`, else the payload id, else the body digest) is handled ' +
          'once. Other events are acknowledged (2xx) and logged.',
        response: { 200: WebhookAnswerSchema, 400: ErrorSchema, 413: ErrorSchema, 500: ErrorSchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      if (!gateway.verifyWebhookSignature(raw, typeof signature === 'string' ? signature : undefined)) {
        request.log.warn('webhook signature refused');
        throw new HttpError(400, PAYMENT_MESSAGES.invalidWebhookSignature);
      }
      let body: WebhookEvent;
      try {
        body = JSON.parse(raw.toString('utf8')) as WebhookEvent;
        if (!body || typeof body !== 'object') throw new Error('not an object');
      } catch {
        throw new HttpError(400, 'The request body is not valid JSON.');
      }

      const header = request.headers['x-razorpay-event-id'];
      const eventId =
        text(typeof header === 'string' ? header : undefined) ??
        text(body.id) ??
        `sha256:${createHash('sha256').update(raw).digest('hex')}`;
      const event = text(body.event, 100) ?? 'unknown';
      const payment = body.payload?.payment?.entity;
      const gatewayOrder = body.payload?.order?.entity;
      const gatewayOrderId = text(payment?.order_id) ?? text(gatewayOrder?.id);
      const now = config.now();

      const result: EventResult =
        PAID_EVENTS.has(event) && gatewayOrderId
          ? await paidEvent({ eventId, event, gatewayOrderId, receivedAt: now }, payment, gatewayOrder)
          : await otherEvent({ eventId, event, gatewayOrderId, receivedAt: now }, body);

      if (
        ['amount_mismatch', 'unknown_order', 'refund_unmatched', 'coupon_refused'].includes(result.outcome)
      ) {
        request.log.warn(
          { eventId, event, gatewayOrderId, outcome: result.outcome },
          'webhook event not applied',
        );
      } else if (result.outcome === 'ignored') {
        request.log.info({ eventId, event }, 'webhook event acknowledged, not handled');
      } else if (result.outcome !== 'duplicate') {
        request.log.info(
          { eventId, event, gatewayOrderId, outcome: result.outcome },
          'webhook event handled',
        );
      }
      if (result.paid?.kind === 'paid') {
        request.log.info({ orderId: result.paid.order.id, eventId }, 'order paid by webhook');
        orderConfirmations.send(result.paid);
      } else if (result.paid?.kind === 'refused') {
        // After the commit: the refund recorded with the refusal is asked for, the customer mailed.
        orderConfirmations.refused(result.paid);
      }
      return { status: result.status, outcome: result.outcome };
    },
  );
};

export default webhookRoutes;
