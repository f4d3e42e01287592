import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COUPON_MESSAGES,
  PAYMENT_MESSAGES,
  describeCoupon,
  normalizeCouponCode,
} from '@harmony/shared/domain';
import { couponLines, judgeCoupon, productsForCoupon, toCoupon } from '../../../db/coupons-repository';
import { ErrorSchema, commonErrors } from '../../../schemas/common';
import { CouponQuoteAnswerSchema, CouponQuoteBodySchema } from '../../../schemas/coupons';
import { requestedLines } from '../../../orders/order-request';
import { couponRefusal } from '../../../orders/price-order';
import { badRequest } from '../../../http/form';
import { couponGuesses } from '../../../plugins/app/rate-limit';

/** /api/coupons/quote: what a code takes off a cart, priced by the server. */
const couponRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, config, rateLimit } = fastify;

  fastify.post(
    '/api/coupons/quote',
    {
      schema: {
        tags: ['coupons'],
        security: [{}, { bearerAuth: [] }],
        summary: 'What a coupon code takes off this cart',
        description:
          'Prices and categories come from the catalogue, never from the body. With a Bearer token the ' +
          "customer's own rules apply too (first order only, uses per customer); without one they are " +
          'checked when the order is placed. A code that does not apply is 422 with the reason in ' +
          '`message` (and `fields.coupon_code`); an empty code 400. Codes that do not exist are counted per ' +
          'client address (COUPON_LIMIT_IP_MAX per RATE_LIMIT_WINDOW_SECONDS), then every try is 429; ' +
          'every try is counted before the code is looked up and refunded when it exists, so pricing a ' +
          'real code again is not counted and parallel guesses cannot pass the limit. Create-order ' +
          'computes the same discount again.',
        body: CouponQuoteBodySchema,
        response: {
          200: CouponQuoteAnswerSchema,
          401: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
          ...commonErrors,
        },
      },
    },
    async (request, reply) => {
      // Signed in or not: a token, when sent, must be good (401 lets the client refresh it).
      if (request.headers.authorization !== undefined) await fastify.authenticate(request, reply);
      reply.header('cache-control', 'no-store');
      const code = normalizeCouponCode(request.body.code);
      if (!code) throw couponRefusal(COUPON_MESSAGES.empty, 400);
      const lines = requestedLines(request.body.cartItems);
      const catalogue = await productsForCoupon(db, [...new Set(lines.map((line) => line.productId))]);
      lines.forEach((line, i) => {
        if (!catalogue.has(line.productId))
          throw badRequest(PAYMENT_MESSAGES.productUnavailable, `cartItems.${i}.product_id`);
      });
      const guesses = couponGuesses(rateLimit, reply, request.ip, config.couponLimitIpMax);
      await guesses.count();
      const { coupon, result } = await judgeCoupon(
        db,
        code,
        couponLines(lines, catalogue),
        request.userId || null,
        config.now(),
      );
      if (coupon) await guesses.refund();
      if (!result.ok || !coupon) throw couponRefusal(result.ok ? COUPON_MESSAGES.unknown : result.message);
      return { code: coupon.code, discount: result.discount, description: describeCoupon(toCoupon(coupon)) };
    },
  );
};

export default couponRoutes;
