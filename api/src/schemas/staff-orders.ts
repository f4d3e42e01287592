import { z } from 'zod';
import { ORDER_LIST_SORTS, ORDER_STATES, PAYMENT_STATES, normalizeCouponCode } from '@harmony/shared/domain';
import { ErrorSchema, idParam } from './common';
import { OrderSchema } from './orders';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (description: string) =>
  z
    .string()
    .regex(DAY, 'must be a date as YYYY-MM-DD')
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00+05:30`)), 'must be a real date')
    .optional()
    .meta({ description });

/** GET /api/admin/orders: every filter optional; the list's address says the same (a link shares the view). */
export const StaffOrderListQuerySchema = z
  .object({
    status: z.enum(ORDER_STATES).optional(),
    payment: z.enum(PAYMENT_STATES).optional(),
    coupon: z
      .string()
      .max(40)
      .transform(normalizeCouponCode)
      .optional()
      .meta({ description: 'A coupon code, any case' }),
    from: day('Placed on or after this day (India time)'),
    to: day('Placed on or before this day (India time)'),
    q: z
      .string()
      .trim()
      .max(120)
      .optional()
      .meta({ description: 'An order number (#123), a 10-digit mobile, an email, or the start of a name' }),
    sort: z.enum(ORDER_LIST_SORTS).default('newest'),
    after: idParam('The last order of the previous page (its `next`)').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });

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
    history: z.array(
      z.object({
        at: z.string(),
        by: z.string().meta({ description: "The staff member's name, or 'ops'" }),
        action: z.string(),
        before: z.unknown(),
        after: z.unknown(),
      }),
    ),
  })
  .meta({ id: 'StaffOrderDetail', description: 'An order as staff see it: internal notes and history too' });

const text = (max: number, description: string) => z.string().trim().min(1).max(max).meta({ description });

/** One move forward: `from` is the status the page showed (a different one now is 409). */
export const FulfilmentBodySchema = z.discriminatedUnion('to', [
  z.object({
    from: z.enum(ORDER_STATES),
    to: z.literal('shipped'),
    courier: text(60, 'The courier, e.g. Delhivery'),
    tracking_number: text(60, "The courier's tracking number (AWB)"),
  }),
  z.object({ from: z.enum(ORDER_STATES), to: z.enum(['out_for_delivery', 'completed']) }),
]);

export const OrderNoteBodySchema = z.object({ body: text(2000, 'The note; staff only') });

/** 409 from an order action: why, and the order as it is now (a stale page shows it). */
export const StaffOrderConflictSchema = ErrorSchema.extend({
  detail: StaffOrderDetailSchema.optional(),
}).meta({ id: 'StaffOrderConflict' });
