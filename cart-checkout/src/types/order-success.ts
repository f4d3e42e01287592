import type { CartLine, Paise } from '@harmony/shared';

/**
 * The navigation state of /order-success (SPEC §3): amounts in integer paise, addresses as text,
 * the date as ISO 8601.
 */
export interface OrderSuccessState {
  user: { name: string; email: string; contact_number: string };
  billingAddress: string;
  shippingAddress: string;
  cartItems: CartLine[];
  discount: Paise;
  /** The coupon that gave the discount; null without one. */
  couponCode: string | null;
  /** The delivery charge (SPEC's "Shipping", ₹0 unless a fee is set) and the Cash on Delivery fee. */
  shipping: Paise;
  codFee: Paise;
  tax: Paise;
  /** The GST rate the tax was worked out at; null when the state came without it. */
  taxRatePercent: number | null;
  grandTotal: Paise;
  paymentMethod: string | null;
  orderId: number | string;
  date: string;
  /** A Cash on Delivery order just placed: the page asks for the mailed code. */
  codToConfirm?: boolean;
}
