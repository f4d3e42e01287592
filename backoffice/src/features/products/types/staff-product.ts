import type { SpecSectionName } from '@harmony/shared/domain';

/** A row of GET /api/admin/products. */
export interface StaffProductRow {
  id: number;
  slug: string;
  title: string;
  brand: string;
  /** The listing picture, or null before one is uploaded. */
  image: string | null;
  price_paise: number;
  original_price_paise: number | null;
  stock: number;
  published: boolean;
}

export interface ProductPicture {
  id: number;
  url: string;
  position: number;
}

export interface HistoryLine {
  at: string;
  by: string;
  action: string;
  before: unknown;
  after: unknown;
}

/** GET /api/admin/products/{productId}: the product as the editor edits it. */
export interface StaffProduct extends StaffProductRow {
  category: string | null;
  label: string | null;
  input_voltage: string;
  output_voltage: string;
  summary: string;
  description: string;
  specs: Array<{ section: SpecSectionName; rows: Array<{ label: string; value: string }> }>;
  hsn: string;
  pictures: ProductPicture[];
  /** What the editor saw: sent back with a save or a publication (a different one now is 409). */
  version: string;
  updated_at: string;
  history: HistoryLine[];
}

/** A category the editor offers (GET /api/categories). */
export interface Category {
  slug: string;
  name: string;
}
