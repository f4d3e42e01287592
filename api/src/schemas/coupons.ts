import { z } from 'zod';
import { PaymentCartLineSchema } from './payment';

export const CouponQuoteBodySchema = z
  .object({
    code: z
      .string()
      .max(100)
      .nullish()
      .meta({
        description: 'The code the shopper typed (case and surrounding spaces do not matter)',
        examples: ['WELCOME10'],
      }),
    cartItems: z.array(PaymentCartLineSchema).max(200).meta({
      description:
        'The cart as create-order reads it: product id and quantity (prices, titles and the rest are ignored)',
    }),
  })
  .meta({ id: 'CouponQuoteRequest' });

export const CouponQuoteAnswerSchema = z
  .object({
    code: z.string().meta({ description: 'The code as the shop keeps it', examples: ['WELCOME10'] }),
    discount: z
      .number()
      .int()
      .meta({
        description: 'Paise taken off the subtotal, before the tax',
        examples: [49_990],
      }),
    description: z.string().meta({ examples: ['10% off your first order, up to ₹500'] }),
  })
  .meta({ id: 'CouponQuote' });
