import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TICKET_LIST_PAGE_SIZE,
  TICKET_MESSAGES,
  type TicketState,
  contactTicket,
} from '@harmony/shared/domain';
import { TicketError, replyToTicket, setTicketState } from '../../../contact/answer-ticket';
import { staffTicket } from '../../../contact/staff-ticket';
import { listTickets } from '../../../db/contact-messages-repository';
import { HttpError } from '../../../http/http-errors';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import {
  StaffMessageListQuerySchema,
  StaffMessageListSchema,
  StaffMessageParamsSchema,
  StaffTicketConflictSchema,
  StaffTicketSchema,
  TicketReplyBodySchema,
  TicketStatusBodySchema,
} from '../../../schemas/staff-messages';

const security = [{ bearerAuth: [] }];
const errors = { 403: ErrorSchema, 404: ErrorSchema, ...authErrors } as const;
const writeErrors = { 409: StaffTicketConflictSchema, ...errors } as const;

/** Customer messages (contact-form tickets) in the back office: the orders role, or the owner. */
const staffMessageRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, config } = fastify;
  const onRequest = fastify.staffOnly('messages');

  const ticketOrNotFound = async (messageId: number) => {
    const ticket = await staffTicket(db, messageId);
    if (!ticket) throw new HttpError(404, TICKET_MESSAGES.noTicket);
    return ticket;
  };
  /** A refused write: 404, or 409 with the ticket as it is now. */
  const refusal = async (err: unknown, messageId: number) => {
    if (!(err instanceof TicketError)) return err;
    if (err.reason === 'no-ticket') return new HttpError(404, TICKET_MESSAGES.noTicket);
    const detail = await staffTicket(db, messageId);
    return new HttpError(409, TICKET_MESSAGES.changed, undefined, { detail });
  };

  fastify.get(
    '/api/admin/messages',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Contact-form tickets, open first, then newest first, 25 a page',
        description: 'Keyset pages: pass `next` as `after`.',
        querystring: StaffMessageListQuerySchema,
        response: { 200: StaffMessageListSchema, 403: ErrorSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const { status, after } = request.query;
      const page = await listTickets(
        db,
        { status: status === 'all' ? undefined : status },
        { limit: TICKET_LIST_PAGE_SIZE, after: after ?? null },
      );
      reply.header('cache-control', 'no-store');
      return {
        messages: page.rows.map((row) => ({
          id: row.id,
          ticket: contactTicket(row.id),
          status: row.status as TicketState,
          name: row.name,
          email: row.email,
          subject: row.subject,
          created_at: row.createdAt.toISOString(),
          replies: row.replies,
        })),
        next: page.next && `${page.next.status}-${page.next.id}`,
      };
    },
  );

  fastify.get(
    '/api/admin/messages/:messageId',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'A ticket with its replies and history',
        params: StaffMessageParamsSchema,
        response: { 200: StaffTicketSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ticketOrNotFound(request.params.messageId);
    },
  );

  fastify.post(
    '/api/admin/messages/:messageId/replies',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Reply to the customer by mail; the reply is kept on the ticket',
        description:
          'Written to the outbox with the reply as "Re: <subject> (<ticket>)"; `mailed_at` stays null ' +
          'until it went out. A reply to a closed ticket reopens it. `from` and `replies_seen` are what the page ' +
          'showed: a ticket changed since (another reply, another status) is 409 "This ticket changed ' +
          'since you opened it" with the ticket as it is (`detail`).',
        params: StaffMessageParamsSchema,
        body: TicketReplyBodySchema,
        response: { 201: StaffTicketSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { messageId } = request.params;
      const { body, from, replies_seen } = request.body;
      const actor = { via: 'back office' as const, userId: request.userId };
      await replyToTicket(
        db,
        { messageId, body, seen: { status: from, replies: replies_seen }, shopAddress: config.contactEmail },
        actor,
        config.now(),
      ).catch(async (err: unknown) => {
        throw await refusal(err, messageId);
      });
      return reply.code(201).send(await ticketOrNotFound(messageId));
    },
  );

  fastify.post(
    '/api/admin/messages/:messageId/status',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Close or reopen a ticket',
        description:
          'Asking for the status it has answers 200 with `changed: false`. Otherwise a ticket changed ' +
          'since the page showed it (`from`, `replies_seen`) is 409 with the ticket as it is (`detail`).',
        params: StaffMessageParamsSchema,
        body: TicketStatusBodySchema,
        response: { 200: StaffTicketSchema.extend({ changed: z.boolean() }), ...writeErrors },
      },
    },
    async (request) => {
      const { messageId } = request.params;
      const { to, from, replies_seen } = request.body;
      const actor = { via: 'back office' as const, userId: request.userId };
      const done = await setTicketState(
        db,
        { messageId, to, seen: { status: from, replies: replies_seen } },
        actor,
        config.now(),
      ).catch(async (err: unknown) => {
        throw await refusal(err, messageId);
      });
      return { ...(await ticketOrNotFound(messageId)), changed: done.changed };
    },
  );
};

export default staffMessageRoutes;
