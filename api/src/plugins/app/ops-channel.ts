import { chmod, unlink } from 'node:fs/promises';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { opsChannelOf } from '../../db/pglite-lock';
import { OpsError, parseOpsCommand, runOpsCommand } from '../../ops/commands';

/**
 * `npm run ops` while the api runs on the embedded database. PGlite allows one process per folder, so
 * ops cannot open it; instead the api listens on a Unix socket beside the folder (mode 0600: only the
 * account that runs the shop may connect) and runs the command itself, on its own connection, with its
 * own gateway and mailer. One writer on the folder, always. PostgreSQL needs none of this: ops
 * connects to it as the api does.
 */
export default fp(
  async (fastify) => {
    const { database } = fastify.config;
    if (database.kind !== 'pglite' || !database.dataDir) return;
    const socket = opsChannelOf(database.dataDir);
    const channel = Fastify({ logger: false });
    channel.post<{ Body: { argv?: unknown } }>('/ops', async (request, reply) => {
      const { argv } = request.body ?? {};
      if (!Array.isArray(argv) || !argv.every((arg) => typeof arg === 'string')) {
        return reply.code(400).send({ error: 'argv must be a list of strings' });
      }
      try {
        const lines = await runOpsCommand(fastify.db, parseOpsCommand(argv), {
          // The operator waits for the command: its mail goes before the answer.
          cancellation: async () => ({ ...fastify.orderDeps, later: (task) => task() }),
          // A backup is dumped through the api's own connection; a restore is refused while it runs.
          backups: { config: fastify.config, running: fastify.db },
        });
        fastify.log.info({ command: argv[0] }, 'ops command run through the api');
        return { lines };
      } catch (err) {
        if (err instanceof OpsError) return reply.code(422).send({ error: err.message });
        fastify.log.error({ err, command: argv[0] }, 'ops command failed');
        return reply.code(500).send({ error: `ops failed: ${(err as Error).message}` });
      }
    });
    // A socket file left by an api that died would refuse the listen; this process holds the folder's lock.
    await unlink(socket).catch(() => {});
    await channel.listen({ path: socket });
    await chmod(socket, 0o600);
    fastify.addHook('onClose', async () => {
      await channel.close();
      await unlink(socket).catch(() => {});
    });
  },
  { name: 'ops-channel', dependencies: ['config', 'db', 'orders'] },
);
