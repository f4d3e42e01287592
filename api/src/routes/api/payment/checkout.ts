import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  PAYMENT_MESSAGES,
  amountToPaise,
  normalizeCouponCode,
} from '@harmony/shared/domain';
import { markPaymentFailed } from '../../../db/payments-repository';
import { findOrderByGatewayId } from '../../../db/paid-orders-repository';
import { badRequest } from '../../../http/form';
import { HttpError } from '../../../http/http-errors';
import { idempotencyKeyOf } from '../../../http/idempotency-key';
import { placeOrder } from '../../../orders/place-order';
import { verifyPayment } from '../../../orders/verify-payment';
import { addressId, businessBuyerOf, requestedLines } from '../../../orders/order-request';
import { couponGuesses, tooMany } from '../../../plugins/app/rate-limit';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import {
  AbandonAnswerSchema,
  AbandonBodySchema,
  CheckoutResultSchema,
  CreateOrderAnswerSchema,
  CreateOrderBodySchema,
  VerifyAnswerSchema,
} from '../../../schemas/payment';

const security = [{ bearerAuth: [] }];
const tags = ['payment'];

/** /api/payment/create-order and /verify: the logged-in shopper's side of a payment. */
const checkoutRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, config, rateLimit } = fastify;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.post(
    '/api/payment/create-order',
    {
      schema: {
        tags,
        security,
        summary: 'Start a payment: the order (pending) and its gateway order',
        description:
          'The server recomputes subtotal, discount (from `coupon_code`, if any), tax (GST_RATE_PERCENT, ' +
          '5% by default, of subtotal − discount) and grand total in ' +
          'paise from catalogue prices and the quantities; `amount` (rupees) must equal that grand total ' +
          'to the paisa, else 400 and nothing is created. A coupon that does not apply is 422 with its ' +
          'reason (`fields.coupon_code`) and nothing is created; its use is counted when the order is ' +
          'paid. At most ORDER_LIMIT_USER_MAX orders placed per customer per ORDER_LIMIT_WINDOW_SECONDS, ' +
          'and at most OPEN_ORDERS_MAX (3) unpaid orders holding stock at once: 429 with Retry-After ' +
          'beyond either. Only product id, quantity and size are read from ' +
          'the lines. `billing_address` and `shipping_address` are ids of my saved addresses (or objects ' +
          'with their id) whose type includes billing, respectively shipping. A shipping address whose ' +
          'pincode the shop does not deliver to (see GET /api/delivery/{pincode}) is 422 with the same ' +
          'words, and nothing is created. A business buyer may give ' +
          '`buyer_gstin` and `buyer_legal_name` for the tax invoice: a wrong GSTIN is 400 with the reason ' +
          '(format, state code or check character) and nothing is created.',
        body: CreateOrderBodySchema,
        response: {
          201: CreateOrderAnswerSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
          502: ErrorSchema,
          ...authErrors,
        },
      },
    },
    async (request, reply) => {
      const { body, userId } = request;
      if (body.user_id !== userId) throw new HttpError(403, PAYMENT_MESSAGES.ownAccountOnly);
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      const lines = requestedLines(body.cartItems);
      // The one place the body's rupees become paise: from here inwards money is in paise.
      const amountPaise = amountToPaise(body.amount);
      if (amountPaise === null) throw badRequest(PAYMENT_MESSAGES.amountInvalid, 'amount');
      const placed = await placeOrder(
        { ...fastify.orderDeps, log: request.log },
        {
          userId,
          lines,
          amountPaise,
          billingId: addressId(body.billing_address, 'billing'),
          shippingId: addressId(body.shipping_address, 'shipping'),
          // Blank or null is no coupon.
          couponCode: normalizeCouponCode(body.coupon_code) || null,
          buyer: businessBuyerOf(body),
          idempotencyKey,
          paymentMethod: body.payment_method,
        },
        couponGuesses(rateLimit, reply, request.ip, config.couponLimitIpMax),
        (retryAfterSeconds, message) => tooMany(reply, { allowed: false, retryAfterSeconds }, message),
        fastify.checkDelivery,
      );
      return reply.code(201).send(placed);
    },
  );

  fastify.post(
    '/api/payment/verify',
    {
      schema: {
        tags,
        security,
        summary: "Confirm a payment with the checkout's signed result",
        description:
          'The signature must be HMAC-SHA256(order id + "|" + payment id) with the key secret, over the ' +
          'gateway order id stored for one of my orders. The first success marks the order paid, ' +
          "counts its coupon's use, issues its tax invoice, empties my cart and mails the confirmation " +
          'with the invoice; calling again answers the same and changes nothing. An order whose coupon ' +
          'can no longer be used (its last use went to another order, or I used it up meanwhile) is not ' +
          "accepted: 409 with the coupon's reason, the order cancelled, its units given back, the " +
          'payment refunded and a mail sent. ' +
          'The order is paid only when the gateway says the payment is captured, for this order and its ' +
          'total: another order or amount is 400; an authorized payment is captured for the total ' +
          '(if that fails, 409 and the payment.captured webhook pays it); any other status is 409; the ' +
          'gateway not answering is 502. ' +
          'Refusals carry the sentence in `error` as well as in `message`.',
        body: CheckoutResultSchema,
        response: {
          200: VerifyAnswerSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          502: ErrorSchema,
          ...authErrors,
        },
      },
    },
    async (request) =>
      verifyPayment(
        { ...fastify.orderDeps, log: request.log },
        {
          userId: request.userId,
          gatewayOrderId: request.body.razorpay_order_id,
          paymentId: request.body.razorpay_payment_id,
          signature: request.body.razorpay_signature,
        },
      ),
  );

  fastify.post(
    '/api/payment/abandon',
    {
      schema: {
        tags,
        security,
        summary: 'The shopper closed the checkout without paying',
        description:
          'Marks my unpaid order failed and gives its units back to stock at once instead of when its hold ' +
          'expires. A payment that still arrives later is honoured (verify, webhook). A paid order is left alone.',
        body: AbandonBodySchema,
        response: { 200: AbandonAnswerSchema, 404: ErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      const order = await findOrderByGatewayId(db, request.body.razorpay_order_id, request.userId);
      if (!order) throw new HttpError(404, ACCOUNT_MESSAGES.orderNotFound);
      if (order.paymentStatus === 'paid') return { released: false };
      return { released: await markPaymentFailed(db, order.id, config.now()) };
    },
  );
};

export default checkoutRoutes;
