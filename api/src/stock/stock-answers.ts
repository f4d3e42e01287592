import { isLowStock } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { stockMovementsOf } from '../db/stock-movements-repository';
import { type StockRow, heldUnits, stockPage, stockRow } from '../db/stock-repository';

// What the back office reads of stock: the list and one product's stock with its history.

/** Products a page of the stock list shows. */
export const STOCK_PAGE_SIZE = 50;
/** Stock changes one product's page shows, newest first. */
const HISTORY_LENGTH = 100;

function stockProduct(row: StockRow, held: number) {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    stock: row.stock,
    held,
    low_stock_level: row.lowStockLevel,
    low: isLowStock(row.stock, row.lowStockLevel),
    published: row.published,
  };
}

export async function stockList(db: Database, view: { q?: string; low?: boolean; after?: number }) {
  const rows = await stockPage(db, view, STOCK_PAGE_SIZE);
  const page = rows.slice(0, STOCK_PAGE_SIZE);
  const held = await heldUnits(
    db,
    page.map((row) => row.id),
  );
  return {
    products: page.map((row) => stockProduct(row, held.get(row.id) ?? 0)),
    next: rows.length > STOCK_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

/** One product's stock and history; undefined when there is no such product. */
export async function stockDetail(db: Database, productId: number) {
  const row = await stockRow(db, productId);
  if (!row) return undefined;
  const [held, movements] = await Promise.all([
    heldUnits(db, [productId]),
    stockMovementsOf(db, productId, HISTORY_LENGTH),
  ]);
  return {
    product: stockProduct(row, held.get(productId) ?? 0),
    movements: movements.map((m) => ({
      id: m.id,
      at: m.at.toISOString(),
      reason: m.reason,
      delta: m.delta,
      stock_after: m.stockAfter,
      note: m.note,
      by: m.actorName ?? 'ops',
    })),
  };
}
