import { type CartLine } from '@harmony/shared';
import { normalizeCouponCode } from '@harmony/shared/coupons';
import type { OrderSuccessState } from '../../../types/order-success';

const paise = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0;
const rate = (value: unknown) => (typeof value === 'number' && value >= 0 && value <= 100 ? value : null);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The navigation state /order-success shows (SPEC §3), or null when the page was opened without one
 * ('No Order Found'). Missing parts are tolerated: the page says 'Not Provided' for them.
 */
export function readSuccessState(state: unknown): OrderSuccessState | null {
  if (typeof state !== 'object' || state === null) return null;
  const raw = state as Partial<Record<keyof OrderSuccessState, unknown>>;
  const orderId = raw.orderId;
  if (typeof orderId !== 'number' && (typeof orderId !== 'string' || orderId.trim() === '')) return null;
  const user = (typeof raw.user === 'object' && raw.user !== null ? raw.user : {}) as Record<string, unknown>;
  return {
    orderId,
    user: { name: text(user.name), email: text(user.email), contact_number: text(user.contact_number) },
    billingAddress: text(raw.billingAddress),
    shippingAddress: text(raw.shippingAddress),
    cartItems: Array.isArray(raw.cartItems) ? (raw.cartItems as CartLine[]) : [],
    discount: paise(raw.discount),
    couponCode: normalizeCouponCode(raw.couponCode) || null,
    shipping: paise(raw.shipping),
    codFee: paise(raw.codFee),
    tax: paise(raw.tax),
    taxRatePercent: rate(raw.taxRatePercent),
    grandTotal: paise(raw.grandTotal),
    paymentMethod: text(raw.paymentMethod) || null,
    date: text(raw.date),
    codToConfirm: raw.codToConfirm === true,
  };
}

export const NOT_PROVIDED = 'Not Provided';

export function orNotProvided(value: string | null | undefined): string {
  return value?.trim() ? value.trim() : NOT_PROVIDED;
}
