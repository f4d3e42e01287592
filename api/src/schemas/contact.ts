import { CONTACT_LIMITS } from '@harmony/shared/domain';
import { z } from 'zod';

// Types only: missing or blank fields pass through to validateContact, which owns the words shown to shoppers.
const field = (max: number, example: string) =>
  z
    .string()
    .nullish()
    .meta({ maxLength: max, examples: [example] });

export const ContactBodySchema = z
  .object({
    name: field(CONTACT_LIMITS.name, 'Asha Menon'),
    email: field(CONTACT_LIMITS.email, 'asha@example.com'),
    phone: field(CONTACT_LIMITS.phone, '9876543210'),
    subject: field(CONTACT_LIMITS.subject, 'Stabilizer for a 1.5 ton AC'),
    message: field(CONTACT_LIMITS.message, 'Which model suits a 1.5 ton inverter AC?'),
  })
  .meta({ id: 'ContactMessage' });

export type ContactBody = z.infer<typeof ContactBodySchema>;

export const ContactSentSchema = z
  .object({
    message: z.string(),
    ticket: z.string().meta({ description: 'The reference the sender quotes', examples: ['HAR-T-000042'] }),
  })
  .meta({ id: 'ContactSent' });
