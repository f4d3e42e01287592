import { act } from '@testing-library/react';
import { httpError } from './http-error';
import { removeCoupon } from '../hooks/coupon-store';

/** What POST /api/coupons/quote answers for WELCOME10 on a cart of 11,247.50 (10%, capped at ₹500). */
export const welcomeQuote = {
  code: 'WELCOME10',
  discount: 50000,
  description: '10% off your first order, up to ₹500',
};

/** What the page asks for WELCOME10 on the fixtures' cart: two stabilizers (product 1) and a board (2). */
export const welcomeQuoteRequest = {
  code: 'WELCOME10',
  cartItems: [
    { product_id: 1, quantity: 2 },
    { product_id: 2, quantity: 1 },
  ],
};

/** The api refusing a code: 422 (400 for an empty one) with its usual error body. */
export function couponRefused(message: string, status = 422): Error {
  return httpError(status, {
    statusCode: status,
    error: status === 400 ? 'Bad Request' : 'Unprocessable Entity',
    message,
  });
}

/** A promise the test settles when it wants: the wait in between is what the screen shows as progress. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** The page's coupon is module state: each test starts without one. */
export function noCouponForEachTest(): void {
  beforeEach(() => act(() => removeCoupon()));
  afterEach(() => act(() => removeCoupon()));
}
