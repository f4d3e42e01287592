import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { istDate } from '@harmony/shared/gst';
import { ORDER_LIST_PAGE_SIZE, type OrderState, type PaymentState } from '@harmony/shared/domain';
import { listStaffOrders } from '../../../db/staff-orders-repository';
import { orderExport } from '../../../orders/order-export';
import { staffOrderFilter } from '../../../orders/staff-order-filter';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import {
  StaffOrderExportQuerySchema,
  StaffOrderListQuerySchema,
  StaffOrderListSchema,
} from '../../../schemas/staff-orders';

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
      const { sort, after, ...query } = request.query;
      const page = await listStaffOrders(db, staffOrderFilter(query), {
        sort,
        limit: ORDER_LIST_PAGE_SIZE,
        after: after ?? null,
      });
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

  fastify.get(
    '/api/admin/orders/export',
    {
      onRequest: fastify.staffOnly('orders'),
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'The filtered list as CSV, every page of it, streamed',
        description:
          'The same filters and sort as the list. One row per order: invoice number and date, customer, ' +
          'place of supply, taxable value, CGST, SGST, IGST, discount, total (rupees, as plain numbers), ' +
          'payment id, payment and status.',
        querystring: StaffOrderExportQuerySchema,
        response: { 403: ErrorSchema, ...authErrors },
      },
    },
    async (request, typedReply) => {
      // The typed reply only knows the JSON answers; the CSV is a stream.
      const reply: FastifyReply = typedReply;
      const { sort, ...query } = request.query;
      const day = istDate(fastify.config.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="harmony-orders-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(orderExport(db, staffOrderFilter(query), sort));
    },
  );
};

export default staffOrderRoutes;
