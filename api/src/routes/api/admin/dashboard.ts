import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_RANGE_DAYS, rangeDays } from '@harmony/shared/domain';
import { istDayEnd, istDayStart, istDays } from '@harmony/shared/gst';
import { salesBetween, workWaiting } from '../../../db/dashboard-repository';
import { outboxCounts } from '../../../db/outbox-repository';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import { DashboardQuerySchema, DashboardSchema } from '../../../schemas/dashboard';

/** The dashboard: sales of today or the last 7 or 30 days, and what waits for staff now (every role). */
const dashboardRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;

  fastify.get(
    '/api/admin/dashboard',
    {
      onRequest: fastify.staffOnly('dashboard'),
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary: 'Sales of a period and the work waiting',
        description:
          'Paid orders (not cancelled since), revenue with its GST apart, average order value and ' +
          'revenue per shop day (India time) for today or the last 7 or 30 days; orders to pack or ship, ' +
          'refunds owed or failed, products at or below their low-stock level and mails given up on, now.',
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema, 403: ErrorSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const { range } = request.query;
      const { from, to } = rangeDays(range, fastify.config.now());
      const [sales, waiting, mails] = await Promise.all([
        salesBetween(db, istDayStart(from), istDayEnd(to)),
        workWaiting(db),
        outboxCounts(db),
      ]);
      const byDay = new Map(sales.map((day) => [day.day, day]));
      const days = istDays(from, DASHBOARD_RANGE_DAYS[range]).map((day) => {
        const sold = byDay.get(day);
        return { day, orders: sold?.orders ?? 0, revenue_paise: sold?.revenuePaise ?? 0 };
      });
      const paidOrders = sales.reduce((sum, day) => sum + day.orders, 0);
      const revenue = sales.reduce((sum, day) => sum + day.revenuePaise, 0);
      const gst = sales.reduce((sum, day) => sum + day.gstPaise, 0);
      reply.header('cache-control', 'no-store');
      return {
        range,
        from,
        to,
        paid_orders: paidOrders,
        revenue_paise: revenue,
        gst_paise: gst,
        net_paise: revenue - gst,
        average_order_paise: paidOrders === 0 ? 0 : Math.round(revenue / paidOrders),
        days,
        waiting: {
          not_packed: waiting.notPacked,
          packed: waiting.packed,
          refunds_pending: waiting.refundsPending,
          refunds_failed: waiting.refundsFailed,
          low_stock: waiting.lowStock,
          mails_failed: mails.failed,
        },
      };
    },
  );
};

export default dashboardRoutes;
