import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_MESSAGES } from '@harmony/shared/domain';
import { HttpError } from '../../../http/http-errors';
import { type WebhookEvent, handlePaymentEvent, text } from '../../../orders/payment-events';
import { ErrorSchema } from '../../../schemas/common';
import { WebhookAnswerSchema } from '../../../schemas/payment';

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** /api/payment/webhook: Razorpay's server-to-server events, signed over the raw body. */
const webhookRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config, paymentGateway: gateway } = fastify;

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
          'payment.captured mark the order paid when verify did not, for exactly its total and only when ' +
          'the payment entity, if any, says captured (same once-only ' +
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
      const deps = { ...fastify.orderDeps, log: request.log };
      return handlePaymentEvent(deps, { eventId, event, body, receivedAt: config.now() });
    },
  );
};

export default webhookRoutes;
