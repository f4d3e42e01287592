/** At or below this many units, a product says how many are left. */
export const LOW_STOCK = 5;

export type AvailabilityKind = 'in_stock' | 'low' | 'out_of_stock';

export function availability(stock: number): AvailabilityKind {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK ? 'low' : 'in_stock';
}

/** What a product page says: In stock, Only N left, or Out of stock. */
export function availabilityText(stock: number): string {
  const kind = availability(stock);
  if (kind === 'out_of_stock') return STOCK_MESSAGES.outOfStock;
  return kind === 'low' ? `Only ${stock} left` : STOCK_MESSAGES.inStock;
}

export const STOCK_MESSAGES = {
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  addDisabled: 'Out of stock: this product cannot be added to the cart until it is back.',
  payRefused: 'Some items in your cart are not available in that quantity. Please update your cart.',
} as const;

/** Why a cart line cannot be bought as it is: out of stock, or more than is left. */
export function lineShortage(title: string, quantity: number, stock: number): string | null {
  if (quantity <= stock) return null;
  return stock <= 0 ? `Out of stock: ${title}.` : `Only ${stock} left of ${title}.`;
}
