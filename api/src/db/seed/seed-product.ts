import type { SpecSection } from '../schema';

/** A catalogue entry as the seed writes it: rupees here, paise in the table. */
export interface SeedProduct {
  id: number;
  slug: string;
  title: string;
  brand: string;
  /** Units on hand when the catalogue is first seeded; re-seeding never changes an operator's count. */
  stock: number;
  price: number;
  original?: number;
  input: string;
  output: string;
  summary: string;
  description: string;
  label?: 'Bestseller' | 'New' | 'Sale';
  specs: SpecSection[];
}
