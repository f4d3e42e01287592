import { asc, getTableColumns } from 'drizzle-orm';
import { formatPriceText } from '@harmony/shared/domain';
import { productImagePath } from '../images/product-images';
import { sanitizeDescription } from '../catalogue/sanitize-description';
import type { Product } from '../schemas/products';
import type { Database } from './client';
import { type ProductRow, products } from './schema';

/** A product as the api reads it: every column but the search document, which only PostgreSQL reads. */
export type ProductRecord = Omit<ProductRow, 'search'>;

const { search: _search, ...productColumns } = getTableColumns(products);
export { productColumns };

/** The api's product: SPEC §3 field names, the price as text derived from the paise columns. */
export function toApiProduct(row: ProductRecord): Product {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    price: formatPriceText(row.pricePaise, row.originalPricePaise),
    image: productImagePath(row.imageFile),
    inputvoltage: row.inputVoltage,
    outputvoltage: row.outputVoltage,
    // Cleaned on the way out too: a row may have been written by something other than the ops tool.
    description: sanitizeDescription(row.description),
    label: row.label,
    description1: row.summary,
    specs: row.specs as Product['specs'],
    stock: row.stock,
  };
}

export async function listProducts(db: Database): Promise<Product[]> {
  const rows = await db.select(productColumns).from(products).orderBy(asc(products.id));
  return rows.map(toApiProduct);
}
