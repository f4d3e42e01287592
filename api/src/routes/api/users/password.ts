import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  type AccountIdentifier,
  MESSAGES,
  OTP_PATTERN,
  OTP_RESEND_SECONDS,
  isBlank,
  newPasswordError,
  parseIdentifier,
} from '@harmony/shared/domain';
import {
  checkOtp,
  completeReset,
  findLinkReset,
  issueReset,
  latestResetWithin,
} from '../../../db/password-resets-repository';
import { findUserByIdentifier } from '../../../db/users-repository';
import { HttpError } from '../../../http/http-errors';
import { limitKey, tooMany } from '../../../plugins/app/rate-limit';
import { ErrorSchema, MessageSchema, commonErrors } from '../../../schemas/common';
import { ForgetPasswordBodySchema, ResetPasswordBodySchema } from '../../../schemas/users';
import { resetMail } from '../../../mail/reset-mail';

const badRequest = (message: string, field: string) => new HttpError(400, message, { [field]: message });

/** POST /api/users/forget-password and /api/users/reset-password. */
const passwordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config, db, rateLimit } = fastify;
  const otpKey = fastify.deriveKey('harmony password reset otp');

  // Mails go out after the answer, so the answer takes the same time whether or not an account matched.
  const sending = new Set<Promise<void>>();
  fastify.addHook('onClose', async () => {
    await Promise.allSettled(sending);
  });

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
      await rateLimit.enforce(reply, limitKey('forget:ip', request.ip), config.rateLimitIpMax);
      const identifier = parseIdentifier(request.body.emailOrContact);
      if (!identifier) throw badRequest(MESSAGES.enterEmailOrMobile, 'emailOrContact');

      // The 30 s rule holds per identifier whether or not it names an account, so a 429 tells nothing;
      // for an account, its other identifier (email, then mobile) is held back too.
      const resendKey = limitKey('forget:resend', `${identifier.kind}:${identifier.value}`);
      const waiting = await rateLimit.reached(resendKey, 1, OTP_RESEND_SECONDS);
      if (!waiting.allowed) throw tooMany(reply, waiting, ACCOUNT_MESSAGES.otpWait);
      await rateLimit.enforce(
        reply,
        limitKey('forget:account', `${identifier.kind}:${identifier.value}`),
        config.rateLimitAccountMax,
      );
      const user = await findUserByIdentifier(db, identifier);
      const now = config.now();
      if (user && (await latestResetWithin(db, user.id, now, OTP_RESEND_SECONDS))) {
        throw tooMany(
          reply,
          { allowed: false, retryAfterSeconds: OTP_RESEND_SECONDS },
          ACCOUNT_MESSAGES.otpWait,
        );
      }
      // Counted once accepted (two racing requests: the second waits).
      const accepted = await rateLimit.hit(resendKey, 1, OTP_RESEND_SECONDS);
      if (!accepted.allowed) throw tooMany(reply, accepted, ACCOUNT_MESSAGES.otpWait);

      if (user) {
        const { otp, linkToken } = await issueReset(db, otpKey, user.id, now);
        const link = `${config.siteUrl}/reset-password?token=${encodeURIComponent(linkToken)}`;
        const mail = fastify.mailer
          .send(resetMail(user.email, user.fullname, otp, link))
          .catch((err) => request.log.error({ err, userId: user.id }, 'password reset mail not sent'));
        sending.add(mail);
        void mail.finally(() => sending.delete(mail));
      }
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
      await rateLimit.enforce(reply, limitKey('reset:ip', request.ip), config.rateLimitIpMax);
      const { emailOrContact, otp, token, newPassword } = request.body;
      const linkForm = !isBlank(token);
      let identifier: AccountIdentifier | null = null;
      if (!linkForm) {
        identifier = parseIdentifier(emailOrContact);
        if (!identifier) throw badRequest(MESSAGES.enterEmailOrMobile, 'emailOrContact');
        if (isBlank(otp)) throw badRequest(MESSAGES.enterOtp, 'otp');
      }
      const passwordProblem = newPasswordError(newPassword);
      if (passwordProblem) throw badRequest(passwordProblem, 'newPassword');
      const now = config.now();

      let reset: { id: number; userId: number } | undefined;
      if (linkForm) {
        reset = await findLinkReset(db, token!.trim(), now);
        if (!reset) throw badRequest(ACCOUNT_MESSAGES.invalidResetLink, 'token');
      } else {
        await rateLimit.enforce(
          reply,
          limitKey('reset:account', `${identifier!.kind}:${identifier!.value}`),
          config.rateLimitAccountMax * 2,
        );
        const user = await findUserByIdentifier(db, identifier!);
        // Spaces are dropped (SPEC §5); anything but six digits then is simply wrong.
        const code = otp!.replace(/\s/g, '');
        const resetId =
          user && OTP_PATTERN.test(code) ? await checkOtp(db, otpKey, user.id, code, now) : null;
        if (!user || resetId === null) throw badRequest(ACCOUNT_MESSAGES.invalidOtp, 'otp');
        reset = { id: resetId, userId: user.id };
      }

      const passwordHash = await fastify.passwords.hash(newPassword!);
      if (!(await completeReset(db, reset.id, reset.userId, passwordHash, config.now()))) {
        throw linkForm
          ? badRequest(ACCOUNT_MESSAGES.invalidResetLink, 'token')
          : badRequest(ACCOUNT_MESSAGES.invalidOtp, 'otp');
      }
      // Every session was revoked with the new password: access tokens already out stop working too.
      fastify.sessions.forget(reset.userId);
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },
  );
};

export default passwordRoutes;
