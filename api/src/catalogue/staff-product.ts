import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import type { ProductRecord } from '../db/products-repository';
import { findStaffProduct, picturesOf } from '../db/staff-products-repository';
import { productImagePath } from '../schemas/products';
import type { StaffProduct } from '../schemas/staff-products';
import { objectHistory } from '../staff/object-history';

/** products.image_file of a product with no picture yet: only an unpublished one can be without. */
export const NO_PICTURE = '';

/** The listing picture's address, or null before the product has one. */
export const listingPicture = (imageFile: string) =>
  imageFile === NO_PICTURE ? null : productImagePath(imageFile);

/** What the editor changes, as the api names it: the audit line's before and after are parts of it. */
export function editableOf(row: ProductRecord) {
  return {
    title: row.title,
    brand: row.brand,
    category: row.category,
    price_paise: row.pricePaise,
    original_price_paise: row.originalPricePaise,
    label: row.label,
    input_voltage: row.inputVoltage,
    output_voltage: row.outputVoltage,
    summary: row.summary,
    description: row.description,
    // Keys in one order: jsonb hands them back sorted its own way, and fields are compared as JSON.
    specs: row.specs.map(({ section, rows }) => ({
      section,
      rows: rows.map(({ label, value }) => ({ label, value })),
    })),
    hsn: row.hsn,
  };
}

/**
 * What the editor saw, as a short fingerprint of the fields it edits and whether the product is
 * published. Not updated_at: a shopper's checkout moves that with the stock, and a sale must not
 * refuse a price change as stale. Pictures are left out: they change through their own calls.
 */
export function productVersion(row: ProductRecord): string {
  const seen = JSON.stringify({ ...editableOf(row), published: row.published });
  return createHash('sha256').update(seen).digest('base64url').slice(0, 22);
}

/** A row of the back office's product list. */
export function staffProductRow(
  row: Pick<
    ProductRecord,
    | 'id'
    | 'slug'
    | 'title'
    | 'brand'
    | 'imageFile'
    | 'pricePaise'
    | 'originalPricePaise'
    | 'stock'
    | 'published'
  >,
) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    brand: row.brand,
    image: listingPicture(row.imageFile),
    price_paise: row.pricePaise,
    original_price_paise: row.originalPricePaise,
    stock: row.stock,
    published: row.published,
  };
}

/** The product as staff edit it, with its pictures in order and its history; undefined when there is none. */
export async function staffProduct(db: Database, id: number): Promise<StaffProduct | undefined> {
  const row = await findStaffProduct(db, id);
  if (!row) return undefined;
  const [pictures, history] = await Promise.all([picturesOf(db, id), objectHistory(db, 'product', id)]);
  return {
    ...staffProductRow(row),
    ...editableOf(row),
    // Written by the editor or the seed, always in the eight sections (the catalogue checks it too).
    specs: row.specs as StaffProduct['specs'],
    pictures: pictures.map((picture) => ({
      id: picture.id,
      url: productImagePath(picture.file),
      position: picture.position,
    })),
    version: productVersion(row),
    updated_at: row.updatedAt.toISOString(),
    history,
  };
}
