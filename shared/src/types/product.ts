import type { CatalogSort } from '../domain/catalog-query';

export interface SpecRow {
  label: string;
  value: string;
}

export interface SpecSection {
  section: string;
  rows: SpecRow[];
}

/** A product as the api answers it (SPEC §3): price is text, "4,999" or "4,999 6,999". */
export interface Product {
  id: number;
  title: string;
  brand: string;
  price: string;
  image: string;
  inputvoltage: string;
  outputvoltage: string;
  description: string;
  label: string | null;
  description1: string;
  specs: SpecSection[];
  /** Units that can be ordered (a few seconds old: create-order checks the live count). */
  stock: number;
}

/** What a filter can offer: each count applies the search and every other filter, not its own. */
export interface CatalogFacets {
  categories: { slug: string; name: string; count: number }[];
  brands: { name: string; count: number }[];
  /** value is the address's spelling (1.5ton, 5kva); label the shopper's (1.5 ton, 5 kVA). */
  capacities: { value: string; label: string; count: number }[];
  /** Rupees; null when nothing matches. */
  price: { min: number | null; max: number | null };
  in_stock: number;
}

/** One page of a search or browse (GET /api/products with any parameter). */
export interface CatalogPage {
  products: Product[];
  total: number;
  page: number;
  per_page: number;
  pages: number;
  sort: CatalogSort;
  facets: CatalogFacets;
}

/** A product as the search field suggests it while the shopper types. */
export type ProductSuggestion = Pick<Product, 'id' | 'title' | 'image' | 'price'>;

/** A cart line: the product's fields plus the quantity (kept locally under the key `cart` for guests). */
/**
 * A cart line. The guest cart keeps the product's fields as SPEC §3 lists them (the voltages,
 * description, label, description1); a server cart line carries what the api answers.
 */
export interface CartLine {
  id: number;
  title: string;
  brand: string;
  price: string;
  image: string;
  quantity: number;
  inputvoltage?: string;
  outputvoltage?: string;
  description?: string;
  label?: string | null;
  description1?: string;
}
