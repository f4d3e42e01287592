import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAIL_FILTER_STATUSES,
  MAIL_LIST_PAGE_SIZE,
  MAIL_MESSAGES,
  isWaitingMail,
} from '@harmony/shared/domain';
import { type ListedMail, listMails } from '../../../db/outbox-repository';
import { HttpError } from '../../../http/http-errors';
import { retryMail } from '../../../mail/retry-mail';
import { ErrorSchema, authErrors } from '../../../schemas/common';
import {
  StaffMailListQuerySchema,
  StaffMailListSchema,
  StaffMailParamsSchema,
  StaffMailSchema,
} from '../../../schemas/staff-mails';

const security = [{ bearerAuth: [] }];

const answer = (mail: ListedMail) => ({
  id: mail.id,
  kind: mail.kind,
  order_id: mail.orderId,
  message_id: mail.messageId,
  to: mail.recipient,
  subject: mail.subject,
  status: mail.status,
  attempts: mail.attempts,
  error: mail.lastError,
  created_at: mail.createdAt.toISOString(),
  next_attempt_at: isWaitingMail(mail.status) ? mail.nextAttemptAt.toISOString() : null,
  sent_at: mail.sentAt?.toISOString() ?? null,
});

/** The outbox in the back office: the mails not sent, and a retry (the orders role, or the owner). */
const staffMailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db, config } = fastify;
  const onRequest = fastify.staffOnly('mails');

  fastify.get(
    '/api/admin/mails',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Mails not sent, newest first, 25 a page',
        description:
          "`status`: 'unsent' (the default) is every mail not sent, 'waiting' the ones the outbox still " +
          "tries, 'failed' the ones it gave up on, with their last error. Keyset pages: pass `next` as `after`.",
        querystring: StaffMailListQuerySchema,
        response: { 200: StaffMailListSchema, 403: ErrorSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      const { status, after } = request.query;
      const page = await listMails(db, MAIL_FILTER_STATUSES[status], {
        limit: MAIL_LIST_PAGE_SIZE,
        after: after ?? null,
      });
      reply.header('cache-control', 'no-store');
      return { mails: page.mails.map(answer), next: page.next };
    },
  );

  fastify.post(
    '/api/admin/mails/:mailId/retry',
    {
      onRequest,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Send a waiting or failed mail again now',
        description:
          'The mail is due at once: the outbox sends it within its next turn (seconds) and, if that ' +
          'fails, retries it again as before. A mail being sent or sent already is 409; an unknown one 404.',
        params: StaffMailParamsSchema,
        response: {
          200: StaffMailSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          403: ErrorSchema,
          ...authErrors,
        },
      },
    },
    async (request) => {
      const done = await retryMail(
        db,
        request.params.mailId,
        { via: 'back office', userId: request.userId },
        config.now(),
      );
      if ('refused' in done) {
        throw done.refused === 'no-mail'
          ? new HttpError(404, MAIL_MESSAGES.noMail)
          : new HttpError(409, MAIL_MESSAGES.notRetriable);
      }
      return answer(done.mail);
    },
  );
};

export default staffMailRoutes;
