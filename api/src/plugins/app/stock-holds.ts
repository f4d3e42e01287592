import fp from 'fastify-plugin';
import { cancelExpiredCodOrders } from '../../orders/cod-confirmation';
import { releaseExpiredHolds } from '../../orders/expire-holds';

export interface StockHolds {
  /** Gives back the units of every hold past its time; answers the orders released. */
  releaseExpired(): Promise<number[]>;
  /** Cancels the COD orders unconfirmed past COD_CONFIRM_HOURS, their units given back; answers them. */
  cancelUnconfirmedCod(): Promise<number[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stockHolds: StockHolds;
  }
}

/**
 * Every process sweeps the expired holds (orders/expire-holds.ts) and the unconfirmed COD orders
 * (orders/cod-confirmation.ts) each RESERVATION_SWEEP_SECONDS.
 */
export default fp(
  async (fastify) => {
    const { db, config, log } = fastify;
    const stockHolds: StockHolds = {
      releaseExpired: () => releaseExpiredHolds({ db, config, log }),
      cancelUnconfirmedCod: () => cancelExpiredCodOrders({ db, config, log }),
    };
    let sweeping: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      sweeping = stockHolds
        .releaseExpired()
        .then(() => stockHolds.cancelUnconfirmedCod())
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
