import fp from 'fastify-plugin';
import { releaseHolds } from '../../db/stock-repository';

export interface StockHolds {
  /** Gives back the units of every hold past its time; answers the orders released. */
  releaseExpired(): Promise<number[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stockHolds: StockHolds;
  }
}

/**
 * create-order holds an order's units for RESERVATION_MINUTES. Every process sweeps the expired holds
 * each RESERVATION_SWEEP_SECONDS; the release is a single claim per hold, so processes sweeping at
 * once never give back the same units twice.
 */
export default fp(
  async (fastify) => {
    const { db, config, log } = fastify;
    const stockHolds: StockHolds = {
      async releaseExpired() {
        const now = config.now();
        const released = await releaseHolds(db, { expiredBy: now }, now);
        if (released.length > 0) log.info({ orders: released }, 'expired stock holds released');
        return released;
      },
    };
    let sweeping: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      sweeping = stockHolds
        .releaseExpired()
        .catch((err: unknown) => log.warn({ err }, 'stock hold sweep failed; the next one retries'));
    }, config.reservationSweepMs);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
    fastify.decorate('stockHolds', stockHolds);
  },
  { name: 'stock-holds', dependencies: ['config', 'db'] },
);
