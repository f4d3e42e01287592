import { desc, eq } from 'drizzle-orm';
import type { StockReason } from '@harmony/shared/domain';
import { stockMovements } from './backoffice-schema';
import type { Database } from './client';
import { users } from './schema';

export interface NewStockMovement {
  productId: number;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  note: string | null;
  /** The staff account; null for `npm run ops`. */
  actorUserId: number | null;
  at: Date;
}

/** One line of a product's stock history, in the caller's transaction. */
export async function insertStockMovement(tx: Database, movement: NewStockMovement): Promise<number> {
  const [row] = await tx.insert(stockMovements).values(movement).returning({ id: stockMovements.id });
  if (!row) throw new Error('stock movement insert returned no row');
  return row.id;
}

/** A product's stock history, newest first, with the name of who changed it (null: ops, or erased). */
export async function stockMovementsOf(db: Database, productId: number, limit: number) {
  const rows = await db
    .select({
      id: stockMovements.id,
      at: stockMovements.at,
      reason: stockMovements.reason,
      delta: stockMovements.delta,
      stockAfter: stockMovements.stockAfter,
      note: stockMovements.note,
      actorName: users.fullname,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorUserId))
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.at), desc(stockMovements.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, reason: row.reason as StockReason }));
}
