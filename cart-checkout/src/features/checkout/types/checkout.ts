import type { CartLine, OrderTotals, Paise, PaymentMethodChoice } from '@harmony/shared';

/** Who is paying, as the cart passes it (the stored user). */
export interface CheckoutUser {
  id: number;
  fullname: string;
  email: string;
  contact_number: string;
}

/**
 * The navigation state /order-confirmation needs (SPEC §2): the cart lines, the user and the discount,
 * and the code of the coupon that gave it. The discount is integer paise, like every amount in the code;
 * the code is null without a coupon (SPEC's state has only the discount).
 */
export interface ConfirmationState {
  cartItems: CartLine[];
  user: CheckoutUser;
  discount: Paise;
  couponCode: string | null;
}

/** The order's amounts in paise, and the GST rate (the api's) they were worked out at. */
export interface PricedOrder extends OrderTotals {
  taxRatePercent: number;
}

/**
 * GET /api/payment/config: which checkout to load (the api's sandbox or Razorpay), its public key, and
 * the GST rate new orders are charged.
 */
export interface PaymentConfig {
  gateway: 'sandbox' | 'razorpay';
  keyId: string;
  checkoutScriptUrl: string;
  taxRatePercent: number;
}

/** One cart line as POST /api/payment/create-order takes it (SPEC §3 Payment cart line). */
export interface PaymentCartItem {
  product_id: number;
  quantity: number;
  price: string;
  title: string;
  brand: string;
  image: string;
  size: string | null;
}

export interface CreateOrderRequest {
  /** The grand total in rupees, two decimals (the api recomputes it and refuses a mismatch). */
  amount: number;
  user_id: number;
  cartItems: PaymentCartItem[];
  shipping_address: number;
  billing_address: number;
  /** The applied coupon: the api prices it again and refuses (422, its words) a code that no longer applies. */
  coupon_code?: string;
  /** A business buyer's GSTIN and legal name for the tax invoice; refused (400, per field) if wrong. */
  buyer_gstin?: string;
  buyer_legal_name?: string;
  /** Cash on Delivery; online when absent. */
  payment_method?: PaymentMethodChoice;
}

/** POST /api/payment/create-order → 201 (SPEC §3 Payment order response). */
export interface CreatedPaymentOrder {
  razorpayOrder: { id: string; amount: number; currency: string };
  localOrderId: number;
}

/** What checkout hands the handler (SPEC §3 Payment result) and POST /api/payment/verify takes. */
export interface PaymentResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** POST /api/payment/verify → 200. */
export interface VerifiedPayment {
  success: true;
  message?: string;
  orderId: number;
  paymentMethod: string | null;
}
