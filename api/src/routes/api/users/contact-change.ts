import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '@harmony/shared/domain';
import { confirmContactChangeLink, undoContactChangeLink } from '../../../accounts/contact-change';
import { addressKey } from '../../../plugins/app/limit-keys';
import { ErrorSchema, MessageSchema, commonErrors } from '../../../schemas/common';
import { ContactTokenBodySchema } from '../../../schemas/users';

/**
 * POST /api/users/confirm-contact-change and /api/users/undo-contact-change: the mailed links' pages send
 * their token here. No sign-in needed: the link may be opened on another device.
 */
const contactChangeRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config, rateLimit } = fastify;

  fastify.post(
    '/api/users/confirm-contact-change',
    {
      schema: {
        tags: ['users'],
        summary: 'Confirm a new email or mobile number with the mailed link',
        description:
          'Once, within 24 hours. 409 when another account has the new email or number by now; 400 for ' +
          'a link that is unknown, used, replaced or expired.',
        body: ContactTokenBodySchema,
        response: { 200: MessageSchema, 409: ErrorSchema, 429: ErrorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await rateLimit.enforce(reply, addressKey('contact-confirm:ip', request.ip), config.rateLimitIpMax);
      await confirmContactChangeLink(fastify.accountDeps, request.body.token ?? '');
      return { message: ACCOUNT_MESSAGES.contactConfirmed };
    },
  );

  fastify.post(
    '/api/users/undo-contact-change',
    {
      schema: {
        tags: ['users'],
        summary: 'Undo a change of email or mobile number with the link mailed to the old email',
        description:
          'Once, within 7 days. Restores the old values (or cancels a change not yet confirmed), ends every ' +
          'session and voids open password resets; the shopper should reset the password next.',
        body: ContactTokenBodySchema,
        response: { 200: MessageSchema, 409: ErrorSchema, 429: ErrorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await rateLimit.enforce(reply, addressKey('contact-undo:ip', request.ip), config.rateLimitIpMax);
      await undoContactChangeLink(fastify.accountDeps, request.body.token ?? '');
      return { message: ACCOUNT_MESSAGES.contactUndone };
    },
  );
};

export default contactChangeRoutes;
