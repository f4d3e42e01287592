import { MAX_QUANTITY } from '@harmony/shared/domain';
import { z } from 'zod';
import { idParam } from './common';

export const CartItemSchema = z
  .object({
    product_id: z.number().int(),
    quantity: z.number().int().min(1).max(MAX_QUANTITY),
    title: z.string(),
    brand: z.string(),
    price: z.string().meta({ examples: ['4,999', '4,999 6,999'] }),
    image: z.string(),
  })
  .meta({ id: 'CartItem' });

export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({ cart: z.array(CartItemSchema) }).meta({ id: 'Cart' });

const productId = z
  .union([
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  ])
  .meta({ description: 'Product id (an integer; digits in a string are accepted)' });

export const AddToCartBodySchema = z
  .object({
    product_id: productId,
    quantity: z
      .number()
      .int()
      .min(1)
      .max(MAX_QUANTITY)
      .default(1)
      .meta({ description: `Added to the line's quantity; the line stays at most ${MAX_QUANTITY}` }),
  })
  .meta({ id: 'AddToCart' });

export const SetQuantityBodySchema = z
  .object({
    quantity: z
      .number()
      .refine(Number.isFinite)
      .meta({
        description: `The new quantity: below 1 becomes 1, above ${MAX_QUANTITY} becomes ${MAX_QUANTITY}, decimals are dropped`,
      }),
  })
  .meta({ id: 'SetQuantity' });

export const CartParamsSchema = z.object({ product_id: idParam('Product id') });
