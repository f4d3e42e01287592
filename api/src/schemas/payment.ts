import { MAX_QUANTITY, PAYMENT_METHODS } from '@harmony/shared/domain';
import { MAX_LEGAL_NAME } from '@harmony/shared/gst';
import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/** An id as a number, or digits in a string. */
const id = (description: string) =>
  z
    .union([
      z.number().int().positive().max(MAX_ID),
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, 'must be a positive integer')
        .transform(Number)
        .refine((n) => n <= MAX_ID, 'must be a positive integer'),
    ])
    .meta({ description });

const addressRef = (kind: string) =>
  z
    .union([id(`The id of one of my saved ${kind} addresses`), z.object({ id: id('Address id') })])
    .nullish()
    .meta({
      description: `The id of one of my saved addresses whose type includes ${kind} (a number, or an address object with its id)`,
      examples: [12],
    });

const anything = z.unknown().optional();

export const PaymentCartLineSchema = z
  .object({
    product_id: id('Product id').optional(),
    id: id('Product id, when product_id is absent').optional(),
    quantity: z.unknown().meta({ description: `A whole number from 1 to ${MAX_QUANTITY}`, examples: [2] }),
    price: anything.meta({ description: 'Ignored: the price is read from the catalogue' }),
    title: anything.meta({ description: 'Ignored: the title is read from the catalogue' }),
    brand: anything.meta({ description: 'Ignored: the brand is read from the catalogue' }),
    image: anything.meta({ description: 'Ignored: the image is read from the catalogue' }),
    size: z
      .union([z.string().max(50), z.number()])
      .nullish()
      .meta({ description: 'Kept on the order line as given (at most 50 characters)' }),
  })
  .meta({ id: 'PaymentCartLine' });

export const CreateOrderBodySchema = z
  .object({
    amount: z.union([z.number(), z.string().max(30)]).meta({
      description:
        'The grand total the shopper saw, in rupees (subtotal − discount + delivery + 5% tax); must match the server to the paisa',
      examples: [10497.9],
    }),
    user_id: id("The token's user id"),
    cartItems: z.array(PaymentCartLineSchema).max(200),
    shipping_address: addressRef('shipping'),
    billing_address: addressRef('billing'),
    coupon_code: z
      .string()
      .max(100)
      .nullish()
      .meta({
        description:
          'A coupon code (case and spaces do not matter; blank or null: none). The server computes its ' +
          'discount from catalogue prices; `amount` must include it.',
        examples: ['WELCOME10'],
      }),
    buyer_gstin: z
      .string()
      .max(40)
      .nullish()
      .meta({
        description:
          "A business buyer's GSTIN, printed on the tax invoice (case and spaces do not matter; blank or " +
          'null: none). Its format, state code and check character must be right, else 400 with the reason ' +
          '(`fields.buyer_gstin`). Its state need not be the shipping state: the place of supply is.',
        examples: ['29AAGCB7383J1Z4'],
      }),
    buyer_legal_name: z
      .string()
      .max(300)
      .nullish()
      .meta({
        description: `The legal name registered with \`buyer_gstin\`: required with it (at most ${MAX_LEGAL_NAME} characters), refused without it`,
        examples: ['Bharat Traders Private Limited'],
      }),
    payment_method: z
      .enum(PAYMENT_METHODS)
      .default('online')
      .meta({
        description:
          '"online" (default) or "cod": Cash on Delivery, with COD_FEE_RUPEES in `amount`; refused (422, ' +
          'the reason) at a pincode without COD, above COD_MAX_ORDER_RUPEES, or with COD_MAX_OPEN ' +
          'undelivered COD orders. A COD order is confirmed with the mailed code before it ships.',
      }),
  })
  .meta({ id: 'CreateOrder' });

export const CreateOrderAnswerSchema = z
  .object({
    razorpayOrder: z
      .object({
        id: z.string().meta({ examples: ['order_Q8fK2n3LxV9aZb'] }),
        amount: z.number().int().meta({ description: 'In paise' }),
        currency: z.literal('INR'),
      })
      .nullable()
      .meta({ description: 'The gateway order to pay; null for Cash on Delivery' }),
    localOrderId: z.number().int(),
    paymentMethod: z
      .literal('cod')
      .optional()
      .meta({ description: 'Set for a Cash on Delivery order: its code has been mailed' }),
  })
  .meta({ id: 'CreatedOrder' });

const gatewayText = (example: string) =>
  z
    .string()
    .trim()
    .min(1)
    .max(200)
    .meta({ examples: [example] });

export const CheckoutResultSchema = z
  .object({
    razorpay_order_id: gatewayText('order_Q8fK2n3LxV9aZb'),
    razorpay_payment_id: gatewayText('pay_Q8fK9sWmT1yXcD'),
    razorpay_signature: gatewayText('9f0c…'),
  })
  .meta({
    id: 'CheckoutResult',
    description: "What Razorpay's checkout (or the sandbox's) hands the handler",
  });

export const VerifyAnswerSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    orderId: z.number().int(),
    paymentMethod: z.string().meta({ examples: ['card', 'upi'] }),
  })
  .meta({ id: 'PaymentVerified' });

export const PaymentConfigSchema = z
  .object({
    gateway: z.enum(['sandbox', 'razorpay']),
    keyId: z.string().meta({ examples: ['rzp_test_sandbox'] }),
    checkoutScriptUrl: z.string().meta({
      examples: ['/api/payment/sandbox/checkout.js', 'https://checkout.razorpay.com/v1/checkout.js'],
    }),
    taxRatePercent: z.number().meta({
      description: 'The GST rate (GST_RATE_PERCENT) charged on new orders: the screens show and compute it',
      examples: [5, 18],
    }),
    shipping: z
      .object({
        feePaise: z
          .number()
          .int()
          .meta({ description: 'DELIVERY_FEE_RUPEES in paise (0: delivery is free)' }),
        freeFromPaise: z.number().int().nullable().meta({
          description:
            'FREE_DELIVERY_FROM_RUPEES in paise: goods (after the discount) from this value ship free; null: the fee applies to every order',
        }),
      })
      .meta({
        description: 'The delivery charge new orders are priced with: the screens show and compute it',
      }),
    cod: z
      .object({
        feePaise: z.number().int().meta({ description: 'COD_FEE_RUPEES in paise' }),
        maxOrderPaise: z.number().int().meta({ description: 'COD_MAX_ORDER_RUPEES in paise' }),
        maxOpen: z.number().int().meta({ description: 'COD_MAX_OPEN' }),
      })
      .meta({ description: 'Cash on Delivery: its fee and its limits, as create-order applies them' }),
  })
  .meta({ id: 'PaymentConfig', description: 'Public: never a secret' });

export const AbandonBodySchema = z
  .object({ razorpay_order_id: gatewayText('order_Q8fK2n3LxV9aZb') })
  .meta({ id: 'CheckoutAbandoned' });

export const AbandonAnswerSchema = z
  .object({
    released: z.boolean().meta({ description: "Whether the order's units went back to stock now" }),
  })
  .meta({ id: 'CheckoutAbandonedAnswer' });

export const SandboxAuthorizeBodySchema = z
  .object({
    order_id: gatewayText('order_Q8fK2n3LxV9aZb'),
    capture: z
      .enum(['now', 'later'])
      .default('now')
      .meta({ description: '"later": the capture-later test card (authorized now, captured later).' }),
  })
  .meta({ id: 'SandboxAuthorize' });

export const SandboxDeclineAnswerSchema = z
  .object({ razorpay_payment_id: z.string() })
  .meta({ id: 'SandboxDeclined' });

export const WebhookAnswerSchema = z
  .object({
    status: z.enum(['processed', 'duplicate']),
    outcome: z.string().meta({
      examples: [
        'paid',
        'already_paid',
        'failed',
        'refund_recorded',
        'already_refunded',
        'refund_unmatched',
        'unknown_order',
        'amount_mismatch',
        'coupon_refused',
        'ignored',
      ],
    }),
  })
  .meta({ id: 'WebhookAnswer' });
