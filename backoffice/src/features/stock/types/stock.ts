import type { StockReason } from '@harmony/shared/domain';

/** A row of GET /api/admin/stock: available units (held ones are already out of them). */
export interface StockProduct {
  id: number;
  title: string;
  brand: string;
  stock: number;
  held: number;
  low_stock_level: number;
  low: boolean;
  published: boolean;
}

export interface StockPage {
  products: StockProduct[];
  next: number | null;
}

/** The list's view, as its address spells it ('' when unset). */
export interface StockListView {
  q: string;
  low: string;
  after: string;
}

export interface StockMovement {
  id: number;
  at: string;
  reason: StockReason;
  delta: number;
  stock_after: number;
  note: string | null;
  by: string;
}

/** GET /api/admin/stock/{productId}: the product's stock and its history, newest first. */
export interface StockDetail {
  product: StockProduct;
  movements: StockMovement[];
}

/** One change: `expected_stock` is the count this page shows. */
export interface StockChangeRequest {
  reason: StockReason;
  units: number;
  expected_stock: number;
  note?: string;
}
