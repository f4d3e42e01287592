import { z } from 'zod';
import { TICKET_LIST_FILTERS, TICKET_STATES } from '@harmony/shared/domain';
import { ErrorSchema, idParam } from './common';
import { ObjectHistorySchema } from './audit';

/** A page's end as `next` spells it: the last ticket's status as listed, and its id ("open-42"). */
const CURSOR = /^(open|closed)-([1-9]\d{0,9})$/;

/** GET /api/admin/messages: which tickets, and after which (the list's address says the same). */
export const StaffMessageListQuerySchema = z.object({
  status: z.enum(TICKET_LIST_FILTERS).default('all').meta({ description: "'all' lists the open ones first" }),
  after: z
    .string()
    .regex(CURSOR, 'must be the `next` of the previous page')
    .transform((text) => {
      const [, status, id] = CURSOR.exec(text)!;
      return { status: status!, id: Number(id) };
    })
    .refine((cursor) => cursor.id <= 2_147_483_647, 'must be the `next` of the previous page')
    .optional()
    .meta({ description: 'The previous page’s `next`' }),
});

export const StaffMessageSchema = z.object({
  id: z.number().int(),
  ticket: z.string().meta({ description: 'The number the customer was given, e.g. HAR-T-000042' }),
  status: z.enum(TICKET_STATES),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  created_at: z.string().meta({ description: 'When it was received, ISO 8601' }),
  replies: z.number().int(),
});

export const StaffMessageListSchema = z
  .object({
    messages: z.array(StaffMessageSchema),
    next: z.string().nullable().meta({ description: 'Pass as `after` for the next page; null at the end' }),
  })
  .meta({ id: 'StaffMessageList' });

export const StaffMessageParamsSchema = z.object({ messageId: idParam('Ticket (contact message) id') });

export const StaffTicketSchema = z
  .object({
    id: z.number().int(),
    ticket: z.string(),
    status: z.enum(TICKET_STATES),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    subject: z.string(),
    message: z.string(),
    created_at: z.string(),
    closed_at: z.string().nullable(),
    replies: z.array(
      z.object({
        id: z.number().int(),
        body: z.string(),
        at: z.string(),
        author: z.string().nullable().meta({ description: "The staff member's name; null once erased" }),
        mailed_at: z.string().nullable().meta({ description: 'Null until the mail went out' }),
      }),
    ),
    history: ObjectHistorySchema,
  })
  .meta({ id: 'StaffTicket', description: 'A contact-form ticket, its replies (oldest first) and history' });

/** What the page showed: a ticket in another status, or with another number of replies, now is 409. */
const seen = {
  from: z.enum(TICKET_STATES).meta({ description: 'The status the page showed' }),
  replies_seen: z.number().int().min(0).meta({ description: 'How many replies the page showed' }),
};

export const TicketReplyBodySchema = z.object({
  ...seen,
  body: z.string().meta({ description: 'The reply, mailed to the customer (at most 5000 characters)' }),
});

export const TicketStatusBodySchema = z.object({
  ...seen,
  to: z.enum(TICKET_STATES).meta({ description: "'closed' closes the ticket, 'open' reopens it" }),
});

/** 409 from a ticket action: why, and the ticket as it is now (a stale page shows it). */
export const StaffTicketConflictSchema = ErrorSchema.extend({
  detail: StaffTicketSchema.optional(),
}).meta({ id: 'StaffTicketConflict' });
