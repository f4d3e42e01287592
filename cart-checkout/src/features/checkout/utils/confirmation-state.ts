import { type Address, type CartLine } from '@harmony/shared';
import { formatOrderAddress } from '@harmony/shared/addresses';
import { normalizeCouponCode } from '@harmony/shared/coupons';
import type {
  CheckoutUser,
  ConfirmationState,
  CreatedPaymentOrder,
  PaymentCartItem,
  PricedOrder,
  VerifiedPayment,
} from '../types/checkout';
import type { OrderSuccessState } from '../../../types/order-success';

function isCartLine(value: unknown): value is CartLine {
  const line = value as CartLine | null;
  return typeof line === 'object' && line !== null && Number.isInteger(line.id);
}

function isUser(value: unknown): value is CheckoutUser {
  const user = value as CheckoutUser | null;
  return typeof user === 'object' && user !== null && typeof user.id === 'number';
}

/**
 * The navigation state /order-confirmation needs (cartItems, user, discount in integer paise, and the
 * coupon's code when one gave the discount), or null when it came without one (typed address, a lost
 * history entry) or with an empty cart. A missing code is no coupon; the discount is still read.
 */
export function readConfirmationState(state: unknown): ConfirmationState | null {
  const { cartItems, user, discount, couponCode } = (state ?? {}) as Partial<
    Record<keyof ConfirmationState, unknown>
  >;
  if (!Array.isArray(cartItems) || cartItems.length === 0 || !cartItems.every(isCartLine)) return null;
  if (!isUser(user)) return null;
  const paise =
    typeof discount === 'number' && Number.isFinite(discount) ? Math.max(0, Math.round(discount)) : 0;
  return {
    cartItems,
    user: {
      id: user.id,
      fullname: user.fullname ?? '',
      email: user.email ?? '',
      contact_number: user.contact_number ?? '',
    },
    discount: paise,
    couponCode: normalizeCouponCode(couponCode) || null,
  };
}

/** A cart line as create-order takes it (SPEC §3 Payment cart line). */
export function toPaymentCartItem(line: CartLine & { size?: string | null }): PaymentCartItem {
  return {
    product_id: line.id,
    quantity: line.quantity,
    price: String(line.price ?? ''),
    title: line.title ?? '',
    brand: line.brand ?? '',
    image: line.image ?? '',
    size: line.size ?? null,
  };
}

export interface PaidOrder {
  order: ConfirmationState;
  totals: PricedOrder;
  /** The coupon the order was paid with (null without one). */
  couponCode: string | null;
  billing: Address;
  shipping: Address;
  verified: Pick<VerifiedPayment, 'orderId' | 'paymentMethod'>;
  created: Pick<CreatedPaymentOrder, 'localOrderId'>;
}

/** What /order-success shows of the order just paid for (SPEC §3 Order-success navigation state). */
export function successState({
  order,
  totals,
  couponCode,
  billing,
  shipping,
  verified,
  created,
}: PaidOrder): OrderSuccessState {
  return {
    user: { name: order.user.fullname, email: order.user.email, contact_number: order.user.contact_number },
    billingAddress: formatOrderAddress(billing),
    shippingAddress: formatOrderAddress(shipping),
    cartItems: order.cartItems,
    discount: totals.discount,
    couponCode,
    shipping: totals.shipping,
    codFee: totals.codFee,
    tax: totals.tax,
    taxRatePercent: totals.taxRatePercent,
    grandTotal: totals.grandTotal,
    paymentMethod: verified.paymentMethod ?? null,
    orderId: verified.orderId ?? created.localOrderId,
    date: new Date().toISOString(),
  };
}
