import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_LIST_PAGE_SIZE, type OrderState, type PaymentState } from '@harmony/shared/domain';
import { listStaffOrders } from '../../../db/staff-orders-repository';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import { StaffOrderListQuerySchema, StaffOrderListSchema } from '../../../schemas/staff-orders';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The start of a shop day (India time) as an instant. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The back office's orders (orders role, or owner). */
const staffOrderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/api/admin/orders',
    {
      onRequest: fastify.staffOnly('orders'),
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Orders, filtered and sorted, 25 a page',
        description:
          'Filters by status, payment state, coupon and the days placed (India time); `q` finds an order ' +
          'number, a mobile, an email, or the start of a name. Keyset pages: pass `next` as `after`.',
        querystring: StaffOrderListQuerySchema,
        response: { 200: StaffOrderListSchema, 403: ErrorSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const { sort, after, from, to, q, ...filter } = request.query;
      const page = await listStaffOrders(
        db,
        {
          ...filter,
          search: q || undefined,
          from: from ? dayStart(from) : undefined,
          until: to ? new Date(dayStart(to).getTime() + DAY_MS) : undefined,
        },
        { sort, limit: ORDER_LIST_PAGE_SIZE, after: after ?? null },
      );
      reply.header('cache-control', 'no-store');
      return {
        orders: page.rows.map((row) => ({
          id: row.id,
          created_at: row.createdAt.toISOString(),
          customer_name: row.customerName,
          customer_email: row.customerEmail,
          customer_phone: row.customerPhone,
          // The table's checks hold these to the same lists.
          status: row.status as OrderState,
          payment_status: row.paymentStatus as PaymentState,
          coupon_code: row.couponCode,
          total_paise: row.grandTotalPaise,
        })),
        next: page.next,
      };
    },
  );
};

export default staffOrderRoutes;
