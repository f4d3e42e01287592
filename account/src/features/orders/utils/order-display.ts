import {
  formatRupees,
  priceToPaise,
  quantityForTotals,
  taxOn,
  type Order,
  type OrderItem,
  type Paise,
} from '@harmony/shared';

/** The status as a style class: "OUT_FOR_DELIVERY" → "out_for_delivery" (SPEC §2 My Orders). */
export function statusClass(status: unknown): string {
  return String(status ?? '')
    .trim()
    .toLowerCase();
}

/** "out_for_delivery" → "Out for delivery". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
}

/** Order screens show rupees with exactly two decimals: "₹4,999.00". */
export function formatOrderAmount(paise: Paise): string {
  return formatRupees(paise, { exact: true });
}

/** One unit of the line in paise: the api's integer when it sent one, else the price text read. */
export function unitPricePaise(item: Pick<OrderItem, 'price' | 'unit_price_paise'>): Paise {
  const exact = item.unit_price_paise;
  return typeof exact === 'number' && Number.isFinite(exact) ? exact : priceToPaise(item.price);
}

/** What a field shows when the order does not have it. */
export const NOT_AVAILABLE = 'N/A';

/** Text or 'N/A' when blank. */
export function orNotAvailable(value: unknown): string {
  return typeof value === 'string' && value.trim() ? value.trim() : NOT_AVAILABLE;
}

/** The order's phone numbers joined by ', ' (a list, or one number as text), else 'N/A'. */
export function phoneText(phone: unknown): string {
  const numbers = (Array.isArray(phone) ? phone : [phone]).filter(
    (value): value is string | number =>
      (typeof value === 'string' && value.trim() !== '') || typeof value === 'number',
  );
  return numbers.length > 0 ? numbers.map((value) => String(value).trim()).join(', ') : NOT_AVAILABLE;
}

export interface OrderPriceDetails {
  subtotal: Paise;
  tax: Paise;
  total: Paise;
}

/** The GST rate the order was charged (its own, whatever the rate is today), or null when not given. */
export function orderTaxRate(order: Pick<Order, 'tax_rate_percent'>): number | null {
  const percent = order.tax_rate_percent;
  return typeof percent === 'number' && percent >= 0 && percent <= 100 ? percent : null;
}

function itemsSubtotal(items: readonly OrderItem[]): Paise {
  return items.reduce((sum, item) => sum + unitPricePaise(item) * quantityForTotals(item.quantity), 0);
}

/**
 * SPEC §9 order detail: the tax is the order's rate of the subtotal of the lines shown; Total Amount =
 * subtotal + tax.
 */
export function orderPriceDetails(items: readonly OrderItem[], percent: number): OrderPriceDetails {
  const subtotal = itemsSubtotal(items);
  const tax = taxOn(subtotal, percent);
  return { subtotal, tax, total: subtotal + tax };
}

/** The discount of an order in paise: 0 when it has none. */
export function orderDiscount(order: Pick<Order, 'discount'>): Paise {
  const discount = order.discount;
  return typeof discount === 'number' && Number.isFinite(discount) && discount > 0 ? Math.round(discount) : 0;
}

const storedAmount = (value: unknown): value is Paise => typeof value === 'number' && Number.isFinite(value);

/** The delivery charge and COD fee of an order in paise: 0 when it has neither. */
export function orderCharges(order: Pick<Order, 'shipping' | 'cod_fee'>): Paise {
  return [order.shipping, order.cod_fee].reduce<Paise>(
    (sum, value) => sum + (storedAmount(value) && value > 0 ? Math.round(value) : 0),
    0,
  );
}

export interface ChargedPriceDetails {
  subtotal: Paise;
  discount: Paise;
  couponCode: string | null;
  /** Null only when the answer has neither the amount nor the rate to work it out at. */
  tax: Paise | null;
  total: Paise | null;
  percent: number | null;
}

/**
 * The whole order's amounts as the api stored them, which are what was charged (tax on the subtotal less
 * the discount). An amount the answer lacks is worked out from the others.
 */
export function chargedPriceDetails(
  order: Pick<
    Order,
    | 'items'
    | 'subtotal'
    | 'discount'
    | 'coupon_code'
    | 'shipping'
    | 'cod_fee'
    | 'tax'
    | 'tax_rate_percent'
    | 'total'
  >,
): ChargedPriceDetails {
  const discount = orderDiscount(order);
  const percent = orderTaxRate(order);
  const subtotal = storedAmount(order.subtotal) ? order.subtotal : itemsSubtotal(order.items ?? []);
  const taxable = Math.max(0, subtotal - discount) + orderCharges(order);
  const tax = storedAmount(order.tax) ? order.tax : percent === null ? null : taxOn(taxable, percent);
  const total = storedAmount(order.total) ? order.total : tax === null ? null : taxable + tax;
  const couponCode =
    typeof order.coupon_code === 'string' && order.coupon_code.trim() ? order.coupon_code.trim() : null;
  return { subtotal, discount, couponCode, tax, total, percent };
}

/** The product id passed in navigation state ({ productId }) by My Orders, or null. */
export function productIdFrom(state: unknown): number | null {
  const raw = (state as { productId?: unknown } | null)?.productId;
  const id = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/** SPEC §2: with a product id, only that product's lines; every line when none (or no such line). */
export function linesToShow<T extends Pick<OrderItem, 'product_id'>>(
  items: readonly T[],
  productId: number | null,
): T[] {
  if (productId === null) return [...items];
  const matching = items.filter((item) => Number(item.product_id) === productId);
  return matching.length > 0 ? matching : [...items];
}
