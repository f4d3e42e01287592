import type { CapacityUnit } from '@harmony/shared/catalog-query';
import type { SpecSection } from '../schema';

/** The categories drizzle/0004_search.sql creates, in their order. */
export const CATEGORY_SLUGS = [
  'ac-stabilizers',
  'mainline-stabilizers',
  'appliance-stabilizers',
  'extension-boards',
  'accessories',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** A catalogue entry as the seed writes it: rupees here, paise in the table. */
export interface SeedProduct {
  id: number;
  slug: string;
  title: string;
  brand: string;
  /** Units on hand when the catalogue is first seeded; re-seeding never changes an operator's count. */
  stock: number;
  /** An AC stabilizer's tonnage, any other stabilizer's kVA; none for boards and accessories. */
  capacity?: { value: number; unit: CapacityUnit };
  price: number;
  original?: number;
  input: string;
  output: string;
  summary: string;
  description: string;
  label?: 'Bestseller' | 'New' | 'Sale';
  /** Its HSN code when it is not its shelf's (catalogue.ts). */
  hsn?: string;
  specs: SpecSection[];
}
