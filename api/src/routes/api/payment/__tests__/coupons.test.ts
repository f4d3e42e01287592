import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq, inArray } from 'drizzle-orm';
import { invoices, refunds } from '../../../../db/invoice-schema';
import { orderItems, orders, products } from '../../../../db/schema';
import { runOps } from '../../../../ops/commands';
import {
  addCoupon,
  couponCheckoutBody,
  couponRow,
  redemptionsOf,
  totalWithDiscount,
} from '../../../../test-support/coupons';
import { databaseTargets } from '../../../../test-support/databases';
import { downloadInvoice, pdfText, storedInvoice } from '../../../../test-support/invoices';
import {
  SANDBOX_WEBHOOK_SECRET,
  addToCart,
  cartOf,
  checkoutBody,
  createOrder,
  orderRow,
  paymentCaptured,
  sandboxPay,
  sandboxSecrets,
  verify,
  webhook,
} from '../../../../test-support/payments';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, mailsTo, newUser } from '../../../../test-support/users';

const M1 = 1; // ₹4,999
const TV_SHIELD = 10; // ₹1,499
const SPIKE_GUARD = 19; // ₹549
const SHOPPERS = 10;
const USES = 3;

const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

for (const target of await databaseTargets()) {
  describe(`coupons at checkout on ${target.kind}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
      await t.app.db.update(products).set({ stock: 1000 });
    });
    after(() => t.close());

    const orderCount = async () => (await t.app.db.select({ n: count() }).from(orders))[0]?.n ?? 0;
    const stockOf = async (id: number) =>
      (await t.app.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

    /** create-order with the coupon and the amount the page computes; asserts 201. */
    async function placeWithCoupon(
      u: LoggedIn,
      lines: { product_id: number; quantity: number }[],
      code: string,
    ) {
      const res = await createOrder(t.app, u, await couponCheckoutBody(t.app, u, lines, code));
      assert.equal(res.statusCode, 201, res.body);
      return res.json() as { razorpayOrder: { id: string; amount: number }; localOrderId: number };
    }

    async function refusedWithNothingWritten(u: LoggedIn, payload: object, status: number, message: string) {
      const [before, stock] = [await orderCount(), await stockOf(M1)];
      const res = await createOrder(t.app, u, payload);
      assert.equal(res.statusCode, status, res.body);
      assert.equal(res.json().message, message);
      assert.equal(await orderCount(), before, 'no order');
      assert.equal(await stockOf(M1), stock, 'no units held');
      return res.json();
    }

    test('WELCOME10 comes off before the tax; paying counts its use once; orders, mail and invoice show it', async () => {
      const u = await newUser(t.app);
      const lines = [
        { product_id: M1, quantity: 2 },
        { product_id: SPIKE_GUARD, quantity: 1 },
      ];
      await addToCart(t.app, u, M1, 2);
      const body = await couponCheckoutBody(t.app, u, lines, ' welcome10');
      // ₹10,547 of products, 10% capped at ₹500, 5% tax of ₹10,047.
      assert.equal(body.amount, 10_549.35);
      const created = await createOrder(t.app, u, body);
      assert.equal(created.statusCode, 201, created.body);
      const { razorpayOrder, localOrderId } = created.json();
      assert.equal(razorpayOrder.amount, 1_054_935);
      const row = await orderRow(t.app, localOrderId);
      assert.deepEqual(
        [row.subtotalPaise, row.discountPaise, row.taxPaise, row.grandTotalPaise, row.couponCode],
        [1_054_700, 50_000, 50_235, 1_054_935, 'WELCOME10'],
      );
      const welcome = await couponRow(t.app, 'WELCOME10');
      assert.equal(welcome.uses, 0, 'counted when paid, not when ordered');

      const paid = await verify(t.app, u, await sandboxPay(t.app, razorpayOrder.id));
      assert.equal(paid.statusCode, 200, paid.body);
      assert.equal((await couponRow(t.app, 'WELCOME10')).uses, 1);
      const redemptions = await redemptionsOf(t.app, welcome.id);
      assert.deepEqual(
        redemptions.map((r) => [r.orderId, r.userId, r.discountPaise]),
        [[localOrderId, u.id, 50_000]],
      );
      assert.deepEqual(await cartOf(t.app, u), []);

      // My Orders and the order's page.
      const list = await t.app.inject({ method: 'GET', url: `/api/orders/user/${u.id}`, headers: u.auth });
      const [listed] = list.json().data;
      assert.deepEqual(
        [listed.subtotal, listed.discount, listed.coupon_code, listed.tax, listed.total],
        [1_054_700, 50_000, 'WELCOME10', 50_235, 1_054_935],
      );
      const one = await t.app.inject({ method: 'GET', url: `/api/orders/${localOrderId}`, headers: u.auth });
      assert.deepEqual(one.json().data, listed);

      // The confirmation mail.
      await t.app.orderMails.settled();
      const [mail] = await mailsTo(t.outbox, u.email);
      assert.match(
        mail?.text ?? '',
        /Subtotal: ₹10,547\.00\nDiscount \(WELCOME10\): -₹500\.00\nShipping: ₹0\.00\nProduct Tax \(5%\): ₹502\.35\nOrder Total: ₹10,549\.35/,
      );
      assert.match(mail?.html ?? '', /Discount \(WELCOME10\)<\/td><td align="right">-₹500\.00/);

      // The tax invoice: the discount lowers the taxable value before GST.
      const { invoice, lines: invoiceLines } = await storedInvoice(t.app, localOrderId);
      assert.deepEqual(
        [
          invoice.subtotalPaise,
          invoice.discountPaise,
          invoice.couponCode,
          invoice.taxablePaise,
          invoice.taxPaise,
        ],
        [1_054_700, 50_000, 'WELCOME10', 1_004_700, 50_235],
      );
      assert.equal(invoice.totalPaise, 1_054_935);
      assert.equal(
        invoiceLines.reduce((sum, line) => sum + line.discountPaise, 0),
        50_000,
      );
      const pdf = await downloadInvoice(t.app, u, localOrderId);
      const text = squeezed(await pdfText(pdf.rawPayload));
      for (const expected of [
        'Subtotal ₹10,547.00',
        'Discount (WELCOME10) -₹500.00',
        'Taxable value ₹10,047.00',
        'Invoice total ₹10,549.35',
      ]) {
        assert.ok(text.includes(expected), `the PDF says "${expected}":\n${text}`);
      }
      const shown = (await runOps(t.app.db, ['invoice', invoice.number])).join('\n');
      assert.match(shown, /Subtotal ₹10,547\.00, discount \(WELCOME10\) -₹500\.00\./);

      // Once per customer: the next order is refused before anything is written.
      const again = await checkoutBody(t.app, u, [{ product_id: M1, quantity: 1 }], {
        coupon_code: 'WELCOME10',
        amount: await totalWithDiscount(t.app, [{ product_id: M1, quantity: 1 }], 49_990),
      });
      const refusal = await refusedWithNothingWritten(u, again, 422, 'You have already used this coupon.');
      assert.deepEqual(refusal.fields, { coupon_code: 'You have already used this coupon.' });
    });

    test("an amount without the discount is the SPEC's refusal; a refused code writes nothing", async () => {
      const u = await newUser(t.app);
      const m1 = [{ product_id: M1, quantity: 1 }];
      // The page forgot the discount: the total the server computes is not the one sent.
      const withoutDiscount = await checkoutBody(t.app, u, m1, { coupon_code: 'WELCOME10' });
      const mismatch = await refusedWithNothingWritten(
        u,
        withoutDiscount,
        400,
        'The order total has changed. Please review your cart.',
      );
      assert.deepEqual(mismatch.fields, { amount: 'The order total has changed. Please review your cart.' });
      // …and a discount the server does not give.
      const invented = await checkoutBody(t.app, u, m1, {
        coupon_code: 'MONSOON500',
        amount: await totalWithDiscount(t.app, m1, 50_000),
      });
      await refusedWithNothingWritten(u, invented, 422, 'Add ₹1 more to use this coupon.');
      await refusedWithNothingWritten(
        u,
        { ...withoutDiscount, coupon_code: 'NO-SUCH-CODE' },
        422,
        'This coupon code is not valid.',
      );
      // Blank is no coupon.
      const plain = await createOrder(t.app, u, await checkoutBody(t.app, u, m1, { coupon_code: '  ' }));
      assert.equal(plain.statusCode, 201, plain.body);
      const row = await orderRow(t.app, plain.json().localOrderId);
      assert.deepEqual([row.discountPaise, row.couponCode], [0, null]);
    });

    test('a coupon disabled before the payment arrives: refused, the units back, the payment refunded', async () => {
      const coupon = await addCoupon(t.app, { kind: 'flat', percent: null, amountPaise: 20_000 });
      const u = await newUser(t.app);
      await addToCart(t.app, u, TV_SHIELD, 2);
      const stock = await stockOf(TV_SHIELD);
      const { razorpayOrder, localOrderId } = await placeWithCoupon(
        u,
        [{ product_id: TV_SHIELD, quantity: 2 }],
        coupon.code,
      );
      assert.equal(await stockOf(TV_SHIELD), stock! - 2);
      assert.deepEqual(await runOps(t.app.db, ['disable-coupon', coupon.code.toLowerCase()]), [
        `Coupon ${coupon.code} is disabled: new carts and orders are refused it, and an unpaid order carrying it is refused when its payment arrives (the payment is refunded).`,
      ]);

      const result = await sandboxPay(t.app, razorpayOrder.id);
      const res = await verify(t.app, u, result);
      assert.equal(res.statusCode, 409, res.body);
      const reason = 'This coupon is no longer available.';
      assert.deepEqual(res.json(), {
        statusCode: 409,
        error: reason,
        message: reason,
        fields: { coupon_code: reason },
      });
      const row = await orderRow(t.app, localOrderId);
      assert.deepEqual(
        [row.paymentStatus, row.status, row.reservation, row.refusedReason, row.gatewayPaymentId],
        ['paid', 'cancelled', 'released', reason, result.razorpay_payment_id],
      );
      assert.equal(await stockOf(TV_SHIELD), stock, 'the units are back');
      assert.equal((await cartOf(t.app, u)).length, 1, 'the cart is left for another try');
      assert.equal((await couponRow(t.app, coupon.code)).uses, 0);
      assert.equal(
        (await t.app.db.select().from(invoices).where(eq(invoices.orderId, localOrderId))).length,
        0,
      );

      // Asked again (a retry, a second tab): the same refusal, nothing more.
      const again = await verify(t.app, u, result);
      assert.deepEqual([again.statusCode, again.json().message], [409, reason]);

      // The refund, asked for after the answer, and the mail.
      await t.app.orderMails.settled();
      const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, localOrderId));
      assert.deepEqual(
        [refund?.amountPaise, refund?.requestedBy, refund?.status],
        [row.grandTotalPaise, 'shop', 'processed'],
      );
      const mails = await mailsTo(t.outbox, u.email);
      assert.equal(mails.length, 1);
      assert.equal(mails[0]?.subject, `Your Harmony order #${localOrderId} could not be accepted`);
      assert.match(mails[0]?.text ?? '', /could not accept the order: This coupon is no longer available\./);
      assert.match(mails[0]?.text ?? '', /Refund of ₹2,937\.90 processed to your original payment method\./);
      const shown = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${localOrderId}`,
        headers: u.auth,
      });
      const order = shown.json().data;
      assert.deepEqual(
        [order.status, order.coupon_code, order.discount, order.refund.status, order.invoice],
        ['cancelled', coupon.code, 20_000, 'processed', null],
      );
      const refundsList = (await runOps(t.app.db, ['refunds'])).join('\n');
      assert.match(
        refundsList,
        new RegExp(`#${localOrderId}\\s+Asha Menon \\d+\\s+₹2,937\\.90\\s+processed\\s+shop`),
      );
    });

    test('one use per customer, counted at payment: of two orders placed before either was paid, the second is refused', async () => {
      const coupon = await addCoupon(t.app, { perCustomerLimit: 1 });
      const u = await newUser(t.app);
      const first = await placeWithCoupon(u, [{ product_id: SPIKE_GUARD, quantity: 1 }], coupon.code);
      const second = await placeWithCoupon(u, [{ product_id: SPIKE_GUARD, quantity: 2 }], coupon.code);
      assert.equal((await verify(t.app, u, await sandboxPay(t.app, first.razorpayOrder.id))).statusCode, 200);
      const refused = await verify(t.app, u, await sandboxPay(t.app, second.razorpayOrder.id));
      assert.deepEqual(
        [refused.statusCode, refused.json().message],
        [409, 'You have already used this coupon.'],
      );
      assert.equal((await couponRow(t.app, coupon.code)).uses, 1);
      assert.equal((await orderRow(t.app, second.localOrderId)).status, 'cancelled');

      // WELCOME10 is for a first order: a second one placed before the first was paid is refused too.
      const v = await newUser(t.app);
      const a = await placeWithCoupon(v, [{ product_id: SPIKE_GUARD, quantity: 1 }], 'WELCOME10');
      const plain = await createOrder(
        t.app,
        v,
        await checkoutBody(t.app, v, [{ product_id: M1, quantity: 1 }]),
      );
      assert.equal(plain.statusCode, 201, plain.body);
      const plainPaid = await verify(t.app, v, await sandboxPay(t.app, plain.json().razorpayOrder.id));
      assert.equal(plainPaid.statusCode, 200);
      const late = await verify(t.app, v, await sandboxPay(t.app, a.razorpayOrder.id));
      assert.deepEqual(
        [late.statusCode, late.json().message],
        [409, 'This coupon is only for your first order.'],
      );
      await t.app.orderMails.settled();
    });

    test("the webhook: a capture for an order whose coupon's last use went meanwhile is refused and refunded", async () => {
      const coupon = await addCoupon(t.app, { usageLimit: 1 });
      const [u, v] = [await newUser(t.app), await newUser(t.app)];
      const mine = await placeWithCoupon(u, [{ product_id: SPIKE_GUARD, quantity: 1 }], coupon.code);
      const theirs = await placeWithCoupon(v, [{ product_id: SPIKE_GUARD, quantity: 1 }], coupon.code);
      assert.equal(
        (await verify(t.app, v, await sandboxPay(t.app, theirs.razorpayOrder.id))).statusCode,
        200,
      );

      const send = (eventId: string) =>
        webhook(
          t.app,
          SANDBOX_WEBHOOK_SECRET,
          paymentCaptured(mine.razorpayOrder.id, 'pay_CouponLate00001', mine.razorpayOrder.amount),
          { eventId },
        );
      const res = await send('evt_coupon_late_1');
      assert.deepEqual(
        [res.statusCode, res.json()],
        [200, { status: 'processed', outcome: 'coupon_refused' }],
      );
      const row = await orderRow(t.app, mine.localOrderId);
      assert.deepEqual(
        [row.paymentStatus, row.status, row.refusedReason, row.gatewayPaymentId],
        ['paid', 'cancelled', 'This coupon has been fully used.', 'pay_CouponLate00001'],
      );
      assert.deepEqual((await send('evt_coupon_late_2')).json(), {
        status: 'processed',
        outcome: 'already_paid',
      });
      // The browser comes back: the shopper is told why.
      const late = await verify(t.app, u, await sandboxPay(t.app, mine.razorpayOrder.id));
      assert.deepEqual([late.statusCode, late.json().message], [409, 'This coupon has been fully used.']);
      await t.app.orderMails.settled();
      const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.orderId, mine.localOrderId));
      assert.equal(refund?.status, 'processed');
      assert.equal((await couponRow(t.app, coupon.code)).uses, 1);
    });
  });

  describe(`the last uses of a coupon on ${target.kind}`, () => {
    let t: TestApp;
    let shoppers: LoggedIn[];
    before(async () => {
      t = await startTestApp(target, sandboxSecrets);
      shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => newUser(t.app)));
    });
    after(() => t.close());

    test(`${SHOPPERS} shoppers paying at once for the last ${USES} uses: exactly ${USES} are paid`, async () => {
      await t.app.db.update(products).set({ stock: 100 }).where(eq(products.id, TV_SHIELD));
      const coupon = await addCoupon(t.app, {
        kind: 'flat',
        percent: null,
        amountPaise: 20_000,
        usageLimit: USES,
      });
      const lines = [{ product_id: TV_SHIELD, quantity: 1 }];
      // Every order is placed while uses are left: the limit counts payments, not orders.
      const placed = await Promise.all(
        shoppers.map(async (u) => {
          const res = await createOrder(t.app, u, await couponCheckoutBody(t.app, u, lines, coupon.code));
          assert.equal(res.statusCode, 201, res.body);
          return res.json() as { razorpayOrder: { id: string }; localOrderId: number };
        }),
      );
      const results = await Promise.all(placed.map((p) => sandboxPay(t.app, p.razorpayOrder.id)));
      const answers = await Promise.all(shoppers.map((u, i) => verify(t.app, u, results[i]!)));

      const paid = answers.filter((res) => res.statusCode === 200);
      const refused = answers.filter((res) => res.statusCode === 409);
      assert.equal(paid.length, USES, answers.map((res) => res.body).join('\n'));
      assert.equal(refused.length, SHOPPERS - USES);
      for (const res of refused) {
        assert.deepEqual(
          [res.json().message, res.json().error],
          ['This coupon has been fully used.', 'This coupon has been fully used.'],
        );
      }
      assert.equal((await couponRow(t.app, coupon.code)).uses, USES);
      const redemptions = await redemptionsOf(t.app, coupon.id);
      assert.equal(redemptions.length, USES);
      const ids = placed.map((p) => p.localOrderId);
      const rows = await t.app.db.select().from(orders).where(inArray(orders.id, ids));
      const accepted = rows.filter((row) => row.refusedReason === null);
      const turnedDown = rows.filter((row) => row.refusedReason !== null);
      assert.deepEqual(
        accepted.map((row) => [row.paymentStatus, row.status, row.reservation]),
        Array.from({ length: USES }, () => ['paid', 'pending', 'sold']),
      );
      assert.deepEqual(
        redemptions.map((r) => r.orderId).sort(),
        accepted.map((row) => row.id).sort(),
        'a redemption for each paid order, none for the others',
      );
      assert.deepEqual(
        turnedDown.map((row) => [row.paymentStatus, row.status, row.reservation, row.refusedReason]),
        Array.from({ length: SHOPPERS - USES }, () => [
          'paid',
          'cancelled',
          'released',
          'This coupon has been fully used.',
        ]),
      );
      const [stock] = await t.app.db
        .select({ n: products.stock })
        .from(products)
        .where(eq(products.id, TV_SHIELD));
      assert.equal(stock?.n, 100 - USES, 'the refused orders gave their units back');
      const sold = await t.app.db
        .select({ n: count() })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(eq(orders.reservation, 'sold'));
      assert.equal(sold[0]?.n, USES);

      // Every refused payment is recorded for a refund (and refunded by the sandbox), never lost.
      await t.app.orderMails.settled();
      const owed = await t.app.db.select().from(refunds).where(inArray(refunds.orderId, ids));
      assert.deepEqual(owed.map((r) => r.orderId).sort(), turnedDown.map((row) => row.id).sort());
      assert.ok(owed.every((r) => r.requestedBy === 'shop' && r.status === 'processed'));
      const issued = await t.app.db.select().from(invoices).where(inArray(invoices.orderId, ids));
      assert.equal(issued.length, USES, 'an invoice for each paid order only');
    });
  });
}
