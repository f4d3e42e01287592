import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orderTotals, paiseToRupees } from '@harmony/shared/domain';
import type { App } from '../app';
import { orders, products } from '../db/schema';
import type { LoggedIn } from './users';

/** Fixed secrets, so a test can sign what the sandbox or Razorpay would. */
export const SANDBOX_KEY_SECRET = 'sandbox-key-secret-for-tests-0123456789';
export const SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret-for-tests-0123456789';
export const sandboxSecrets = {
  sandboxKeySecret: SANDBOX_KEY_SECRET,
  sandboxWebhookSecret: SANDBOX_WEBHOOK_SECRET,
};

export interface Line {
  product_id: number;
  quantity: number;
  size?: string;
}

export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/**
 * The grand total of the lines at the catalogue's current prices with the delivery charge in force, in
 * rupees (what the page sends); `codFeePaise` for an order paid in cash.
 */
export async function grandTotalRupees(app: App, lines: Line[], codFeePaise = 0): Promise<number> {
  const priced = [];
  for (const line of lines) {
    const [product] = await app.db.select().from(products).where(eq(products.id, line.product_id));
    assert.ok(product, `product ${line.product_id}`);
    priced.push({ price: paiseToRupees(product.pricePaise), quantity: line.quantity });
  }
  const charges = { shipping: app.config.shipping, codFeePaise };
  return paiseToRupees(orderTotals(priced, 0, app.config.invoice.taxRateBp / 100, charges).grandTotal);
}

/** The id of the address registration made (type billing+shipping). */
export async function firstAddressId(app: App, user: LoggedIn): Promise<number> {
  const res = await app.inject({ method: 'GET', url: '/api/users/addresses', headers: user.auth });
  assert.equal(res.statusCode, 200, res.body);
  const [address] = res.json();
  assert.ok(address, 'registration made an address');
  return address.id;
}

export async function addAddress(app: App, user: LoggedIn, type: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/addresses',
    headers: user.auth,
    payload: {
      fullname: 'Asha Menon',
      email: 'asha@example.in',
      contact_number: '9876543210',
      address: `${type} street 4`,
      state: 'Tamil Nadu',
      city: 'Chennai',
      pincode: '600001',
      type,
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id;
}

/** The SPEC §7 payload for the lines, with the right amount and the user's first address for both. */
export async function checkoutBody(
  app: App,
  user: LoggedIn,
  lines: Line[],
  overrides: Record<string, unknown> = {},
) {
  const addressId = await firstAddressId(app, user);
  return {
    amount: await grandTotalRupees(app, lines),
    user_id: user.id,
    cartItems: lines.map((line) => ({
      ...line,
      price: 'ignored',
      title: 'ignored',
      brand: 'ignored',
      image: 'ignored',
    })),
    shipping_address: addressId,
    billing_address: addressId,
    ...overrides,
  };
}

export function createOrder(app: App, user: LoggedIn, payload: object) {
  return app.inject({ method: 'POST', url: '/api/payment/create-order', headers: user.auth, payload });
}

export function verify(app: App, user: LoggedIn, payload: object) {
  return app.inject({ method: 'POST', url: '/api/payment/verify', headers: user.auth, payload });
}

/** What the sandbox checkout hands the handler after "Pay". */
export async function sandboxPay(app: App, gatewayOrderId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/authorize',
    payload: { order_id: gatewayOrderId },
  });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/** create-order for the lines; asserts 201 and answers the gateway order and the local id. */
export async function startCheckout(app: App, user: LoggedIn, lines: Line[]) {
  const res = await createOrder(app, user, await checkoutBody(app, user, lines));
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as {
    razorpayOrder: { id: string; amount: number; currency: string };
    localOrderId: number;
  };
}

export async function addToCart(app: App, user: LoggedIn, productId: number, quantity: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: user.auth,
    payload: { product_id: productId, quantity },
  });
  assert.equal(res.statusCode, 200, res.body);
}

export async function cartOf(app: App, user: LoggedIn) {
  return (await app.inject({ method: 'GET', url: '/api/cart', headers: user.auth })).json().cart as unknown[];
}

export async function orderRow(app: App, orderId: number) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  assert.ok(row, `order ${orderId}`);
  return row;
}

/** A Razorpay-shaped webhook delivery, signed with the secret. */
export function webhook(
  app: App,
  secret: string,
  event: object,
  options: { eventId?: string; signature?: string } = {},
) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? hmacHex(secret, payload),
      ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
    },
    payload,
  });
}

/** payment.captured as Razorpay sends it (the parts the api reads, and a few more). */
export function paymentCaptured(gatewayOrderId: string, paymentId: string, amount: number, method = 'upi') {
  return {
    entity: 'event',
    account_id: 'acc_BFQ7uQEaa7j2z7',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: gatewayOrderId,
          method,
          captured: true,
          email: 'asha@example.in',
          contact: '+919876543210',
        },
      },
    },
    created_at: 1767225600,
  };
}
