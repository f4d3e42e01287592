import { SPEC_SECTIONS } from '@harmony/shared/domain';
import type { StaffProduct, StaffProductRow } from '../../types/staff-product';

// Products as the api answers them, for the screens' tests: Harmony M1 as the seed makes it.

export const productRow = (fields: Partial<StaffProductRow> = {}): StaffProductRow => ({
  id: 1,
  slug: 'harmony-m1',
  title: 'Harmony M1',
  brand: 'Harmony',
  image: '/api/images/products/harmony-m1.svg',
  price_paise: 499_900,
  original_price_paise: 699_900,
  stock: 48,
  published: true,
  ...fields,
});

export const staffProduct = (fields: Partial<StaffProduct> = {}): StaffProduct => ({
  ...productRow(),
  category: 'ac-stabilizers',
  label: 'Bestseller',
  input_voltage: '130-290 V',
  output_voltage: '200-240 V',
  summary: 'A stabilizer for a 1.5 ton AC.',
  description: '<p>Keeps an AC safe.</p>',
  specs: SPEC_SECTIONS.map((section) => ({ section, rows: [{ label: 'Model Name', value: 'M1' }] })),
  hsn: '8504',
  pictures: [],
  version: 'v1',
  updated_at: '2026-11-21T10:35:00.000Z',
  history: [],
  ...fields,
});
