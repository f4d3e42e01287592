import fp from 'fastify-plugin';
import type { AccountDeps } from '../../accounts/account-deps';
import { afterAnswer } from '../../http/after-answer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The account workflows' collaborators (accounts/); a request passes its own log. */
    accountDeps: AccountDeps;
  }
}

/**
 * The api's parts for the account's workflows. What they do after the answer (a reset mail) runs
 * unawaited and is tracked, so closing waits for it.
 */
export default fp(
  async (fastify) => {
    const { db, config, log, passwords, sessions, accessTokens } = fastify;
    const { later, settled } = afterAnswer(log);
    fastify.decorate('accountDeps', {
      db,
      passwords,
      sessions,
      accessTokens,
      otpKey: fastify.deriveKey('harmony password reset otp'),
      config,
      log,
      later,
    });
    fastify.addHook('onClose', async () => settled());
  },
  { name: 'accounts', dependencies: ['config', 'db', 'passwords', 'sessions', 'auth'] },
);
