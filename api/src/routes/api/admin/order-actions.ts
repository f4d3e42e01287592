import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CANCELLATION_MESSAGES, FULFILMENT_MESSAGES, STAFF_ORDER_MESSAGES } from '@harmony/shared/domain';
import { findUserInvoice } from '../../../db/invoices-repository';
import { orders } from '../../../db/schema';
import { findUserCreditNote } from '../../../db/refunds-repository';
import { HttpError } from '../../../http/http-errors';
import { sendPdf } from '../../../http/pdf-download';
import { cancelOrder } from '../../../orders/cancel-order';
import { resendConfirmation } from '../../../orders/resend-confirmation';
import { retryRefund } from '../../../orders/retry-refund';
import { OPERATOR_CANCELLED } from '../../../ops/refunds';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import {
  StaffOrderActionBodySchema,
  StaffOrderConflictSchema,
  StaffOrderDetailSchema,
  StaffOrderParamsSchema,
} from '../../../schemas/staff-orders';
import { orderDetailOr404, refusal } from './staff-order-answers';

const security = [{ bearerAuth: [] }];
const errors = { 403: ErrorSchema, 404: ErrorSchema, ...authErrors } as const;
const CANCEL_REFUSALS = {
  not_paid: CANCELLATION_MESSAGES.notPaid,
  shipped: CANCELLATION_MESSAGES.alreadyShipped,
  already_cancelled: CANCELLATION_MESSAGES.alreadyCancelled,
  changed: FULFILMENT_MESSAGES.changed,
} as const;

/**
 * What staff do to an order besides moving it forward (orders role): cancel and refund it by the
 * customer's own rules and code, ask a failed refund again, send the confirmation again, and download
 * its tax documents.
 */
const staffOrderActionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const onRequest = fastify.staffOnly('orders');
  const actorOf = (userId: number) => ({ via: 'back office' as const, userId });
  const deps = (log: typeof fastify.log) => ({ ...fastify.orderDeps, log });

  fastify.post(
    '/api/admin/orders/:orderId/cancel',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Cancel a paid order before it ships and refund it',
        description:
          'The same cancellation as the customer’s (units back to stock, credit note, refund through the ' +
          'gateway, a mail). `from` is the status the page showed: another now is 409 with the order. ' +
          'Cancelling a cancelled order is 409 "already cancelled": nothing is refunded twice.',
        params: StaffOrderParamsSchema,
        body: StaffOrderActionBodySchema,
        response: { 200: StaffOrderDetailSchema, 409: StaffOrderConflictSchema, ...errors },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const outcome = await cancelOrder(deps(request.log), {
        orderId,
        userId: null,
        requestedBy: 'operator',
        reason: OPERATOR_CANCELLED,
        actor: actorOf(request.userId),
        expected: request.body.from,
      });
      if (outcome.kind === 'not_found') throw new HttpError(404, FULFILMENT_MESSAGES.noOrder);
      if (outcome.kind !== 'cancelled') throw await refusal(db, orderId, 409, CANCEL_REFUSALS[outcome.kind]);
      return orderDetailOr404(db, orderId);
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/refund/retry',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: "Ask the gateway again for a cancelled order's refund that failed",
        description:
          'The same idempotency key goes again, so the money never goes back twice. A refund already ' +
          'processed, or an order with none, is 409. The answer shows the refund as the gateway left it.',
        params: StaffOrderParamsSchema,
        response: { 200: StaffOrderDetailSchema, 409: StaffOrderConflictSchema, ...errors },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!row) throw new HttpError(404, FULFILMENT_MESSAGES.noOrder);
      const retry = await retryRefund(
        deps(request.log),
        orderId,
        row.gatewayPaymentId,
        actorOf(request.userId),
      );
      if (retry.kind === 'no_refund') throw await refusal(db, orderId, 409, STAFF_ORDER_MESSAGES.noRefund);
      if (retry.kind === 'processed_already') {
        throw await refusal(db, orderId, 409, STAFF_ORDER_MESSAGES.refundProcessed);
      }
      return orderDetailOr404(db, orderId);
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/confirmation',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Send the order confirmation (with its invoice) to the customer again',
        description:
          'Only for a paid order that is not cancelled (409). Written to the outbox, which sends it ' +
          'within seconds and retries while the mail server is down; the order lists its mails.',
        params: StaffOrderParamsSchema,
        response: { 200: StaffOrderDetailSchema, 409: StaffOrderConflictSchema, ...errors },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const outcome = await resendConfirmation(deps(request.log), orderId, actorOf(request.userId));
      if (outcome === 'no-order') throw new HttpError(404, FULFILMENT_MESSAGES.noOrder);
      if (outcome === 'not-paid') throw await refusal(db, orderId, 409, FULFILMENT_MESSAGES.notPaid);
      if (outcome === 'cancelled')
        throw await refusal(db, orderId, 409, STAFF_ORDER_MESSAGES.confirmCancelled);
      return orderDetailOr404(db, orderId);
    },
  );

  const pdfSchema = (summary: string) => ({
    onRequest,
    schema: {
      tags: ['admin'],
      security,
      summary,
      params: StaffOrderParamsSchema,
      response: { 409: ErrorSchema, ...errors },
    },
  });

  fastify.get(
    '/api/admin/orders/:orderId/invoice',
    pdfSchema("An order's GST tax invoice (PDF); 409 before it is paid"),
    async (request, typedReply) => {
      const reply: FastifyReply = typedReply;
      const { orderId } = request.params;
      const stored = await findUserInvoice(db, null, orderId);
      if (!stored) {
        await orderDetailOr404(db, orderId);
        throw new HttpError(409, STAFF_ORDER_MESSAGES.noInvoice);
      }
      return sendPdf(request, reply, {
        etag: `W/"invoice-${stored.invoice.id}"`,
        number: stored.invoice.number,
        render: () => fastify.invoicePrinter.print(stored),
      });
    },
  );

  fastify.get(
    '/api/admin/orders/:orderId/credit-note',
    pdfSchema("A cancelled order's GST credit note (PDF); 409 for one not cancelled"),
    async (request, typedReply) => {
      const reply: FastifyReply = typedReply;
      const { orderId } = request.params;
      const stored = await findUserCreditNote(db, null, orderId);
      if (!stored) {
        await orderDetailOr404(db, orderId);
        throw new HttpError(409, STAFF_ORDER_MESSAGES.noCreditNote);
      }
      return sendPdf(request, reply, {
        etag: `W/"credit-note-${stored.creditNote.id}"`,
        number: stored.creditNote.number,
        render: () => fastify.invoicePrinter.print(stored, stored.creditNote),
      });
    },
  );
};

export default staffOrderActionRoutes;
