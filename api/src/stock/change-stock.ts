import { MAX_STOCK_UNITS, type StockReason, stockAfterChange } from '@harmony/shared/domain';
import type { Actor } from '../db/audit-repository';
import { auditedWrite } from '../db/audited-write';
import type { Database } from '../db/client';
import { insertStockMovement } from '../db/stock-movements-repository';
import { type StockRow, heldUnits, stockRow, updateStockRow } from '../db/stock-repository';

// Staff changing a product's stock, from the back office or `npm run ops`: one workflow, so both keep
// the history and the audit log, and neither can break a checkout's hold.
//
// products.stock is the AVAILABLE count: a checkout's hold took its units out of it already. So a
// change works on available units only; held units stay with their order (paid: sold; dropped: back
// on the shelf). The product's row is locked for the change, as checkout locks it to take units, so a
// checkout racing the change either takes its units first (and the change sees fewer) or waits for it.

export type StockRefusal = 'no-product' | 'changed' | 'not-enough' | 'too-many';

/** A refused change, with the product as it is (for the page to show) and its held units. */
export class StockChangeError extends Error {
  constructor(
    readonly reason: StockRefusal,
    readonly product?: StockRow,
    readonly held = 0,
  ) {
    super(`stock change refused: ${reason}`);
    this.name = 'StockChangeError';
  }
}

export interface StockChange {
  productId: number;
  reason: StockReason;
  /** Received, returned, damaged: how many units; correction: the available count itself. */
  units: number;
  note: string | null;
  /** The available units the page showed; another count now is 'changed'. Ops changes name none. */
  expectedStock?: number;
}

/** The product under its lock, for auditedWrite. */
function lockedProduct(productId: number) {
  return {
    lock: (tx: Database) => stockRow(tx, productId, true),
    missing: () => new StockChangeError('no-product'),
  };
}

/** Applies one change with its history line and audit line; answers the product before and after. */
export async function changeStock(
  db: Database,
  change: StockChange,
  actor: Actor,
  now: Date,
): Promise<{ before: StockRow; after: StockRow }> {
  return auditedWrite(db, actor, now, {
    ...lockedProduct(change.productId),
    async check(tx, before) {
      if (change.expectedStock !== undefined && before.stock !== change.expectedStock) {
        throw new StockChangeError('changed', before);
      }
      const stock = stockAfterChange(before.stock, change.reason, change.units);
      if (stock < 0) {
        const held = (await heldUnits(tx, [before.id])).get(before.id) ?? 0;
        throw new StockChangeError('not-enough', before, held);
      }
      if (stock > MAX_STOCK_UNITS) throw new StockChangeError('too-many', before);
    },
    async write(tx, before) {
      const stock = stockAfterChange(before.stock, change.reason, change.units);
      await updateStockRow(tx, before.id, { stock }, now);
      await insertStockMovement(tx, {
        productId: before.id,
        delta: stock - before.stock,
        stockAfter: stock,
        reason: change.reason,
        note: change.note,
        actorUserId: actor.via === 'ops' ? null : actor.userId,
        at: now,
      });
      return { before, after: { ...before, stock } };
    },
    audit: (before, { after }) => ({
      action: 'stock.change',
      objectType: 'product',
      objectId: before.id,
      before: { stock: before.stock },
      after: { stock: after.stock, reason: change.reason, units: change.units, note: change.note },
    }),
  });
}

/**
 * Sets the level at or below which the product counts as low on stock. The same level again changes
 * nothing and logs nothing.
 */
export async function setLowStockLevel(
  db: Database,
  productId: number,
  level: number,
  actor: Actor,
  now: Date,
): Promise<{ product: StockRow; changed: boolean }> {
  return auditedWrite<StockRow, { product: StockRow; changed: boolean }>(db, actor, now, {
    ...lockedProduct(productId),
    already: (before) => (before.lowStockLevel === level ? { product: before, changed: false } : undefined),
    async write(tx, before) {
      await updateStockRow(tx, productId, { lowStockLevel: level }, now);
      return { product: { ...before, lowStockLevel: level }, changed: true };
    },
    audit: (before) => ({
      action: 'stock.low_level',
      objectType: 'product',
      objectId: productId,
      before: { low_stock_level: before.lowStockLevel },
      after: { low_stock_level: level },
    }),
  });
}
