import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { API_ROOT } from '../../../config';
import { findGatewayOrderState } from '../../../db/payments-repository';
import { HttpError } from '../../../http/http-errors';
import { prepareBytes, sendCached } from '../../../http/send-cached';
import { ErrorSchema, commonErrors } from '../../../schemas/common';
import {
  CheckoutResultSchema,
  SandboxAuthorizeBodySchema,
  SandboxDeclineAnswerSchema,
} from '../../../schemas/payment';
import { gatewayId } from '../../../gateways/signatures';

export const SANDBOX_CHECKOUT_FILE = path.join(API_ROOT, 'assets', 'sandbox-checkout.js');

/**
 * Only with the sandbox gateway (404 with Razorpay): the checkout script that stands in for Razorpay's,
 * and the signer it calls when the test card "pays". The secret stays here; the browser only ever sees
 * a signed result, which then goes through verify like Razorpay's.
 */
const sandboxRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, sandboxGateway: sandbox, sandboxWebhooks: webhooks } = fastify;
  if (!sandbox) return;
  /** The order behind a gateway order id: the sandbox signs and declines only orders that exist. */
  async function existingOrder(gatewayOrderId: string) {
    const order = await findGatewayOrderState(db, gatewayOrderId);
    if (!order) throw new HttpError(404, ACCOUNT_MESSAGES.orderNotFound);
    return order;
  }

  const script = await prepareBytes(await readFile(SANDBOX_CHECKOUT_FILE));

  fastify.get(
    '/api/payment/sandbox/checkout.js',
    {
      schema: {
        tags: ['payment'],
        summary: "The sandbox's checkout script (defines window.Razorpay)",
        description:
          "Same constructor, options and events as Razorpay's checkout.js: a test card form whose Pay " +
          'button signs the payment through /api/payment/sandbox/authorize.',
      },
    },
    async (request, reply) => {
      reply.header('x-content-type-options', 'nosniff');
      return sendCached(request, reply, script, {
        contentType: 'text/javascript; charset=utf-8',
        cacheControl: 'no-cache',
      });
    },
  );

  fastify.post(
    '/api/payment/sandbox/authorize',
    {
      schema: {
        tags: ['payment'],
        summary: 'Sandbox only: pay an order with the test card',
        description:
          'Answers what Razorpay hands the checkout handler, signed with the sandbox secret. The order ' +
          'must exist; its random id is what the checkout knows (no Bearer token, like Razorpay). ' +
          '`capture: "later"` (the capture-later card) authorizes the payment only: verify captures it, ' +
          'or the sandbox does SANDBOX_CAPTURE_DELAY_SECONDS later and sends payment.captured.',
        body: SandboxAuthorizeBodySchema,
        response: { 200: CheckoutResultSchema, 404: ErrorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const order = await existingOrder(request.body.order_id);
      const later = request.body.capture === 'later';
      const result = sandbox.authorize(request.body.order_id, order.grandTotalPaise, later);
      const payment = {
        orderId: result.razorpay_order_id,
        paymentId: result.razorpay_payment_id,
        amount: order.grandTotalPaise,
      };
      if (later) {
        // Authorized only: the shop hears of it (and does not count it as paid); the sandbox captures it
        // SANDBOX_CAPTURE_DELAY_SECONDS later and sends payment.captured, unless verify captured it first.
        await webhooks?.send({ event: 'payment.authorized', ...payment });
        await webhooks?.send({ event: 'payment.captured', ...payment }, sandbox.captureDelayMs);
      } else {
        // As Razorpay does for a captured payment of an order, the shop also hears of it server to
        // server (order.paid, which carries the payment too): a shopper who closes the tab before the
        // page verifies still gets a paid order.
        await webhooks?.send({ event: 'order.paid', ...payment });
      }
      return result;
    },
  );

  fastify.post(
    '/api/payment/sandbox/decline',
    {
      schema: {
        tags: ['payment'],
        summary: 'Sandbox only: the test card is declined',
        description:
          'The checkout\'s "Simulate failure": answers the failed payment\'s id and sends payment.failed ' +
          'to the webhook, as Razorpay would.',
        body: SandboxAuthorizeBodySchema,
        response: { 200: SandboxDeclineAnswerSchema, 404: ErrorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const order = await existingOrder(request.body.order_id);
      const paymentId = gatewayId('pay');
      await webhooks?.send({
        event: 'payment.failed',
        orderId: request.body.order_id,
        paymentId,
        amount: order.grandTotalPaise,
      });
      return { razorpay_payment_id: paymentId };
    },
  );
};

export default sandboxRoutes;
