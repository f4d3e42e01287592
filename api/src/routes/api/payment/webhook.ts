import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_MESSAGES } from '@harmony/shared/domain';
import {
  claimPaymentEvent,
  findOrderByGatewayId,
  markOrderPaid,
  setPaymentEventOutcome,
} from '../../../db/payments-repository';
import type { OrderRow } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import { ErrorSchema } from '../../../schemas/common';
import { WebhookAnswerSchema } from '../../../schemas/payment';

/** The events that mean "this order is paid": the browser may never have come back to verify. */
const PAID_EVENTS = new Set(['order.paid', 'payment.captured']);
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

interface Entity {
  id?: unknown;
  order_id?: unknown;
  method?: unknown;
  amount?: unknown;
}

/** The parts of Razorpay's webhook payload the api reads. */
interface WebhookEvent {
  id?: unknown;
  event?: unknown;
  payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity } };
}

const text = (value: unknown, max = 200) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

export type WebhookOutcome = 'paid' | 'already_paid' | 'unknown_order' | 'amount_mismatch' | 'ignored';

/** /api/payment/webhook: Razorpay's server-to-server events, signed over the raw body. */
const webhookRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, config, paymentGateway: gateway, orderConfirmations } = fastify;

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
          'payment.captured mark the order paid when verify did not (same once-only path: cart emptied, ' +
          'confirmation mailed). Each event id (`X-Razorpay-Event-Id`, else the payload id, else the ' +
          "body's digest) is handled once. Other events are acknowledged and ignored.",
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

      const result = await db.transaction(async (tx) => {
        const fresh = await claimPaymentEvent(tx, { eventId, event, gatewayOrderId, receivedAt: now });
        if (!fresh) return { status: 'duplicate' as const, outcome: 'duplicate', paid: undefined };
        let outcome: WebhookOutcome = 'ignored';
        let paid: OrderRow | undefined;
        if (PAID_EVENTS.has(event)) {
          const order = gatewayOrderId ? await findOrderByGatewayId(tx, gatewayOrderId) : undefined;
          const paymentId = text(payment?.id);
          const amount = payment?.amount ?? gatewayOrder?.amount;
          if (!order) outcome = 'unknown_order';
          else if (order.paymentStatus === 'paid') outcome = 'already_paid';
          else if (amount !== undefined && Number(amount) !== order.grandTotalPaise)
            outcome = 'amount_mismatch';
          else if (!paymentId) outcome = 'ignored';
          else {
            const method = text(payment?.method, 50) ?? 'card';
            paid = await markOrderPaid(tx, order.id, { paymentId, method }, now);
            outcome = paid ? 'paid' : 'already_paid';
          }
        }
        await setPaymentEventOutcome(tx, eventId, outcome);
        return { status: 'processed' as const, outcome, paid };
      });

      if (result.outcome === 'amount_mismatch' || result.outcome === 'unknown_order') {
        request.log.warn(
          { eventId, event, gatewayOrderId, outcome: result.outcome },
          'webhook event not applied',
        );
      }
      if (result.paid) {
        request.log.info({ orderId: result.paid.id, eventId }, 'order paid by webhook');
        orderConfirmations.send(result.paid);
      }
      return { status: result.status, outcome: result.outcome };
    },
  );
};

export default webhookRoutes;
