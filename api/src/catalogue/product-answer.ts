import { formatPriceText } from '@harmony/shared/domain';
import type { ProductRecord } from '../db/products-repository';
import { type Product, productImagePath } from '../schemas/products';
import { sanitizeDescription } from './sanitize-description';

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
