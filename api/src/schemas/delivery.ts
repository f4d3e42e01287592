import { z } from 'zod';
import { DELIVERY_ZONES } from '@harmony/shared/domain';

export const DeliveryAnswerSchema = z
  .object({
    pincode: z.string().meta({ examples: ['560001'] }),
    serviceable: z.boolean().meta({ description: 'Whether the shop delivers there' }),
    zone: z
      .enum(DELIVERY_ZONES)
      .nullable()
      .meta({ description: 'How far from the warehouse; null where the shop does not deliver' }),
    date: z.iso
      .date()
      .nullable()
      .meta({ description: 'The day of delivery (IST), YYYY-MM-DD; null where the shop does not deliver' }),
    message: z.string().meta({
      description: 'The answer in words',
      examples: ['Delivery by Thu, 3 Dec', 'Sorry, we do not deliver to 744101 yet'],
    }),
    cod: z.boolean().meta({ description: 'Whether Cash on Delivery is available there' }),
  })
  .meta({ id: 'DeliveryAnswer' });
