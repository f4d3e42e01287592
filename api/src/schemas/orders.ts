import {
  CANCELLED,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  RETURNED,
  TRACKING_STATUSES,
} from '@harmony/shared/domain';
import { z } from 'zod';
import { ErrorSchema, idParam } from './common';

export const OrderItemSchema = z
  .object({
    product_id: z.number().int(),
    title: z.string(),
    brand: z.string(),
    image: z.string(),
    quantity: z.number().int(),
    price: z.string().meta({ description: 'Unit price as text', examples: ['4,999'] }),
    unit_price_paise: z.number().int(),
    size: z.string().nullable(),
  })
  .meta({ id: 'OrderItem' });

export const OrderInvoiceSchema = z
  .object({
    number: z.string().meta({ examples: ['HAR/26-27/000123'] }),
    date: z.string().meta({ description: 'The invoice date in India, YYYY-MM-DD', examples: ['2026-05-05'] }),
    download_url: z.string().meta({ examples: ['/api/orders/123/invoice'] }),
  })
  .meta({
    id: 'OrderInvoice',
    description: 'The GST tax invoice, issued when the order is paid; null before that',
  });

export const OrderRefundSchema = z
  .object({
    status: z.enum(['pending', 'processed', 'failed']).meta({
      description: 'pending until the gateway confirms it; failed is retried by the operator',
    }),
    amount: z.number().int().meta({ description: 'In paise: the whole grand total' }),
    requested_at: z.string().meta({ description: 'ISO 8601' }),
    refunded_at: z.string().nullable().meta({ description: 'ISO 8601, once processed' }),
  })
  .meta({ id: 'OrderRefund', description: 'The refund of a cancelled order; null otherwise' });

export const OrderCreditNoteSchema = z
  .object({
    number: z.string().meta({ examples: ['HCN/26-27/000007'] }),
    date: z.string().meta({ description: 'The credit note date in India, YYYY-MM-DD' }),
    download_url: z.string().meta({ examples: ['/api/orders/123/credit-note'] }),
  })
  .meta({ id: 'OrderCreditNote', description: 'The GST credit note of a cancelled, invoiced order' });

const paise = (description: string) =>
  z
    .number()
    .int()
    .meta({ description: `${description}, in paise` });

export const OrderShipmentSchema = z
  .object({
    courier: z.string().meta({ examples: ['Delhivery'] }),
    tracking_number: z.string(),
    tracking_url: z
      .string()
      .nullable()
      .meta({ description: "The courier's tracking page for the number; null for a courier without one" }),
    shipped_at: z.string().meta({ description: 'ISO 8601' }),
    tracking: z
      .array(
        z.object({
          status: z.enum(TRACKING_STATUSES),
          courier_status: z
            .string()
            .meta({ description: 'As the courier said it', examples: ['IN TRANSIT'] }),
          location: z.string().nullable(),
          at: z.string().meta({ description: 'ISO 8601, when the courier says it happened' }),
        }),
      )
      .meta({ description: "The courier's tracking events, oldest first (empty for one shipped by hand)" }),
  })
  .meta({ id: 'OrderShipment', description: 'Set when the shop shipped the order' });

export const OrderCodSchema = z
  .object({
    confirmed: z.boolean().meta({ description: 'Whether the customer confirmed it with the mailed code' }),
    confirm_by: z
      .string()
      .nullable()
      .meta({ description: 'ISO 8601: unconfirmed by then, the order is cancelled' }),
    collected: z.boolean().meta({ description: 'Whether the courier collected the cash' }),
  })
  .meta({ id: 'OrderCod', description: 'Set for a Cash on Delivery order' });

export const OrderSchema = z
  .object({
    order_id: z.number().int(),
    created_at: z.string().meta({ description: 'ISO 8601' }),
    status: z.enum([...ORDER_STATUSES, CANCELLED, RETURNED]),
    payment_status: z.enum(PAYMENT_STATUSES),
    items: z.array(OrderItemSchema),
    customer: z.string(),
    email: z.string(),
    phone: z.array(z.string()),
    shipping_address: z.string(),
    billing_address: z.string(),
    payment: z.object({ method: z.string().nullable() }),
    subtotal: paise('Sum of the lines'),
    discount: paise('Discount (from the coupon), taken off before the tax'),
    coupon_code: z
      .string()
      .nullable()
      .meta({ description: 'The coupon the discount came from; null without one', examples: ['WELCOME10'] }),
    shipping: paise('The delivery charge (0 by default: delivery is free), taxed as the goods'),
    cod_fee: paise('The Cash on Delivery fee, taxed as the goods; 0 for an order paid online'),
    tax: paise('Tax (GST_RATE_PERCENT, 5% by default) of subtotal − discount + shipping + cod_fee'),
    tax_rate_percent: z.number().meta({
      description: 'The GST rate this order was charged (the rate in force when it was placed)',
      examples: [5],
    }),
    total: paise('Grand total'),
    invoice: OrderInvoiceSchema.nullable(),
    cancelled_at: z.string().nullable().meta({ description: 'ISO 8601, when the order was cancelled' }),
    refund: OrderRefundSchema.nullable(),
    credit_note: OrderCreditNoteSchema.nullable(),
    shipment: OrderShipmentSchema.nullable(),
    business_buyer: z
      .object({
        gstin: z.string().meta({ examples: ['29AAGCB7383J1Z4'] }),
        legal_name: z.string().meta({ examples: ['Bharat Traders Private Limited'] }),
      })
      .nullable()
      .meta({ description: 'The GSTIN and legal name the tax invoice is billed to; null for a consumer' }),
    cod: OrderCodSchema.nullable(),
  })
  .meta({ id: 'Order' });

export type Order = z.infer<typeof OrderSchema>;

/** My Orders comes a page at a time; the list is never read whole. */
export const ORDERS_PAGE = { default: 10, max: 50 } as const;

export const OrderListAnswerSchema = z
  .object({
    success: z.literal(true),
    data: z.array(OrderSchema),
    next: z.number().int().nullable().meta({
      description: 'Pass as `after` for the next page; null on the last page',
    }),
  })
  .meta({ id: 'OrderList' });

export const OrderListQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^[1-9]\d{0,2}$/, 'must be a whole number from 1')
    .transform(Number)
    .refine((n) => n <= ORDERS_PAGE.max, `must be at most ${ORDERS_PAGE.max}`)
    .optional()
    .meta({ description: `Orders per page (default ${ORDERS_PAGE.default}, at most ${ORDERS_PAGE.max})` }),
  after: idParam('The `next` of the previous page: orders older than that one').optional(),
});

export const OrderAnswerSchema = z
  .object({ success: z.literal(true), data: OrderSchema })
  .meta({ id: 'OrderAnswer' });

export const CancelAnswerSchema = z
  .object({ success: z.literal(true), message: z.string(), data: OrderSchema })
  .meta({ id: 'CancelAnswer' });

/** The orders routes' errors carry success: false besides the usual shape. */
export const OrderErrorSchema = ErrorSchema.extend({ success: z.literal(false).optional() }).meta({
  id: 'OrderError',
});

export const UserOrdersParamsSchema = z.object({ userId: idParam('User id') });
export const OrderParamsSchema = z.object({ orderId: idParam('Order id') });
