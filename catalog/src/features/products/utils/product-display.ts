import { parsePriceText, type Product } from '@harmony/shared';

/** SPEC §2: a product without a readable price (or no product at all) is not shown. */
export function isDisplayableProduct(product: Product | null | undefined): product is Product {
  return product != null && parsePriceText(product.price) !== null;
}

/** The id of /description/{id}: a positive whole number, else null (the page then says not found). */
export function parseProductId(param: string | undefined): number | null {
  if (!param || !/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
