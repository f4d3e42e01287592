import { STOCK_CHANGE_MESSAGES, type StockReason, isStockReason } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { StockChangeError, type StockRefusal, changeStock } from '../stock/change-stock';
import { OpsError, wholeId as id } from './input';

// The operator's stock command: the back office's workflow (stock/change-stock.ts) with a reason, so the
// change is in the product's stock history and the audit log (via ops).

export type StockOpsCommand = {
  name: 'stock';
  productId: number;
  reason: StockReason;
  units: number;
  note: string | null;
};

/** `stock <id> <units>`, `stock <id> --add <units>` or `--remove <units>`, with --reason and --note. */
export function parseStockCommand(
  rest: string[],
  o: { add?: string; remove?: string; reason?: string; note?: string },
): StockOpsCommand {
  const productId = id(rest[0], 'The product id');
  if (o.add && o.remove) throw new OpsError('stock takes --add or --remove, not both.');
  const given = o.add ?? o.remove ?? rest[1] ?? '';
  if (!/^\d{1,6}$/.test(given)) throw new OpsError(`Units must be a whole number, not "${given}".`);
  // A count is a correction; what is added was received or returned; what is removed, damaged.
  const fitting: readonly StockReason[] = o.add
    ? ['received', 'returned']
    : o.remove
      ? ['damaged']
      : ['correction'];
  const reason = o.reason ?? fitting[0];
  if (!isStockReason(reason) || !fitting.includes(reason)) {
    throw new OpsError(
      `--reason ${reason} does not fit: a count is a correction, --add is received or returned, --remove is damaged.`,
    );
  }
  const units = Number(given);
  if (units === 0 && reason !== 'correction') throw new OpsError(STOCK_CHANGE_MESSAGES.unitsNeeded);
  const note = o.note?.trim() || null;
  if (note !== null && note.length > 200) throw new OpsError('--note must be at most 200 characters.');
  return { name: 'stock', productId, reason, units, note };
}

export async function stockCommand(db: Database, c: StockOpsCommand, now: Date): Promise<string[]> {
  try {
    const { after } = await changeStock(
      db,
      { productId: c.productId, reason: c.reason, units: c.units, note: c.note },
      { via: 'ops' },
      now,
    );
    return [`Product #${after.id} ${after.title}: ${after.stock} in stock (${c.reason}).`];
  } catch (err) {
    if (!(err instanceof StockChangeError)) throw err;
    const held = err.held > 0 ? ` (${err.held} more held by unpaid checkouts)` : '';
    // 'changed' needs an expected count, which the operator's command never names.
    const refusals: Record<StockRefusal, string> = {
      'no-product': `There is no product #${c.productId}.`,
      'not-enough': `Product #${c.productId} has ${err.product?.stock ?? 0} in stock${held}: it cannot lose ${c.units}.`,
      'too-many': STOCK_CHANGE_MESSAGES.tooMany,
      changed: `Product #${c.productId} changed while this ran; try again.`,
    };
    throw new OpsError(refusals[err.reason]);
  }
}
