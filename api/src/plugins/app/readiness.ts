import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/errors';
import { unappliedMigrations } from '../../db/migrations-repository';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export interface Readiness {
  /** null when this process can serve requests; otherwise why not, as a sentence for the operator. */
  check(): Promise<string | null>;
  /** Resolves true once check() first passes, false if the process starts closing before. */
  whenReady(): Promise<boolean>;
}

export const READINESS_MESSAGES = {
  draining: 'This api process is shutting down: it finishes the requests it has and takes no new ones.',
  database: 'The database does not answer.',
  migrations: (count: number) =>
    `The database lacks ${count} of this build's migrations (api/drizzle); they are applied at start.`,
};

const RECHECK_MS = 500;

/**
 * Whether this process should be sent requests (GET /api/health/ready): its database answers, has every
 * migration of this build, and the process is not draining. Draining starts with close (SIGTERM,
 * SIGINT): the requests in flight finish, each answer closing its connection, and readiness says 503
 * meanwhile.
 */
export default fp(
  async (fastify) => {
    let draining = false;
    fastify.addHook('preClose', async () => {
      draining = true;
    });
    // Node closes only the connections idle when close starts; one whose request was in flight would
    // stay open (a proxy keeps it) and hold close up until the process is killed.
    fastify.addHook('onSend', async (_request, reply) => {
      if (draining) reply.header('connection', 'close');
    });

    async function databaseProblem(): Promise<string | null> {
      // Known away: say so without waiting on it.
      if (!fastify.dbAvailable()) return READINESS_MESSAGES.database;
      try {
        const missing = await unappliedMigrations(fastify.db);
        return missing > 0 ? READINESS_MESSAGES.migrations(missing) : null;
      } catch (err) {
        if (!isDatabaseUnavailable(err)) fastify.log.warn({ err }, 'readiness: the database check failed');
        return READINESS_MESSAGES.database;
      }
    }

    const readiness: Readiness = {
      async check() {
        if (draining) return READINESS_MESSAGES.draining;
        return databaseProblem();
      },
      async whenReady() {
        for (;;) {
          if (draining) return false;
          if ((await readiness.check()) === null) return true;
          await sleep(RECHECK_MS, undefined, { ref: false });
        }
      },
    };
    fastify.decorate('readiness', readiness);
  },
  { name: 'readiness', dependencies: ['db'] },
);
