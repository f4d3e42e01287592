import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COUPON_FIELD_LABELS, COUPON_TERMS_MESSAGES } from '@harmony/shared/domain';
import type { Database } from '../../../db/client';
import { couponStatistics } from '../../../db/coupons-repository';
import { CouponTermsError, couponTerms } from '../../../coupons/coupon-terms';
import {
  CouponChangeError,
  addCoupon,
  couponState,
  couponTermsText,
  couponValidity,
  switchCoupon,
} from '../../../coupons/manage-coupons';
import { HttpError } from '../../../http/http-errors';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import {
  COUPON_BODY_FIELDS,
  CouponCreateBodySchema,
  CouponParamsSchema,
  CouponSwitchSchema,
  StaffCouponListSchema,
  StaffCouponSchema,
} from '../../../schemas/staff-coupons';

const security = [{ bearerAuth: [] }];
const errors = { 403: ErrorSchema, 404: ErrorSchema, ...authErrors } as const;

const REFUSAL_STATUS = { 'unknown-terms': 400, exists: 409, 'no-coupon': 404 } as const;

const DISABLE_EFFECT =
  'Refused from now on, also when an unpaid order carrying it is paid (that payment is refunded). ';

type CouponStats = Awaited<ReturnType<typeof couponStatistics>>[number];

/** A coupon as the back office lists it: its terms, where it stands, and what it gave. */
function staffCoupon({ coupon, orders, givenPaise }: CouponStats, now: Date) {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent: coupon.percent,
    max_discount_paise: coupon.maxDiscountPaise,
    amount_paise: coupon.amountPaise,
    min_order_paise: coupon.minOrderPaise,
    starts_at: coupon.startsAt?.toISOString() ?? null,
    ends_at: coupon.endsAt?.toISOString() ?? null,
    usage_limit: coupon.usageLimit,
    per_customer_limit: coupon.perCustomerLimit,
    first_order_only: coupon.firstOrderOnly,
    category_ids: coupon.categoryIds,
    product_ids: coupon.productIds,
    active: coupon.active,
    state: couponState(coupon, orders, now),
    uses: orders,
    given_paise: givenPaise,
    terms: couponTermsText(coupon),
    valid: couponValidity(coupon),
    created_at: coupon.createdAt.toISOString(),
  };
}

async function oneCoupon(db: Database, code: string, now: Date) {
  const [stats] = await couponStatistics(db, code);
  if (!stats) throw new HttpError(404, COUPON_TERMS_MESSAGES.noCoupon(code));
  return staffCoupon(stats, now);
}

/** Refusals of the coupon workflows, as answers. */
function refused(err: unknown): never {
  if (err instanceof CouponTermsError) {
    throw new HttpError(400, err.message, { [COUPON_BODY_FIELDS[err.field]]: err.message });
  }
  if (err instanceof CouponChangeError) throw new HttpError(REFUSAL_STATUS[err.reason], err.message);
  throw err;
}

/** /admin/coupons: every coupon with its uses; make one by today's rules; switch one off or on (catalog). */
const staffCouponRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const onRequest = fastify.staffOnly('catalog');
  const actorOf = (userId: number) => ({ via: 'back office' as const, userId });

  fastify.get(
    '/api/admin/coupons',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Every coupon: active ones first, with its uses (of the limit) and the discount given',
        response: { 200: StaffCouponListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = fastify.config.now();
      return { coupons: (await couponStatistics(db, null)).map((stats) => staffCoupon(stats, now)) };
    },
  );

  fastify.post(
    '/api/admin/coupons',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Make a coupon (the rules of `npm run ops -- add-coupon`)',
        description:
          'A refused term is 400 with `fields` naming it; an unknown category or product 400; a code ' +
          'that exists (codes are never reused) 409.',
        body: CouponCreateBodySchema,
        response: { 201: StaffCouponSchema, 409: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const now = fastify.config.now();
      try {
        const terms = couponTerms(
          {
            code: body.code,
            percent: body.percent,
            max: body.max_discount,
            amount: body.amount,
            min: body.min_order,
            from: body.starts_on,
            until: body.ends_on,
            limit: body.usage_limit,
            perCustomer: body.per_customer_limit,
            firstOrder: body.first_order_only,
            categories: body.categories,
            products: body.product_ids,
          },
          COUPON_FIELD_LABELS,
        );
        const row = await addCoupon(db, terms, actorOf(request.userId), now);
        return reply.code(201).send(await oneCoupon(db, row.code, now));
      } catch (err) {
        refused(err);
      }
    },
  );

  const change = (action: 'disable' | 'enable') =>
    fastify.post(
      `/api/admin/coupons/:code/${action}`,
      {
        onRequest,
        schema: {
          tags: ['admin'],
          security,
          summary: action === 'disable' ? 'Disable a coupon' : 'Enable a disabled coupon again',
          description: `${action === 'disable' ? DISABLE_EFFECT : ''}Doing it twice changes nothing (\`changed: false\`).`,
          params: CouponParamsSchema,
          response: { 200: CouponSwitchSchema, ...errors },
        },
      },
      async (request) => {
        const { code } = request.params;
        const now = fastify.config.now();
        try {
          const done = await switchCoupon(db, code, action === 'enable', actorOf(request.userId), now);
          return { coupon: await oneCoupon(db, code, now), changed: done.changed };
        } catch (err) {
          refused(err);
        }
      },
    );
  change('disable');
  change('enable');
};

export default staffCouponRoutes;
