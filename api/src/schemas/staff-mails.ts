import { z } from 'zod';
import { MAIL_LIST_FILTERS, MAIL_STATUSES } from '@harmony/shared/domain';
import { idParam } from './common';

/** GET /api/admin/mails: which mails, and after which (the list's address says the same). */
export const StaffMailListQuerySchema = z.object({
  status: z
    .enum(MAIL_LIST_FILTERS)
    .default('unsent')
    .meta({
      description:
        "'unsent': every mail not sent (waiting, being sent, or given up on); 'waiting': the ones the " +
        "outbox still tries (pending, or being sent now); 'failed': the ones it gave up on",
    }),
  after: idParam('The last mail of the previous page (its `next`)').optional(),
});

export const StaffMailSchema = z.object({
  id: z.number().int(),
  kind: z.string().meta({ description: "e.g. 'order.confirmation', 'account.password_reset'" }),
  order_id: z.number().int().nullable(),
  message_id: z.number().int().nullable().meta({ description: 'The contact message (ticket) it is about' }),
  to: z
    .string()
    .nullable()
    .meta({ description: 'Its recipient; an order’s mail not yet tried is to its customer' }),
  subject: z.string().nullable().meta({ description: 'Null until an order’s mail was first tried' }),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable().meta({ description: 'The last try’s error' }),
  created_at: z.string().meta({ description: 'When it was written, ISO 8601' }),
  next_attempt_at: z.string().nullable().meta({ description: 'Its next try while it waits; null otherwise' }),
  sent_at: z.string().nullable(),
});

export const StaffMailListSchema = z
  .object({
    mails: z.array(StaffMailSchema),
    next: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Pass as `after` for the next page; null at the end' }),
  })
  .meta({ id: 'StaffMailList' });

export const StaffMailParamsSchema = z.object({ mailId: idParam('Mail (outbox) id') });
