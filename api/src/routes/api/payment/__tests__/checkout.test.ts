import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { orderItems, orders } from '../../../../db/schema';
import { databaseTargets } from '../../../../test-support/databases';
import {
  SANDBOX_KEY_SECRET,
  addAddress,
  addToCart,
  cartOf,
  checkoutBody,
  createOrder,
  firstAddressId,
  hmacHex,
  orderRow,
  sandboxPay,
  sandboxSecrets,
  startCheckout,
  verify,
} from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, mailsTo, newUser } from '../../../../test-support/users';

const M1 = 1; // ₹4,999
const SPIKE_GUARD = 19; // ₹549

for (const target of await databaseTargets()) {
  describe(`/api/payment create-order and verify on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
    });
    after(() => t.close());

    const orderCount = async () => (await t.app.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
    const itemCount = async () => (await t.app.db.select({ n: count() }).from(orderItems))[0]?.n ?? 0;

    /** Runs the request and asserts that it created no order and no line. */
    async function refusedWithNothingCreated(u: LoggedIn, payload: object, status: number, message?: string) {
      const [ordersBefore, itemsBefore] = [await orderCount(), await itemCount()];
      const res = await createOrder(t.app, u, payload);
      assert.equal(res.statusCode, status, res.body);
      if (message) assert.equal(res.json().message, message);
      assert.equal(await orderCount(), ordersBefore, 'no order');
      assert.equal(await itemCount(), itemsBefore, 'no line');
      return res;
    }

    test('create-order recomputes the totals from the catalogue and stores a pending order', async () => {
      const u = await newUser(t.app);
      const addressId = await firstAddressId(t.app, u);
      const body = await checkoutBody(t.app, u, [
        { product_id: M1, quantity: 2, size: '1.5 Ton' },
        { product_id: SPIKE_GUARD, quantity: 1 },
      ]);
      assert.equal(body.amount, 11074.35);
      const res = await createOrder(t.app, u, { ...body, cartItems: [...body.cartItems] });
      assert.equal(res.statusCode, 201, res.body);
      const { razorpayOrder, localOrderId } = res.json();
      assert.match(razorpayOrder.id, /^order_[A-Za-z0-9]{14}$/);
      assert.deepEqual(razorpayOrder, { id: razorpayOrder.id, amount: 1_107_435, currency: 'INR' });

      const row = await orderRow(t.app, localOrderId);
      assert.equal(row.userId, u.id);
      assert.equal(row.status, 'pending');
      assert.equal(row.paymentStatus, 'created');
      assert.equal(row.gatewayOrderId, razorpayOrder.id);
      assert.deepEqual(
        [row.subtotalPaise, row.discountPaise, row.taxPaise, row.grandTotalPaise],
        [1_054_700, 0, 52_735, 1_107_435],
      );
      assert.equal(row.billingAddress, '12 MG Road, Indiranagar, Bengaluru, Karnataka - 560001');
      assert.equal(row.shippingAddress, row.billingAddress);
      assert.deepEqual([row.billingAddressId, row.shippingAddressId], [addressId, addressId]);
      assert.equal(row.customerEmail, u.email);
      assert.equal(row.customerPhone, u.mobile);
      assert.equal(row.paidAt, null);

      const lines = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, localOrderId));
      assert.deepEqual(
        lines.map((l) => [l.productId, l.quantity, l.unitPricePaise, l.size, l.title.startsWith('Harmony')]),
        [
          [M1, 2, 499_900, '1.5 Ton', true],
          [SPIKE_GUARD, 1, 54_900, null, true],
        ],
        'prices, titles and images come from the catalogue, not from the client',
      );
      assert.ok(lines.every((l) => l.image.startsWith('/api/images/products/')));

      // An order that was never paid is not in My Orders, but its owner can open it.
      const list = await t.app.inject({ method: 'GET', url: `/api/orders/user/${u.id}`, headers: u.auth });
      assert.deepEqual(list.json(), { success: true, data: [], next: null });
      const one = await t.app.inject({ method: 'GET', url: `/api/orders/${localOrderId}`, headers: u.auth });
      assert.equal(one.json().data.payment_status, 'created');
    });

    test('ids and amounts may come as text; an address may come as an object with its id', async () => {
      const u = await newUser(t.app);
      const body = await checkoutBody(t.app, u, [{ product_id: M1, quantity: 1 }]);
      const res = await createOrder(t.app, u, {
        ...body,
        amount: '5,248.95',
        user_id: String(u.id),
        cartItems: [{ id: String(M1), quantity: 1, product_name: 'alt name', image_url: 'x' }],
        billing_address: { id: body.billing_address, address: 'whatever the page had' },
      });
      assert.equal(res.statusCode, 201, res.body);
      assert.equal(res.json().razorpayOrder.amount, 524_895);
    });

    test('a tampered amount is refused and nothing is created', async () => {
      const u = await newUser(t.app);
      const body = await checkoutBody(t.app, u, [{ product_id: M1, quantity: 2 }]);
      const message = 'The order total has changed. Please review your cart.';
      for (const amount of [body.amount - 0.01, 1, body.amount * 2, body.amount - 499.9]) {
        const res = await refusedWithNothingCreated(u, { ...body, amount }, 400, message);
        assert.deepEqual(res.json().fields, { amount: message });
      }
      // Cheaper prices on the lines change nothing: they are not read.
      await refusedWithNothingCreated(
        u,
        { ...body, amount: 1.05, cartItems: [{ product_id: M1, quantity: 2, price: '0.50' }] },
        400,
        message,
      );
      await refusedWithNothingCreated(u, { ...body, amount: body.amount + 0.001 }, 400);
      await refusedWithNothingCreated(u, { ...body, amount: 'a lot' }, 400);
      assert.equal((await createOrder(t.app, u, body)).statusCode, 201, 'the right amount passes');
    });

    test('cart lines: not empty, whole quantities 1..99, products that exist', async () => {
      const u = await newUser(t.app);
      const body = await checkoutBody(t.app, u, [{ product_id: M1, quantity: 1 }]);
      await refusedWithNothingCreated(
        u,
        { ...body, cartItems: [] },
        400,
        'Your cart is empty. Please add a product before paying.',
      );
      for (const quantity of [0, -1, 1.5, 100, '2', null]) {
        await refusedWithNothingCreated(
          u,
          { ...body, cartItems: [{ product_id: M1, quantity }] },
          400,
          'Each quantity must be a whole number from 1 to 99.',
        );
      }
      await refusedWithNothingCreated(
        u,
        { ...body, cartItems: [{ product_id: 999_999, quantity: 1 }] },
        400,
        'A product in your cart is no longer available. Please review your cart.',
      );
      await refusedWithNothingCreated(u, { ...body, cartItems: [{ quantity: 1 }] }, 400);
      await refusedWithNothingCreated(u, { ...body, cartItems: 'lots' }, 400);
    });

    test('user_id must be the token user (403) and a token is needed (401)', async () => {
      const a = await newUser(t.app);
      const b = await newUser(t.app);
      const body = await checkoutBody(t.app, a, [{ product_id: M1, quantity: 1 }]);
      await refusedWithNothingCreated(b, body, 403, 'You can only place orders for your own account.');
      const res = await t.app.inject({ method: 'POST', url: '/api/payment/create-order', payload: body });
      assert.equal(res.statusCode, 401);
    });

    test("another user's address, or one of the wrong type, is refused", async () => {
      const a = await newUser(t.app);
      const b = await newUser(t.app);
      const aAddress = await firstAddressId(t.app, a);
      const body = await checkoutBody(t.app, b, [{ product_id: M1, quantity: 1 }]);
      for (const field of ['billing_address', 'shipping_address']) {
        const res = await refusedWithNothingCreated(
          b,
          { ...body, [field]: aAddress },
          404,
          'Address not found.',
        );
        assert.ok(!res.body.includes(a.email), 'nothing of A leaks');
        await refusedWithNothingCreated(b, { ...body, [field]: 2_147_483_647 }, 404, 'Address not found.');
        await refusedWithNothingCreated(
          b,
          { ...body, [field]: null },
          400,
          '⚠️ Please select billing and shipping address.',
        );
      }
      const { [`billing_address`]: _omitted, ...withoutBilling } = body;
      await refusedWithNothingCreated(
        b,
        withoutBilling,
        400,
        '⚠️ Please select billing and shipping address.',
      );

      const shippingOnly = await addAddress(t.app, b, 'shipping');
      const billingOnly = await addAddress(t.app, b, 'billing');
      await refusedWithNothingCreated(
        b,
        { ...body, billing_address: shippingOnly },
        400,
        'The billing address must be one of your addresses used for billing.',
      );
      await refusedWithNothingCreated(
        b,
        { ...body, shipping_address: billingOnly },
        400,
        'The shipping address must be one of your addresses used for shipping.',
      );
      const res = await createOrder(t.app, b, {
        ...body,
        billing_address: billingOnly,
        shipping_address: shippingOnly,
      });
      assert.equal(res.statusCode, 201, res.body);
      const row = await orderRow(t.app, res.json().localOrderId);
      assert.equal(row.billingAddress, 'billing street 4, Chennai, Tamil Nadu - 600001');
      assert.equal(row.shippingAddress, 'shipping street 4, Chennai, Tamil Nadu - 600001');
    });

    test('a paid order takes only what it bought out of the cart: lines added or raised since checkout began stay', async () => {
      const u = await newUser(t.app);
      await addToCart(t.app, u, M1, 2);
      await addToCart(t.app, u, SPIKE_GUARD, 1);
      const { razorpayOrder } = await startCheckout(t.app, u, [
        { product_id: M1, quantity: 2 },
        { product_id: SPIKE_GUARD, quantity: 1 },
      ]);
      // In another tab, while the checkout is open: one more M1 and a new line.
      await addToCart(t.app, u, M1, 1);
      await addToCart(t.app, u, 3, 1);
      const res = await verify(t.app, u, await sandboxPay(t.app, razorpayOrder.id));
      assert.equal(res.statusCode, 200, res.body);
      const left = (await cartOf(t.app, u)) as { product_id: number; quantity: number }[];
      assert.deepEqual(
        left.map((line) => [line.product_id, line.quantity]).sort(([a], [b]) => a! - b!),
        [
          [M1, 1],
          [3, 1],
        ],
      );
    });

    test('verify: a good signature marks the order paid, empties the cart and mails once', async () => {
      const u = await newUser(t.app);
      await addToCart(t.app, u, M1, 2);
      await addToCart(t.app, u, SPIKE_GUARD, 1);
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u, [
        { product_id: M1, quantity: 2 },
        { product_id: SPIKE_GUARD, quantity: 1 },
      ]);
      assert.equal((await cartOf(t.app, u)).length, 2, 'the cart stays until the payment is confirmed');
      const result = await sandboxPay(t.app, razorpayOrder.id);
      assert.equal(result.razorpay_order_id, razorpayOrder.id);

      const res = await verify(t.app, u, result);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), {
        success: true,
        message: 'Payment verified successfully',
        orderId: localOrderId,
        paymentMethod: 'card',
      });
      await t.app.orderMails.settled();
      const row = await orderRow(t.app, localOrderId);
      assert.equal(row.paymentStatus, 'paid');
      assert.equal(row.status, 'pending', 'fulfilment has not started');
      assert.equal(row.gatewayPaymentId, result.razorpay_payment_id);
      assert.ok(row.paidAt);
      assert.deepEqual(await cartOf(t.app, u), []);

      // Twice (a double click, a retry): the same answer, nothing happens again.
      const again = await verify(t.app, u, result);
      assert.equal(again.statusCode, 200);
      assert.deepEqual(again.json(), res.json());
      await addToCart(t.app, u, M1, 1);
      assert.equal((await verify(t.app, u, result)).statusCode, 200);
      assert.equal((await cartOf(t.app, u)).length, 1, 'a cart filled after the payment is left alone');
      assert.deepEqual(await orderRow(t.app, localOrderId), row);

      await t.app.orderMails.settled();
      const mails = await mailsTo(t.outbox, u.email);
      assert.equal(mails.length, 1, 'one confirmation');
      assert.equal(mails[0]?.subject, `Your Harmony order #${localOrderId} is confirmed`);
      assert.match(mails[0]?.text ?? '', /Order Total: ₹11,074\.35/);
      assert.match(mails[0]?.text ?? '', /Your order will be processed within 24 hours/);
      assert.ok(row.confirmationMailedAt);

      // My Orders now shows it, with the method and the amounts.
      const list = await t.app.inject({ method: 'GET', url: `/api/orders/user/${u.id}`, headers: u.auth });
      const [listed] = list.json().data;
      assert.equal(listed.order_id, localOrderId);
      assert.equal(listed.status, 'pending');
      assert.equal(listed.payment_status, 'paid');
      assert.deepEqual(listed.payment, { method: 'card' });
      assert.deepEqual(
        [listed.subtotal, listed.discount, listed.tax, listed.total],
        [1_054_700, 0, 52_735, 1_107_435],
      );
      assert.equal(listed.items.length, 2);
      const one = await t.app.inject({ method: 'GET', url: `/api/orders/${localOrderId}`, headers: u.auth });
      assert.deepEqual(one.json().data, listed);
    });

    test('a forged signature is refused and the order stays unpaid', async () => {
      const u = await newUser(t.app);
      await addToCart(t.app, u, M1, 1);
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, u, [
        { product_id: M1, quantity: 1 },
      ]);
      const good = await sandboxPay(t.app, razorpayOrder.id);
      const forgeries = [
        {
          ...good,
          razorpay_signature: hmacHex('not-the-secret', `${razorpayOrder.id}|${good.razorpay_payment_id}`),
        },
        { ...good, razorpay_signature: good.razorpay_signature.slice(0, -1) },
        { ...good, razorpay_signature: `${good.razorpay_signature}00` },
        { ...good, razorpay_signature: good.razorpay_signature.toUpperCase() },
        { ...good, razorpay_payment_id: 'pay_Someoneelses123' },
        // Signed right, but for the payment of another order.
        {
          ...good,
          razorpay_signature: hmacHex(SANDBOX_KEY_SECRET, `order_Other000000000|${good.razorpay_payment_id}`),
        },
      ];
      for (const forged of forgeries) {
        const res = await verify(t.app, u, forged);
        assert.equal(res.statusCode, 400, res.body);
        assert.deepEqual(res.json(), {
          statusCode: 400,
          error: 'Invalid payment signature',
          message: 'Invalid payment signature',
        });
      }
      const row = await orderRow(t.app, localOrderId);
      assert.equal(row.paymentStatus, 'created');
      assert.equal(row.gatewayPaymentId, null);
      assert.equal((await cartOf(t.app, u)).length, 1, 'the cart is kept');
      await t.app.orderMails.settled();
      assert.equal((await mailsTo(t.outbox, u.email, 0)).length, 0, 'no mail');
      const missing = await verify(t.app, u, { ...good, razorpay_signature: '' });
      assert.equal(missing.statusCode, 400);
    });

    test("another user's order: verify is 404, the order and the list are 404/403", async () => {
      const a = await newUser(t.app);
      const b = await newUser(t.app);
      const { razorpayOrder, localOrderId } = await startCheckout(t.app, a, [
        { product_id: M1, quantity: 1 },
      ]);
      const result = await sandboxPay(t.app, razorpayOrder.id);

      const stolen = await verify(t.app, b, result);
      assert.equal(stolen.statusCode, 404);
      assert.deepEqual(stolen.json(), {
        statusCode: 404,
        error: 'Order not found.',
        message: 'Order not found.',
      });
      assert.equal((await orderRow(t.app, localOrderId)).paymentStatus, 'created');
      const unknown = await verify(t.app, b, { ...result, razorpay_order_id: 'order_Nonexistent0000' });
      assert.equal(unknown.statusCode, 404);

      assert.equal((await verify(t.app, a, result)).statusCode, 200);
      const order = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${localOrderId}`,
        headers: b.auth,
      });
      assert.equal(order.statusCode, 404);
      assert.equal(order.json().success, false);
      const list = await t.app.inject({ method: 'GET', url: `/api/orders/user/${a.id}`, headers: b.auth });
      assert.equal(list.statusCode, 403);
      assert.equal(list.json().message, 'You can only see your own orders.');
      assert.ok(!order.body.includes(a.email) && !list.body.includes(a.email));
    });
  });
}
