import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { invoiceFileName } from '@harmony/shared/gst';
import { findUserInvoice } from '../../../db/invoices-repository';
import { findOrder, listOrders } from '../../../db/orders-repository';
import { ifNoneMatch } from '../../../lib/etag';
import { HttpError } from '../../../lib/http-errors';
import { renderInvoicePdf } from '../../../lib/invoice-pdf';
import {
  OrderAnswerSchema,
  OrderErrorSchema,
  OrderListAnswerSchema,
  OrderParamsSchema,
  UserOrdersParamsSchema,
} from '../../../schemas/orders';

const security = [{ bearerAuth: [] }];
const tags = ['orders'];
const errors = { 400: OrderErrorSchema, 401: OrderErrorSchema, 500: OrderErrorSchema };
const failure = (statusCode: number, message: string) =>
  new HttpError(statusCode, message, undefined, { success: false });
const NO_INVOICE_YET = 'This order has no tax invoice yet: it is issued once the payment is confirmed.';

/** /api/orders: the read side of My Orders; orders are placed by the payment routes. */
const orderRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/api/orders/user/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'My orders, newest first',
        description: 'Amounts are integer paise; item prices are also given as text.',
        params: UserOrdersParamsSchema,
        response: { 200: OrderListAnswerSchema, 403: OrderErrorSchema, ...errors },
      },
    },
    async (request) => {
      if (request.params.userId !== request.userId) {
        throw failure(403, ACCOUNT_MESSAGES.ownOrdersOnly);
      }
      return { success: true as const, data: await listOrders(db, request.userId) };
    },
  );

  fastify.get(
    '/api/orders/:orderId',
    {
      schema: {
        tags,
        security,
        summary: 'One of my orders',
        params: OrderParamsSchema,
        response: { 200: OrderAnswerSchema, 404: OrderErrorSchema, ...errors },
      },
    },
    async (request) => {
      const order = await findOrder(db, request.userId, request.params.orderId);
      if (!order) throw failure(404, ACCOUNT_MESSAGES.orderNotFound);
      return { success: true as const, data: order };
    },
  );

  fastify.get(
    '/api/orders/:orderId/invoice',
    {
      schema: {
        tags,
        security,
        summary: "My order's GST tax invoice (PDF)",
        description:
          'Answers application/pdf as an attachment named after the invoice number ' +
          '(HAR-2026-27-000123.pdf), printed from the invoice as it was issued. Someone else’s order or an ' +
          'unknown one is 404; an order not paid yet has no invoice: 409.',
        params: OrderParamsSchema,
        response: { 404: OrderErrorSchema, 409: OrderErrorSchema, ...errors },
      },
    },
    async (request, typedReply) => {
      // The typed reply only knows the JSON answers; the PDF is bytes.
      const reply: FastifyReply = typedReply;
      const { orderId } = request.params;
      const stored = await findUserInvoice(db, request.userId, orderId);
      if (!stored) {
        const order = await findOrder(db, request.userId, orderId);
        throw failure(order ? 409 : 404, order ? NO_INVOICE_YET : ACCOUNT_MESSAGES.orderNotFound);
      }
      // An issued invoice never changes, so its id is its version: a repeat download needs no new PDF.
      const etag = `W/"invoice-${stored.invoice.id}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(stored.invoice.number)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(await renderInvoicePdf(stored));
    },
  );
};

export default orderRoutes;
