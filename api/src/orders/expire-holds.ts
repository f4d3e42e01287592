import { releaseHolds } from '../db/stock-repository';
import type { OrderDeps } from './order-deps';

/**
 * Gives back the units of every hold past its time (create-order holds an order's units for
 * RESERVATION_MINUTES); answers the orders released. The release is a single claim per hold, so
 * processes sweeping at once never give back the same units twice.
 */
export async function releaseExpiredHolds({ db, config, log }: Pick<OrderDeps, 'db' | 'config' | 'log'>) {
  const now = config.now();
  const released = await releaseHolds(db, { expiredBy: now }, now);
  if (released.length > 0) log.info({ orders: released }, 'expired stock holds released');
  return released;
}
