import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES } from '@harmony/shared/domain';
import { contactMessageOf, openTicket } from '../../../contact/open-ticket';
import { type LimitKey, addressKey, limitKey } from '../../../plugins/app/limit-keys';
import { tooMany } from '../../../plugins/app/rate-limit';
import { ErrorSchema, commonErrors } from '../../../schemas/common';
import { ContactBodySchema, ContactSentSchema } from '../../../schemas/contact';

const contactRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config, db, rateLimit } = fastify;
  const deps = { db, shopAddress: config.contactEmail };

  // Anyone can send: without limits the form is a way to mail the shop (and, by the acknowledgement,
  // anyone) without end.
  const limit = async (reply: FastifyReply, key: LimitKey, max: number) => {
    const hit = await rateLimit.hit(key, max, config.contactLimitWindowSeconds);
    if (!hit.allowed) throw tooMany(reply, hit, CONTACT_MESSAGES.tooMany);
  };

  fastify.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        description:
          'Stored, with its mail to the shop (Reply-To the sender) and the acknowledgement with the ' +
          'ticket number to the sender written to the outbox, which sends them.',
        body: ContactBodySchema,
        response: { 201: ContactSentSchema, 429: ErrorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await limit(reply, addressKey('contact:ip', request.ip), config.contactLimitIpMax);
      const message = contactMessageOf(request.body);
      await limit(reply, limitKey('contact:email', message.email.toLowerCase()), config.contactLimitEmailMax);
      const ticket = await openTicket(deps, message);
      return reply.code(201).send({ message: CONTACT_MESSAGES.sentWithTicket(ticket), ticket });
    },
  );
};

export default contactRoutes;
