import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  PAYMENT_MESSAGES,
  amountToPaise,
  formatOrderAddress,
  normalizeCouponCode,
  orderTotals,
  paiseToRupees,
} from '@harmony/shared/domain';
import { couponLines, couponVerdict, customerStanding, findCoupon } from '../../../db/coupons-repository';
import {
  type NewOrder,
  attachGatewayOrder,
  findOrderByIdempotencyKey,
  placeOrder,
  readCheckout,
} from '../../../db/checkout-repository';
import { markPaymentFailed } from '../../../db/payments-repository';
import { findOrderByGatewayId, findOrderToPay, markOrderPaid } from '../../../db/paid-orders-repository';
import type { OrderRow } from '../../../db/schema';
import { type LockedProduct, findShortage } from '../../../db/stock-repository';
import { isUniqueViolation } from '../../../db/errors';
import { GatewayError } from '../../../gateways/types';
import { HttpError } from '../../../http/http-errors';
import {
  addressId,
  badRequest,
  couponGuesses,
  couponRefusal,
  idempotencyKeyOf,
  repeatedAnswer,
  requestedLines,
  savedAddress,
  stockRefusal,
} from './checkout-request';
import { productImagePath } from '../../../images/product-images';
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

/** Verify's refusals word `error` too: the checkout shows "Payment verification failed: {error}". */
const verifyRefusal = (statusCode: number, message: string, fields?: Record<string, string>) =>
  new HttpError(statusCode, message, fields, { error: message });

/** A captured payment the shop refused because of its coupon: 409, the coupon's sentence; refunded. */
const refusedPayment = (reason: string) => verifyRefusal(409, reason, { coupon_code: reason });

/** /api/payment/create-order and /verify: the logged-in shopper's side of a payment. */
const checkoutRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, config, paymentGateway: gateway, orderConfirmations, rateLimit } = fastify;
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
          'paid. Only product id, quantity and size are read from ' +
          'the lines. `billing_address` and `shipping_address` are ids of my saved addresses (or objects ' +
          'with their id) whose type includes billing, respectively shipping.',
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

      const now = config.now();
      const lines = requestedLines(body.cartItems);
      const amount = amountToPaise(body.amount);
      if (amount === null) throw badRequest(PAYMENT_MESSAGES.amountInvalid, 'amount');
      const billingId = addressId(body.billing_address, 'billing');
      const shippingId = addressId(body.shipping_address, 'shipping');
      const productIds = [...new Set(lines.map((line) => line.productId))];
      const found = await readCheckout(db, userId, billingId, shippingId, productIds);
      if (!found) throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired);
      const { user } = found;
      const billing = savedAddress(found.billing, 'billing');
      const shipping = savedAddress(found.shipping, 'shipping');

      // The coupon and what this customer did with it, read before the products are locked; its discount
      // is computed from the locked prices below. Blank or null is no coupon.
      const couponCode = normalizeCouponCode(body.coupon_code) || null;
      let coupon: Awaited<ReturnType<typeof findCoupon>>;
      let standing: Awaited<ReturnType<typeof customerStanding>> | undefined;
      if (couponCode) {
        const guesses = couponGuesses(rateLimit, request.ip, config.couponLimitIpMax);
        await guesses.check(reply);
        coupon = await findCoupon(db, couponCode);
        if (!coupon) await guesses.count();
        standing = coupon && (await customerStanding(db, coupon.id, userId));
      }

      /** The order from the products (as read, else as locked): prices, totals and stock as they are. */
      const orderFrom = (catalogue: ReadonlyMap<number, LockedProduct>): NewOrder => {
        const items = lines.map((line, i) => {
          const product = catalogue.get(line.productId);
          if (!product) throw badRequest(PAYMENT_MESSAGES.productUnavailable, `cartItems.${i}.product_id`);
          return {
            productId: product.id,
            title: product.title,
            brand: product.brand,
            image: productImagePath(product.imageFile),
            unitPricePaise: product.pricePaise,
            quantity: line.quantity,
            size: line.size,
          };
        });
        let discount = 0;
        if (couponCode) {
          const verdict = couponVerdict(coupon, couponLines(lines, catalogue), now, standing);
          if (!verdict.ok) throw couponRefusal(verdict.message);
          discount = verdict.discount;
        }
        // The domain rules are the ones the confirmation screen uses: the discount comes off before the tax.
        const totals = orderTotals(
          items.map((item) => ({ price: paiseToRupees(item.unitPricePaise), quantity: item.quantity })),
          discount,
          config.invoice.taxRateBp / 100,
        );
        if (amount !== totals.grandTotal) {
          request.log.info({ sent: amount, computed: totals.grandTotal }, 'checkout amount differs');
          throw badRequest(PAYMENT_MESSAGES.totalChanged, 'amount');
        }
        const shortage = findShortage(items, catalogue);
        if (shortage) throw stockRefusal(shortage, catalogue, lines);
        return {
          userId,
          subtotalPaise: totals.subtotal,
          discountPaise: totals.discount,
          couponCode,
          taxPaise: totals.tax,
          grandTotalPaise: totals.grandTotal,
          billingAddress: formatOrderAddress(billing),
          shippingAddress: formatOrderAddress(shipping),
          billingAddressId: billing.id,
          shippingAddressId: shipping.id,
          billingState: billing.state,
          shippingState: shipping.state,
          taxRateBp: config.invoice.taxRateBp,
          customerName: user.fullname,
          customerEmail: user.email,
          customerPhone: user.contactNumber,
          items,
        };
      };

      let orderId: number;
      try {
        orderId = await placeOrder(db, found.products, orderFrom, {
          now,
          until: new Date(now.getTime() + config.reservationTtlMs),
          idempotencyKey,
        });
      } catch (err) {
        // A key seen before is looked up only when this attempt fails (nothing of it is kept): its key is
        // taken, or the stock or prices changed since the first attempt made the order.
        if (
          idempotencyKey &&
          (err instanceof HttpError || isUniqueViolation(err, 'orders_idempotency_key'))
        ) {
          const first = await findOrderByIdempotencyKey(db, userId, idempotencyKey);
          if (first) return reply.code(201).send(repeatedAnswer(first, body.amount));
        }
        throw err;
      }

      // The gateway is called outside any transaction (no lock is held while it answers). If it fails,
      // the order is kept for the record but marked failed: never payable, never listed.
      try {
        const gatewayOrder = await gateway.createOrder({
          amount,
          receipt: `harmony_${orderId}`,
          notes: { local_order_id: String(orderId) },
        });
        await attachGatewayOrder(db, orderId, gatewayOrder.id, config.now());
        return reply.code(201).send({
          razorpayOrder: {
            id: gatewayOrder.id,
            amount: gatewayOrder.amount,
            currency: gatewayOrder.currency,
          },
          localOrderId: orderId,
        });
      } catch (err) {
        await markPaymentFailed(db, orderId, config.now()).catch((markErr) =>
          request.log.error({ err: markErr, orderId }, 'order could not be marked failed'),
        );
        if (err instanceof GatewayError) {
          request.log.error({ err, orderId }, 'payment gateway failed; order marked failed');
          throw new HttpError(502, PAYMENT_MESSAGES.gatewayUnavailable);
        }
        throw err;
      }
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
          'Refusals carry the sentence in `error` as well as in `message`.',
        body: CheckoutResultSchema,
        response: { 200: VerifyAnswerSchema, 404: ErrorSchema, 409: ErrorSchema, ...authErrors },
      },
    },
    async (request) => {
      const { razorpay_order_id: gatewayOrderId, razorpay_payment_id: paymentId } = request.body;
      const toPay = await findOrderToPay(db, gatewayOrderId, request.userId);
      if (!toPay) throw verifyRefusal(404, ACCOUNT_MESSAGES.orderNotFound);
      const { order } = toPay;
      if (!gateway.verifyPaymentSignature(gatewayOrderId, paymentId, request.body.razorpay_signature)) {
        request.log.warn({ orderId: order.id }, 'payment signature refused');
        throw verifyRefusal(400, PAYMENT_MESSAGES.invalidSignature);
      }
      const answer = (method: string | null) => ({
        success: true as const,
        message: PAYMENT_MESSAGES.verified,
        orderId: order.id,
        paymentMethod: method ?? 'card',
      });
      // A payment the shop refused (the coupon's last use went to another order) stays refused.
      const settled = (row: OrderRow) => {
        if (row.refusedReason) throw refusedPayment(row.refusedReason);
        return answer(row.paymentMethod);
      };
      if (order.paymentStatus === 'paid') return settled(order);

      const method = await gateway.paymentMethod(paymentId);
      const outcome = await markOrderPaid(db, toPay, { paymentId, method }, config.now(), config.invoice);
      if (outcome?.kind === 'paid') {
        orderConfirmations.send(outcome);
        return answer(outcome.order.paymentMethod);
      }
      if (outcome?.kind === 'refused') {
        request.log.info({ orderId: order.id, reason: outcome.reason }, 'payment refused; refund recorded');
        orderConfirmations.refused(outcome);
        throw refusedPayment(outcome.reason);
      }
      // Another request (the webhook, a second tab) settled it meanwhile: answer what it recorded.
      const current = await findOrderByGatewayId(db, gatewayOrderId, request.userId);
      return current ? settled(current) : answer(method);
    },
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
