import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, MESSAGES, parseIdentifier } from '@harmony/shared/domain';
import { register, registrationOf } from '../../../accounts/register';
import { signIn } from '../../../accounts/sign-in';
import { HttpError } from '../../../http/http-errors';
import { setRefreshCookie } from '../../../http/refresh-cookie';
import { checkPincodeState } from '../../../pincodes/pincode-state';
import { addressKey } from '../../../plugins/app/limit-keys';
import { ErrorSchema, MessageSchema, commonErrors } from '../../../schemas/common';
import { LoginAnswerSchema, LoginBodySchema, SignupBodySchema } from '../../../schemas/users';
import { accountLimits } from './limits';

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
          'address, city, state and pincode. A known pincode in another state than `state` is 400 on ' +
          '`pincode`. Rate limited per client address and per email.',
        body: SignupBodySchema,
        response: { 201: MessageSchema, 409: ErrorSchema, 429: ErrorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await rateLimit.enforce(reply, addressKey('signup:ip', request.ip), config.rateLimitIpMax);
      const registration = registrationOf(request.body);
      checkPincodeState(fastify.pincodes, registration);
      await register(fastify.accountDeps, registration, accountLimits(rateLimit, request, reply));
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
      await rateLimit.enforce(reply, addressKey('login:ip', request.ip), config.rateLimitIpMax);
      const { emailOrContact, password } = request.body;
      const identifier = parseIdentifier(emailOrContact);
      if (!identifier || typeof password !== 'string' || password === '') {
        throw new HttpError(400, MESSAGES.fillInAllFields);
      }
      const signedIn = await signIn(
        fastify.accountDeps,
        { identifier, password },
        accountLimits(rateLimit, request, reply),
      );
      setRefreshCookie(reply, config, signedIn.refresh);
      reply.header('cache-control', 'no-store');
      return {
        accessToken: signedIn.accessToken,
        user: signedIn.user,
        message: ACCOUNT_MESSAGES.loginSuccessful,
      };
    },
  );
};

export default accountRoutes;
