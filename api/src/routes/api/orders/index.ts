import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  CANCELLATION_MESSAGES,
  FULFILMENT_MESSAGES,
  STAFF_ORDER_MESSAGES,
} from '@harmony/shared/domain';
import { findUserInvoice } from '../../../db/invoices-repository';
import { findOrder, listOrders } from '../../../db/orders-repository';
import { findUserCreditNote } from '../../../db/refunds-repository';
import { HttpError } from '../../../http/http-errors';
import { sendPdf } from '../../../http/pdf-download';
import { CUSTOMER_CANCELLED, cancelOrder } from '../../../orders/cancel-order';
import {
  CancelAnswerSchema,
  OrderAnswerSchema,
  OrderErrorSchema,
  ORDERS_PAGE,
  OrderListAnswerSchema,
  OrderListQuerySchema,
  OrderParamsSchema,
  UserOrdersParamsSchema,
} from '../../../schemas/orders';

const security = [{ bearerAuth: [] }];
const tags = ['orders'];
const errors = { 400: OrderErrorSchema, 401: OrderErrorSchema, 500: OrderErrorSchema };
const failure = (statusCode: number, message: string) =>
  new HttpError(statusCode, message, undefined, { success: false });
/** Why an order cannot be cancelled, as the customer reads it. */
const REFUSALS = {
  not_paid: CANCELLATION_MESSAGES.notPaid,
  shipped: CANCELLATION_MESSAGES.alreadyShipped,
  already_cancelled: CANCELLATION_MESSAGES.alreadyCancelled,
  changed: FULFILMENT_MESSAGES.changed,
} as const;

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
        summary: 'My orders, newest first, a page at a time',
        description:
          'Amounts are integer paise; item prices are also given as text. `limit` orders per page ' +
          '(10 by default, 50 at most); `next` is the `after` of the next page, null on the last.',
        params: UserOrdersParamsSchema,
        querystring: OrderListQuerySchema,
        response: { 200: OrderListAnswerSchema, 403: OrderErrorSchema, ...errors },
      },
    },
    async (request) => {
      if (request.params.userId !== request.userId) {
        throw failure(403, ACCOUNT_MESSAGES.ownOrdersOnly);
      }
      const { limit = ORDERS_PAGE.default, after = null } = request.query;
      const page = await listOrders(db, request.userId, { limit, after });
      return { success: true as const, data: page.orders, next: page.next };
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
          '(HAR-26-27-000123.pdf), printed from the invoice as it was issued. Someone else’s order or an ' +
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
        throw failure(
          order ? 409 : 404,
          order ? STAFF_ORDER_MESSAGES.noInvoice : ACCOUNT_MESSAGES.orderNotFound,
        );
      }
      return sendPdf(request, reply, {
        etag: `W/"invoice-${stored.invoice.id}"`,
        number: stored.invoice.number,
        render: () => fastify.invoicePrinter.print(stored),
      });
    },
  );

  fastify.get(
    '/api/orders/:orderId/credit-note',
    {
      schema: {
        tags,
        security,
        summary: "My cancelled order's GST credit note (PDF)",
        description:
          'The credit note against the invoice of a cancelled order, as an application/pdf attachment ' +
          '(HCN-26-27-000007.pdf). Someone else’s order or an unknown one is 404; an order that was not ' +
          'cancelled has none: 409.',
        params: OrderParamsSchema,
        response: { 404: OrderErrorSchema, 409: OrderErrorSchema, ...errors },
      },
    },
    async (request, typedReply) => {
      const reply: FastifyReply = typedReply;
      const { orderId } = request.params;
      const stored = await findUserCreditNote(db, request.userId, orderId);
      if (!stored) {
        const order = await findOrder(db, request.userId, orderId);
        throw failure(
          order ? 409 : 404,
          order ? STAFF_ORDER_MESSAGES.noCreditNote : ACCOUNT_MESSAGES.orderNotFound,
        );
      }
      return sendPdf(request, reply, {
        etag: `W/"credit-note-${stored.creditNote.id}"`,
        number: stored.creditNote.number,
        render: () => fastify.invoicePrinter.print(stored, stored.creditNote),
      });
    },
  );

  fastify.post(
    '/api/orders/:orderId/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel my paid order before it ships',
        description:
          'Cancels the order, returns its units to stock, issues a credit note against its invoice and ' +
          'refunds the grand total through the payment gateway (Razorpay with an X-Refund-Idempotency ' +
          'key; the sandbox at once). The answer is the cancelled order: refund.status is processed, or ' +
          'pending until the gateway confirms it (refund.processed webhook). A mail goes to the customer. ' +
          'Someone else’s order or an unknown one is 404; a shipped, unpaid or already cancelled order 409.',
        params: OrderParamsSchema,
        response: { 200: CancelAnswerSchema, 404: OrderErrorSchema, 409: OrderErrorSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await cancelOrder(
        { ...fastify.orderDeps, log: request.log },
        {
          orderId: request.params.orderId,
          userId: request.userId,
          requestedBy: 'customer',
          reason: CUSTOMER_CANCELLED,
        },
      );
      if (outcome.kind === 'not_found') throw failure(404, ACCOUNT_MESSAGES.orderNotFound);
      if (outcome.kind !== 'cancelled') throw failure(409, REFUSALS[outcome.kind]);
      request.log.info(
        { orderId: outcome.order.order_id, refund: outcome.order.refund?.status },
        'order cancelled',
      );
      const message = outcome.order.cod
        ? CANCELLATION_MESSAGES.cancelledCod
        : CANCELLATION_MESSAGES.cancelled;
      return { success: true as const, message, data: outcome.order };
    },
  );
};

export default orderRoutes;
