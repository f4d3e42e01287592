import { z } from 'zod';
import { idParam } from './common';
import { OrderSchema } from './orders';

export const CodAvailabilityQuerySchema = z.object({
  shipping_address: idParam('The id of one of my saved shipping addresses'),
});

export const CodAvailabilitySchema = z
  .object({
    pincodeAllowsCod: z
      .boolean()
      .meta({ description: "Whether couriers collect cash at the address's pincode" }),
    openCodOrders: z.number().int().meta({ description: 'My Cash on Delivery orders not yet delivered' }),
  })
  .meta({
    id: 'CodAvailability',
    description:
      'What the order confirmation needs, with GET /api/payment/config, to say whether COD is offered',
  });

export const CodCodeBodySchema = z
  .object({
    code: z
      .string()
      .max(20)
      .meta({ description: 'The 6-digit code from the mail', examples: ['482913'] }),
  })
  .meta({ id: 'CodCode' });

export const CodConfirmedSchema = z
  .object({ success: z.literal(true), message: z.string(), data: OrderSchema })
  .meta({ id: 'CodConfirmed' });

export const CodCodeSentSchema = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'CodCodeSent' });
