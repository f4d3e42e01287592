import fp from 'fastify-plugin';
import { type Database, type PoolStats, openDatabase } from '../../db/client';
import { seedCoupons } from '../../db/seed/coupons';
import { seedCatalogue } from '../../db/seed/seed-catalogue';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: 'pglite' | 'postgres';
    /** False while PostgreSQL cannot be reached: queries then fail at once, answered 503. */
    dbAvailable(): boolean;
    /** The PostgreSQL pool's connections (the metrics); null on PGlite. */
    dbPoolStats(): PoolStats | null;
  }
}

/** Opens the configured database, brings its schema up to date and fills an empty catalogue. */
export default fp(
  async (fastify) => {
    const { database, seedOnStart, seedExampleCoupons } = fastify.config;
    const handle = await openDatabase(database, 'the api (npm start)');
    try {
      await handle.exclusive(async (db, migrate) => {
        await migrate();
        if (seedOnStart) {
          const written = await seedCatalogue(db, 'if-empty');
          if (written > 0) {
            // A new shop gets the example coupons with its catalogue (never in production: everyone knows
            // them); `npm run seed` adds them to an older one.
            const examples = seedExampleCoupons ? await seedCoupons(db) : 0;
            fastify.log.info({ products: written, coupons: examples }, 'seeded the product catalogue');
          }
        }
      });
    } catch (err) {
      // The app will not start: do not leave the pool or the PGlite instance open behind it.
      await handle.close().catch(() => {});
      throw err;
    }
    fastify.addHook('onClose', async () => handle.close());
    handle.onAvailabilityChange((outage) => {
      if (outage) {
        fastify.log.error(
          { err: outage },
          'the database cannot be reached: requests are answered 503 until it is',
        );
      } else {
        fastify.log.info('the database answers again');
      }
    });

    fastify.decorate('db', handle.db);
    fastify.decorate('dbKind', handle.kind);
    fastify.decorate('dbAvailable', () => handle.available());
    fastify.decorate('dbPoolStats', () => handle.poolStats());
    fastify.log.info({ database: handle.kind }, 'database ready');
  },
  { name: 'db', dependencies: ['config'] },
);
