import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  normalizeEmail,
  normalizeMobile,
  parseIdentifier,
  validateRegistration,
} from '@harmony/shared/domain';
import { createAddress } from '../../../db/addresses-repository';
import { users } from '../../../db/schema';
import { findUserByIdentifier, loadApiUser, uniqueViolation } from '../../../db/users-repository';
import { HttpError } from '../../../http/http-errors';
import { setRefreshCookie } from '../../../http/refresh-cookie';
import { limitKey } from '../../../plugins/app/rate-limit';
import { ErrorSchema, MessageSchema, commonErrors } from '../../../schemas/common';
import { LoginAnswerSchema, LoginBodySchema, SignupBodySchema } from '../../../schemas/users';
import { failedPasswordsKey } from './current-user';
import { formError, trimmed } from './form';

const TAKEN = {
  email: ACCOUNT_MESSAGES.emailTaken,
  contact_number: ACCOUNT_MESSAGES.mobileTaken,
} as const;

/** POST /api/users/signup and /api/users/login. */
const accountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config, rateLimit } = fastify;

  fastify.post(
    '/api/users/signup',
    {
      schema: {
        tags: ['users'],
        summary: 'Register',
        description:
          'Creates the account and its first address (billing+shipping, not a default) from the same ' +
          'address, city, state and pincode. Rate limited per client address and per email.',
        body: SignupBodySchema,
        response: { 201: MessageSchema, 409: ErrorSchema, 429: ErrorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await rateLimit.enforce(reply, limitKey('signup:ip', request.ip), config.rateLimitIpMax);
      const b = request.body;
      const problem = validateRegistration(b);
      if (problem) throw formError(problem);

      const email = normalizeEmail(b.email!);
      const mobile = normalizeMobile(b.contact_number)!;
      await rateLimit.enforce(reply, limitKey('signup:account', email), config.rateLimitAccountMax);

      // Checked first for a precise answer; the unique constraints decide when two requests race.
      for (const identifier of [
        { kind: 'email', value: email },
        { kind: 'mobile', value: mobile },
      ] as const) {
        if (await findUserByIdentifier(fastify.db, identifier)) {
          throw new HttpError(409, identifier.kind === 'email' ? TAKEN.email : TAKEN.contact_number);
        }
      }

      const fullname = trimmed(b.fullname);
      const place = {
        address: trimmed(b.address),
        city: trimmed(b.city),
        state: trimmed(b.state),
        pincode: trimmed(b.pincode),
      };
      const passwordHash = await fastify.passwords.hash(b.password!);
      const now = config.now();
      try {
        await fastify.db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              fullname,
              email,
              contactNumber: mobile,
              passwordHash,
              ...place,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: users.id });
          if (!user) throw new Error('user insert returned no row');
          await createAddress(
            tx,
            user.id,
            { fullname, email, contactNumber: mobile, ...place, type: 'billing+shipping' },
            now,
          );
        });
      } catch (err) {
        const column = uniqueViolation(err);
        if (column) throw new HttpError(409, TAKEN[column]);
        throw err;
      }
      return reply.code(201).send({ message: ACCOUNT_MESSAGES.registered });
    },
  );

  fastify.post(
    '/api/users/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Log in with email or mobile number',
        description:
          'Answers the access token (Bearer) and the user, and sets the refresh cookie harmony_refresh. ' +
          'Rate limited per client address; failed logins are limited per account.',
        body: LoginBodySchema,
        response: { 200: LoginAnswerSchema, 401: ErrorSchema, 429: ErrorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await rateLimit.enforce(reply, limitKey('login:ip', request.ip), config.rateLimitIpMax);
      const { emailOrContact, password } = request.body;
      const identifier = parseIdentifier(emailOrContact);
      if (!identifier || typeof password !== 'string' || password === '') {
        throw new HttpError(400, MESSAGES.fillInAllFields);
      }

      const user = await findUserByIdentifier(fastify.db, identifier);
      // Failures count against the account (any spelling of it), or the identifier when there is none.
      const failures = user
        ? failedPasswordsKey(user.id)
        : limitKey('login:failed', `${identifier.kind}:${identifier.value}`);
      // The attempt is counted before the password is checked, in the statement that decides it may go on:
      // guesses sent in parallel cannot all pass a count read before any of them was added. A failure
      // keeps its count; a success clears them all.
      await rateLimit.enforce(reply, failures, config.rateLimitAccountMax);

      let valid = false;
      if (user) valid = await fastify.passwords.verify(password, user.passwordHash);
      else await fastify.passwords.verifyNothing(password);
      if (!user || !valid) throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);
      await rateLimit.reset(failures);

      const session = await fastify.sessions.start(user.id);
      setRefreshCookie(reply, config, session.token);
      reply.header('cache-control', 'no-store');
      return {
        accessToken: await fastify.accessTokens.sign(user.id, session.familyId),
        user: await loadApiUser(fastify.db, user),
        message: ACCOUNT_MESSAGES.loginSuccessful,
      };
    },
  );
};

export default accountRoutes;
