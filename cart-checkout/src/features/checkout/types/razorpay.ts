import type { PaymentResult } from './checkout';

/** The options of Razorpay's checkout.js, as far as Harmony uses them (the api's sandbox takes the same). */
export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  handler(response: PaymentResult): void;
  modal: { ondismiss(): void };
  theme: { color: string };
}

/** What 'payment.failed' hands its listener. */
export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string; metadata?: Record<string, unknown> };
}

export interface RazorpayCheckout {
  on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}
