import { z } from 'zod';
import {
  MAIL_STATUSES,
  ORDER_LIST_SORTS,
  ORDER_STATES,
  PAYMENT_FILTERS,
  PAYMENT_STATES,
  REFUND_STATES,
  normalizeCouponCode,
} from '@harmony/shared/domain';
import { ErrorSchema, dayParam, idParam } from './common';
import { OrderSchema } from './orders';
import { ObjectHistorySchema } from './audit';

const listFilters = {
  status: z.enum(ORDER_STATES).optional(),
  payment: z.enum(PAYMENT_FILTERS).optional(),
  refund: z.enum(REFUND_STATES).optional().meta({ description: 'Orders whose refund is in this state' }),
  coupon: z
    .string()
    .max(40)
    .transform(normalizeCouponCode)
    .optional()
    .meta({ description: 'A coupon code, any case' }),
  from: dayParam('Placed on or after this day (India time)'),
  to: dayParam('Placed on or before this day (India time)'),
  q: z
    .string()
    .trim()
    .max(120)
    .optional()
    .meta({ description: 'An order number (#123), a 10-digit mobile, an email, or the start of a name' }),
  sort: z.enum(ORDER_LIST_SORTS).default('newest'),
};
const daysInOrder = {
  check: (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to,
  message: { message: 'from must not be after to', path: ['from'] },
};

/** GET /api/admin/orders: every filter optional; the list's address says the same (a link shares the view). */
export const StaffOrderListQuerySchema = z
  .object({ ...listFilters, after: idParam('The last order of the previous page (its `next`)').optional() })
  .refine(daysInOrder.check, daysInOrder.message);

/** GET /api/admin/orders/export: the list's filters and sort, every page. */
export const StaffOrderExportQuerySchema = z
  .object(listFilters)
  .refine(daysInOrder.check, daysInOrder.message);

export const StaffOrderSchema = z.object({
  id: z.number().int(),
  created_at: z.string().meta({ description: 'ISO 8601' }),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  status: z.enum(ORDER_STATES),
  payment_status: z.enum(PAYMENT_STATES),
  coupon_code: z.string().nullable(),
  total_paise: z.number().int(),
});

export const StaffOrderListSchema = z
  .object({
    orders: z.array(StaffOrderSchema),
    next: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Pass as `after` for the next page; null at the end' }),
  })
  .meta({ id: 'StaffOrderList' });

export const StaffOrderParamsSchema = z.object({ orderId: idParam('Order id') });

export const StaffOrderDetailSchema = z
  .object({
    order: OrderSchema,
    user_id: z.number().int(),
    gateway_order_id: z.string().nullable(),
    gateway_payment_id: z.string().nullable(),
    paid_at: z.string().nullable(),
    notes: z.array(
      z.object({ id: z.number().int(), body: z.string(), at: z.string(), author: z.string().nullable() }),
    ),
    mails: z
      .array(
        z.object({
          id: z.number().int(),
          kind: z.string().meta({ description: "e.g. 'order.confirmation', 'order.shipped'" }),
          to: z.string(),
          subject: z.string().nullable().meta({ description: 'Null until the mail was first tried' }),
          status: z.enum(MAIL_STATUSES).meta({
            description: 'pending (waiting for its next try), sending, sent, or failed (given up on)',
          }),
          attempts: z.number().int(),
          error: z.string().nullable().meta({ description: 'The last try’s error' }),
          at: z.string().meta({ description: 'When it was sent, or else written' }),
          next_attempt_at: z
            .string()
            .nullable()
            .meta({ description: 'Its next try while it waits (pending or sending); null otherwise' }),
        }),
      )
      .meta({ description: 'Every mail of the order in the outbox, newest first' }),
    history: ObjectHistorySchema,
  })
  .meta({ id: 'StaffOrderDetail', description: 'An order as staff see it: internal notes and history too' });

const text = (max: number, description: string) => z.string().trim().min(1).max(max).meta({ description });

/** One move forward: `from` is the status the page showed (a different one now is 409). */
export const FulfilmentBodySchema = z
  .discriminatedUnion('to', [
    z.object({
      from: z.enum(ORDER_STATES),
      to: z.literal('shipped'),
      courier: text(
        60,
        'Shipped by hand: the courier, e.g. Delhivery (without it, the courier is booked)',
      ).optional(),
      tracking_number: text(60, "Shipped by hand: the courier's tracking number (AWB)").optional(),
    }),
    z.object({ from: z.enum(ORDER_STATES), to: z.enum(['packed', 'out_for_delivery', 'completed']) }),
  ])
  .refine(
    (body) => body.to !== 'shipped' || (body.courier === undefined) === (body.tracking_number === undefined),
    {
      message: 'Give both the courier and the tracking number, or neither to book the courier',
      path: ['tracking_number'],
    },
  );

/** An action on the order as the page saw it: `from` is its status then (a different one now is 409). */
export const StaffOrderActionBodySchema = z.object({ from: z.enum(ORDER_STATES) });

export const OrderNoteBodySchema = z.object({ body: text(2000, 'The note; staff only') });

/** 409 from an order action: why, and the order as it is now (a stale page shows it). */
export const StaffOrderConflictSchema = ErrorSchema.extend({
  detail: StaffOrderDetailSchema.optional(),
}).meta({ id: 'StaffOrderConflict' });
