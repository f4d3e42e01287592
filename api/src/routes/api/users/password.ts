import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, MESSAGES, parseIdentifier } from '@harmony/shared/domain';
import { passwordResetOf, requestPasswordReset, resetPassword } from '../../../accounts/password-reset';
import { badRequest } from '../../../http/form';
import { addressKey } from '../../../plugins/app/limit-keys';
import { ErrorSchema, MessageSchema, commonErrors } from '../../../schemas/common';
import { ForgetPasswordBodySchema, ResetPasswordBodySchema } from '../../../schemas/users';
import { accountLimits } from './limits';

/** POST /api/users/forget-password and /api/users/reset-password. */
const passwordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config, rateLimit } = fastify;

  fastify.post(
    '/api/users/forget-password',
    {
      schema: {
        tags: ['users'],
        summary: 'Mail a 6-digit OTP and a reset link',
        description:
          'The same answer whether or not an account matches. A new OTP at most every 30 s per ' +
          'identifier (429). The OTP works 10 minutes and 5 tries; the link 30 minutes, once.',
        body: ForgetPasswordBodySchema,
        response: { 200: MessageSchema, 429: ErrorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await rateLimit.enforce(reply, addressKey('forget:ip', request.ip), config.rateLimitIpMax);
      const identifier = parseIdentifier(request.body.emailOrContact);
      if (!identifier) throw badRequest(MESSAGES.enterEmailOrMobile, 'emailOrContact');
      await requestPasswordReset(
        { ...fastify.accountDeps, log: request.log },
        identifier,
        accountLimits(rateLimit, request, reply),
      );
      return { message: ACCOUNT_MESSAGES.otpSent };
    },
  );

  fastify.post(
    '/api/users/reset-password',
    {
      schema: {
        tags: ['users'],
        summary: 'Set a new password with the OTP or the mailed link',
        description:
          'OTP form {emailOrContact, otp, newPassword} or link form {token, newPassword}. Ends every ' +
          'session of the user (refresh tokens revoked).',
        body: ResetPasswordBodySchema,
        response: { 200: MessageSchema, 429: ErrorSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await rateLimit.enforce(reply, addressKey('reset:ip', request.ip), config.rateLimitIpMax);
      const reset = passwordResetOf(request.body);
      await resetPassword(fastify.accountDeps, reset, accountLimits(rateLimit, request, reply));
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },
  );
};

export default passwordRoutes;
