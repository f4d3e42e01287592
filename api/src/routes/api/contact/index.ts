import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MESSAGES,
  type ContactMessage,
  contactTicket,
  validateContact,
} from '@harmony/shared/domain';
import { contactMessages } from '../../../db/schema';
import { HttpError } from '../../../http/http-errors';
import { limitKey, tooMany } from '../../../plugins/app/rate-limit';
import { ErrorSchema, commonErrors } from '../../../schemas/common';
import { ContactBodySchema, ContactSentSchema } from '../../../schemas/contact';
import { contactAcknowledgement, contactMail } from '../../../mail/contact-mails';

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

const contactRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop',
        description:
          'Stored, then mailed to the shop with Reply-To set to the sender; the sender gets an ' +
          'acknowledgement with the ticket number.',
        body: ContactBodySchema,
        response: { 201: ContactSentSchema, 429: ErrorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const { config, rateLimit } = fastify;
      // Anyone can send: without limits the form is a way to mail the shop (and, by the
      // acknowledgement, anyone) without end.
      const limit = async (key: string, max: number) => {
        const hit = await rateLimit.hit(key, max, config.contactLimitWindowSeconds);
        if (!hit.allowed) throw tooMany(reply, hit, CONTACT_MESSAGES.tooMany);
      };
      await limit(limitKey('contact:ip', request.ip), config.contactLimitIpMax);
      const errors = validateContact(request.body);
      const fields = Object.fromEntries(Object.entries(errors).filter(([, text]) => text)) as Record<
        string,
        string
      >;
      if (Object.keys(fields).length > 0) throw new HttpError(400, Object.values(fields).join(' '), fields);

      const b = request.body;
      await limit(limitKey('contact:email', trimmed(b.email).toLowerCase()), config.contactLimitEmailMax);
      const message: ContactMessage = {
        name: trimmed(b.name),
        email: trimmed(b.email),
        phone: trimmed(b.phone),
        // One line: it becomes part of the mail's Subject header.
        subject: trimmed(b.subject).replace(/\s+/g, ' '),
        message: trimmed(b.message),
      };
      const [stored] = await fastify.db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id });
      if (!stored) throw new Error('contact message insert returned no row');

      const ticket = contactTicket(stored.id);
      const answer = { message: CONTACT_MESSAGES.sentWithTicket(ticket), ticket };
      const shop = fastify.config.contactEmail;
      // The message is kept either way: a mail failure is logged and leaves mailed_at empty for a resend,
      // and the sender is not asked to send again (which would store it twice).
      try {
        await fastify.mailer.send(contactMail(ticket, message, shop));
      } catch (err) {
        request.log.error({ err, contactMessageId: stored.id }, 'contact message stored but not mailed');
        return reply.code(201).send(answer);
      }
      await fastify.db
        .update(contactMessages)
        .set({ mailedAt: new Date() })
        .where(eq(contactMessages.id, stored.id));
      try {
        await fastify.mailer.send(contactAcknowledgement(ticket, message, shop));
      } catch (err) {
        request.log.warn({ err, contactMessageId: stored.id }, 'contact acknowledgement not mailed');
      }
      return reply.code(201).send(answer);
    },
  );
};

export default contactRoutes;
