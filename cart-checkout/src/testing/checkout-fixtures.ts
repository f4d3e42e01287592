import type { Address, CartLine } from '@harmony/shared';
import type { ConfirmationState } from '../features/checkout/types/checkout';
import type { RazorpayCheckout, RazorpayFailure, RazorpayOptions } from '../features/checkout/types/razorpay';

export function makeAddress(overrides: Partial<Address> = {}): Address {
  const id = overrides.id ?? 1;
  return {
    id,
    fullname: 'Priya Raman',
    email: 'priya@example.in',
    contact_number: '9876543210',
    address: `${id} Anna Salai`,
    state: 'Tamil Nadu',
    city: 'Chennai',
    pincode: '600002',
    type: 'billing+shipping',
    is_default_billing: false,
    is_default_shipping: false,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The shopper's home: billing and shipping, both defaults (the confirmation preselects it). */
export const home = makeAddress({
  id: 3,
  address: '3 Home Road',
  city: 'Coimbatore',
  pincode: '641001',
  is_default_billing: true,
  is_default_shipping: true,
});

export const stabilizer: CartLine = {
  id: 1,
  title: 'Harmony Stabilizer for 1.5 Ton AC',
  brand: 'Harmony',
  price: '4,999 6,999',
  image: '/images/m1.webp',
  quantity: 2,
};

export const board: CartLine = {
  id: 2,
  title: 'Four-Socket Extension Board',
  brand: 'Harmony',
  price: '1,249.50',
  image: '/images/board.webp',
  quantity: 1,
};

export const shopper = {
  id: 7,
  fullname: 'Priya Raman',
  email: 'priya@example.in',
  contact_number: '9876543210',
};

export function makeConfirmationState(overrides: Partial<ConfirmationState> = {}): ConfirmationState {
  return { cartItems: [stabilizer], user: shopper, discount: 0, couponCode: null, ...overrides };
}

/** A stand-in for checkout.js: records what it was opened with, and lets a test play the shopper. */
export class FakeRazorpay implements RazorpayCheckout {
  static instances: FakeRazorpay[] = [];
  static get last(): FakeRazorpay {
    const instance = FakeRazorpay.instances[FakeRazorpay.instances.length - 1];
    if (!instance) throw new Error('Checkout was never opened');
    return instance;
  }

  readonly listeners: Partial<Record<'payment.failed', (failure: RazorpayFailure) => void>> = {};
  opened = false;

  constructor(readonly options: RazorpayOptions) {
    FakeRazorpay.instances.push(this);
  }

  on(event: 'payment.failed', listener: (failure: RazorpayFailure) => void): void {
    this.listeners[event] = listener;
  }

  open(): void {
    this.opened = true;
  }

  pay() {
    this.options.handler({
      razorpay_order_id: this.options.order_id,
      razorpay_payment_id: 'pay_123',
      razorpay_signature: 'sig_abc',
    });
  }

  fail() {
    this.listeners['payment.failed']?.({
      error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' },
    });
  }

  dismiss() {
    this.options.modal.ondismiss();
  }
}
