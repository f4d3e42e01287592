import { z } from 'zod';

export const PincodeParamsSchema = z.object({
  pincode: z
    .string()
    .max(20)
    .meta({ description: 'Six digits, the first 1 to 9', examples: ['560001'] }),
});

export const PincodePlaceSchema = z
  .object({
    pincode: z.string().meta({ examples: ['560001'] }),
    district: z.string().meta({ description: "India Post's district", examples: ['Bangalore'] }),
    state: z.string().meta({
      description: 'The state or union territory as the shop (and GST) spells it',
      examples: ['Karnataka'],
    }),
    city: z.string().meta({
      description:
        "An address's City: the shop's city of that state named by the code's district or post offices, " +
        "else the district's name in its current spelling",
      examples: ['Bengaluru'],
    }),
    states: z.array(z.string()).meta({
      description: "Every state the code's post offices are in, `state` first (a few border codes have two)",
      examples: [['Karnataka']],
    }),
  })
  .meta({ id: 'PincodePlace' });
