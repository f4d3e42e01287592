import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, validateAccountDeletion, validatePasswordChange } from '@harmony/shared/domain';
import { eraseAccount } from '../../../db/account-erasure';
import { confirmPassword } from '../../../accounts/password-guesses';
import { weakPasswordError } from '../../../accounts/password-quality';
import { abandonUnpaidOrders } from '../../../db/payments-repository';
import { changePassword } from '../../../db/users-repository';
import { HttpError } from '../../../http/http-errors';
import { deleteProfileImage } from '../../../images/profile-images';
import { clearRefreshCookie } from '../../../http/refresh-cookie';
import { addressKey } from '../../../plugins/app/limit-keys';
import { ErrorSchema, MessageSchema, authErrors } from '../../../schemas/common';
import { ChangePasswordBodySchema, DeleteAccountBodySchema } from '../../../schemas/users';
import { accountDeletedMail, passwordChangedMail } from '../../../mail/account-mails';
import { currentUser } from './current-user';
import { accountLimits } from './limits';
import { badRequest, formError } from '../../../http/form';

/** POST /api/users/change-password and /api/users/delete-account: the signed-in customer's own account. */
const accountSettingsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { config, db, rateLimit } = fastify;

  fastify.post(
    '/api/users/change-password',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Change the password',
        description:
          'The current password and a new one (the registration rule, not the current one). Every other ' +
          'session of the user ends at once (refresh and access tokens); this one stays. A wrong current ' +
          'password is a 400 that counts with failed logins (429 over the limit). Mails the customer.',
        security: [{ bearerAuth: [] }],
        body: ChangePasswordBodySchema,
        response: { 200: MessageSchema, 429: ErrorSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      await rateLimit.enforce(reply, addressKey('change-password:ip', request.ip), config.rateLimitIpMax);
      const problem = validatePasswordChange(request.body, { confirm: false });
      if (problem) throw formError(problem);
      const { currentPassword, newPassword } = request.body;
      const user = await currentUser(db, request.userId);
      const weak = weakPasswordError(newPassword!, user);
      if (weak) throw badRequest(weak, 'newPassword');
      const limits = accountLimits(rateLimit, request, reply);
      await confirmPassword(fastify.accountDeps, user, currentPassword!, 'currentPassword', limits);

      const passwordHash = await fastify.passwords.hash(newPassword!);
      const mail = passwordChangedMail(user.email, user.fullname, config.siteUrl, config.contactEmail);
      await changePassword(db, user.id, passwordHash, config.now(), request.sessionId, mail);
      fastify.sessions.forget(user.id);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  fastify.post(
    '/api/users/delete-account',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Delete the account',
        description:
          'confirmation must be DELETE and password the current one (a wrong one counts with failed ' +
          'logins). 409 while a paid order is neither delivered nor cancelled. Erases the personal data ' +
          '(the row stays, anonymised, for the orders and their invoices), ends every session and clears ' +
          'the refresh cookie; a checkout not yet paid is marked failed and its units go back to stock; ' +
          'a mail goes to the address the account had.',
        security: [{ bearerAuth: [] }],
        body: DeleteAccountBodySchema,
        response: { 200: MessageSchema, 409: ErrorSchema, 429: ErrorSchema, ...authErrors },
      },
    },
    async (request, reply) => {
      await rateLimit.enforce(reply, addressKey('delete-account:ip', request.ip), config.rateLimitIpMax);
      const problem = validateAccountDeletion(request.body);
      if (problem) throw formError(problem);
      const user = await currentUser(db, request.userId);
      const limits = accountLimits(rateLimit, request, reply);
      await confirmPassword(fastify.accountDeps, user, request.body.password!, 'password', limits);

      // The address is read inside the erasure: the confirmation reaches the person who asked.
      const erasure = await eraseAccount(db, user.id, config.now(), ({ email }) =>
        accountDeletedMail(email, user.fullname, config.contactEmail),
      );
      if (!erasure.erased) {
        if (erasure.reason === 'ordersOnTheirWay')
          throw new HttpError(409, ACCOUNT_MESSAGES.deleteBlockedByOrders);
        throw new HttpError(401, ACCOUNT_MESSAGES.loginRequired);
      }
      fastify.sessions.forget(user.id);
      clearRefreshCookie(reply, config);
      await abandonUnpaidOrders(db, user.id, config.now());
      await deleteProfileImage(config.uploadsDir, erasure.profileImage).catch((err) =>
        request.log.warn({ err }, 'profile picture of a deleted account not deleted'),
      );
      return { message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
};

export default accountSettingsRoutes;
