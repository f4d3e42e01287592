import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COURIER_MESSAGES, FULFILMENT_MESSAGES } from '@harmony/shared/domain';
import { recordAudit } from '../../../db/audit-repository';
import { addOrderNote } from '../../../db/fulfilment-repository';
import { orders } from '../../../db/schema';
import { HttpError } from '../../../http/http-errors';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import {
  FulfilmentBodySchema,
  OrderNoteBodySchema,
  StaffOrderConflictSchema,
  StaffOrderDetailSchema,
  StaffOrderParamsSchema,
} from '../../../schemas/staff-orders';
import { BookingError, BookingInProgressError, bookAndShip } from '../../../shipment/book-shipment';
import { FulfilmentError, type FulfilmentRefusal, fulfilOrder } from '../../../shipment/fulfil-order';
import { orderDetailOr404, refusal } from './staff-order-answers';

const security = [{ bearerAuth: [] }];
const errors = { 403: ErrorSchema, 404: ErrorSchema, ...authErrors } as const;

const REFUSALS: Record<FulfilmentRefusal, { status: number; message: string }> = {
  'no-order': { status: 404, message: FULFILMENT_MESSAGES.noOrder },
  changed: { status: 409, message: FULFILMENT_MESSAGES.changed },
  cancelled: { status: 409, message: FULFILMENT_MESSAGES.cancelled },
  'not-paid': { status: 409, message: FULFILMENT_MESSAGES.notPaid },
  'not-confirmed': { status: 409, message: FULFILMENT_MESSAGES.notConfirmed },
  backwards: { status: 409, message: FULFILMENT_MESSAGES.backwards },
};

/** One order in the back office: read it, move it forward, note something on it (orders role). */
const staffOrderDetailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const onRequest = fastify.staffOnly('orders');

  fastify.get(
    '/api/admin/orders/:orderId',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'An order with its notes and history',
        params: StaffOrderParamsSchema,
        response: { 200: StaffOrderDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orderDetailOr404(db, request.params.orderId);
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/fulfilment',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Move a paid order forward: packed, shipped (the courier booked), out for delivery, delivered',
        description:
          '`from` is the status the page showed: if the order is in another now, 409 "This order ' +
          'changed since you opened it" with the order as it is (`detail`). Asking again for where the ' +
          'order already is (the same shipment) answers 200 with `changed: false`. Shipped without a ' +
          'courier books it with the courier gateway (Shiprocket, or its sandbox): the AWB, courier and ' +
          'tracking page become the shipment; if the courier fails, 502 and the order stays packed. ' +
          'With `courier` and `tracking_number`, the order ships as typed (a parcel sent another way).',
        params: StaffOrderParamsSchema,
        body: FulfilmentBodySchema,
        response: {
          200: StaffOrderDetailSchema.extend({ changed: z.boolean() }),
          409: StaffOrderConflictSchema,
          502: ErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const body = request.body;
      const actor = { via: 'back office' as const, userId: request.userId };
      const now = fastify.config.now();
      try {
        const done =
          body.to === 'shipped' && body.courier === undefined
            ? await bookAndShip(
                { ...fastify.orderDeps, log: request.log },
                { orderId, expected: body.from },
                actor,
                now,
              )
            : await fulfilOrder(
                db,
                {
                  orderId,
                  expected: body.from,
                  step:
                    body.to === 'shipped'
                      ? { to: body.to, courier: body.courier, trackingNumber: body.tracking_number }
                      : { to: body.to },
                },
                actor,
                now,
                fastify.config.invoice,
              );
        const detail = await orderDetailOr404(db, orderId);
        return { ...detail, changed: done.changed };
      } catch (err) {
        if (err instanceof BookingError) throw new HttpError(502, COURIER_MESSAGES.bookingFailed);
        if (err instanceof BookingInProgressError) {
          throw await refusal(db, orderId, 409, COURIER_MESSAGES.bookingInProgress);
        }
        if (!(err instanceof FulfilmentError)) throw err;
        const { status, message } = REFUSALS[err.reason];
        throw await refusal(db, orderId, status, message);
      }
    },
  );

  fastify.post(
    '/api/admin/orders/:orderId/notes',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Add an internal note (never shown to the shopper)',
        params: StaffOrderParamsSchema,
        body: OrderNoteBodySchema,
        response: { 201: StaffOrderDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const now = fastify.config.now();
      const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      if (!exists) throw new HttpError(404, FULFILMENT_MESSAGES.noOrder);
      await db.transaction(async (tx) => {
        const note = await addOrderNote(tx, {
          orderId,
          authorUserId: request.userId,
          body: request.body.body,
          at: now,
        });
        await recordAudit(
          tx,
          { via: 'back office', userId: request.userId },
          {
            action: 'order.note',
            objectType: 'order',
            objectId: orderId,
            before: null,
            after: { note: note.id },
          },
          now,
        );
      });
      return reply.code(201).send(await orderDetailOr404(db, orderId));
    },
  );
};

export default staffOrderDetailRoutes;
