import { ADDRESS_TYPES } from '@harmony/shared/domain';
import { z } from 'zod';
import { idParam } from './common';

const text = (example: string) =>
  z
    .string()
    .nullish()
    .meta({ examples: [example] });

// Types only: blank or missing fields reach validateAddress, which owns the words shown to shoppers.
export const AddressBodySchema = z
  .object({
    fullname: text('Asha Menon'),
    email: text('asha@example.in'),
    contact_number: text('9876543210'),
    address: text('12 MG Road, Indiranagar'),
    state: text('Karnataka'),
    city: text('Bengaluru'),
    pincode: text('560001'),
    type: z
      .union([z.string(), z.array(z.string())])
      .nullish()
      .meta({
        description: "'billing', 'shipping', 'billing+shipping', or a list of 'billing' and 'shipping'",
        examples: ['billing+shipping', ['billing', 'shipping']],
      }),
  })
  .meta({ id: 'AddressPayload' });

export const AddressSchema = z
  .object({
    id: z.number().int(),
    fullname: z.string(),
    email: z.string(),
    contact_number: z.string(),
    address: z.string(),
    state: z.string(),
    city: z.string(),
    pincode: z.string(),
    type: z.enum(ADDRESS_TYPES),
    is_default_billing: z.boolean(),
    is_default_shipping: z.boolean(),
    created_at: z.string().meta({ description: 'ISO 8601' }),
  })
  .meta({ id: 'Address' });

export type Address = z.infer<typeof AddressSchema>;

export const AddressListSchema = z.array(AddressSchema);

export const AddressParamsSchema = z.object({ id: idParam('Address id') });

export const DefaultAddressBodySchema = z
  .object({
    billing: z.boolean().optional(),
    shipping: z.boolean().optional(),
  })
  .meta({
    id: 'DefaultAddressChange',
    description: 'billing: true and/or shipping: true makes this address the default of that kind',
  });
