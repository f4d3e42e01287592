import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { stockMovements } from '../../../../db/backoffice-schema';
import { saveShipment } from '../../../../db/fulfilment-repository';
import { refunds } from '../../../../db/invoice-schema';
import { orders, products } from '../../../../db/schema';
import { trackingBody } from '../../../../couriers/tracking-payload';
import { packerAndCustomer, shipFromBackOffice } from '../../../../test-support/couriers';
import { databaseTargets } from '../../../../test-support/databases';
import { placeOrder } from '../../../../test-support/orders';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import type { LoggedIn } from '../../../../test-support/users';

const TOKEN = 'sandbox-courier-token-for-tests';

// The courier's tracking webhook with the courier sandbox: each scan stored once, the order moving by
// itself and never backwards, an RTO giving the units back once.
for (const target of await databaseTargets()) {
  describe(`courier tracking on ${target.kind}`, () => {
    let t: TestApp;
    let packer: LoggedIn;
    let customer: LoggedIn;
    const clock = new Date('2026-11-27T06:00:00Z');
    before(async () => {
      t = await startTestApp(target, {
        courierWebhookToken: TOKEN,
        courierSandboxPaceMs: 0,
        now: () => clock,
      });
      ({ packer, customer } = await packerAndCustomer(t.app, clock));
    });
    after(() => t.close());

    const shippedOrder = (fields = {}) => shipFromBackOffice(t.app, packer, customer, clock, fields);
    const event = (
      orderId: number,
      awb: string,
      status: Parameters<typeof trackingBody>[1],
      at: Date,
      token = TOKEN,
    ) =>
      t.app.inject({
        method: 'POST',
        url: '/api/courier/tracking',
        headers: { 'x-api-key': token },
        payload: trackingBody(
          { awb, courier: 'Harmony Sandbox Courier', orderId, gatewayShipmentId: null },
          status,
          at,
          'Hub',
        ),
      });
    const mine = async (orderId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: customer.auth })).json()
        .data;
    const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

    test('Ship books the sandbox courier: the AWB and its booking are the start of the history', async () => {
      const { orderId, awb } = await shippedOrder();
      assert.equal(awb, `SBX${String(orderId).padStart(10, '0')}`);
      const order = await mine(orderId);
      assert.equal(order.status, 'shipped');
      assert.equal(order.shipment.courier, 'Harmony Sandbox Courier');
      assert.deepEqual(
        order.shipment.tracking.map((e: { status: string }) => e.status),
        ['booked'],
      );
    });

    test('a wrong or missing token is 401 and changes nothing', async () => {
      const { orderId, awb } = await shippedOrder();
      for (const headers of [{ 'x-api-key': 'not-the-token' }, {}]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/courier/tracking',
          headers,
          payload: trackingBody(
            { awb, courier: 'x', orderId, gatewayShipmentId: null },
            'delivered',
            clock,
            'Hub',
          ),
        });
        assert.equal(res.statusCode, 401, res.body);
        assert.equal(res.json().message, 'Invalid tracking webhook token');
      }
      assert.equal((await mine(orderId)).status, 'shipped');
    });

    test('events move the order forward, twice is stored once, and a late In transit never undoes Delivered', async () => {
      const { orderId, awb } = await shippedOrder();
      assert.equal((await event(orderId, awb, 'out_for_delivery', minutes(60))).json().outcome, 'moved');
      assert.equal((await mine(orderId)).status, 'out_for_delivery');
      assert.equal((await event(orderId, awb, 'out_for_delivery', minutes(60))).json().outcome, 'duplicate');
      assert.equal((await event(orderId, awb, 'delivered', minutes(120))).json().outcome, 'delivered');
      // The In transit scan that was held up arrives last.
      assert.equal((await event(orderId, awb, 'in_transit', minutes(30))).json().outcome, 'recorded');
      assert.equal((await event(orderId, awb, 'delivered', minutes(120))).json().outcome, 'duplicate');
      const order = await mine(orderId);
      assert.equal(order.status, 'completed');
      assert.deepEqual(
        order.shipment.tracking.map((e: { status: string; courier_status: string }) => [
          e.status,
          e.courier_status,
        ]),
        [
          ['booked', 'AWB ASSIGNED'],
          ['in_transit', 'IN TRANSIT'],
          ['out_for_delivery', 'OUT FOR DELIVERY'],
          ['delivered', 'DELIVERED'],
        ],
        'the history is in the order things happened, each once',
      );
      assert.equal(order.shipment.tracking[3].at, minutes(120).toISOString());
    });

    test('an event for an AWB the shop never booked is acknowledged and changes nothing', async () => {
      const res = await event(1, 'AWB-NOT-OURS', 'delivered', clock);
      assert.deepEqual([res.statusCode, res.json().outcome], [200, 'unknown_shipment']);
    });

    test('RTO: a prepaid order closes as returned, its units back once, its money refunded', async () => {
      const [before] = await t.app.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, 1));
      assert.ok(before, 'product 1 is in the test catalogue');
      const { orderId, awb } = await shippedOrder({ gatewayPaymentId: `pay_rto${Date.now()}` });
      assert.equal((await event(orderId, awb, 'rto_initiated', minutes(60))).json().outcome, 'recorded');
      assert.equal((await mine(orderId)).status, 'shipped');
      assert.equal((await event(orderId, awb, 'rto_delivered', minutes(240))).json().outcome, 'returned');
      // The same scan again, and a second RTO Delivered scan later: the units come back once.
      assert.equal((await event(orderId, awb, 'rto_delivered', minutes(240))).json().outcome, 'duplicate');
      assert.equal((await event(orderId, awb, 'rto_delivered', minutes(300))).json().outcome, 'recorded');
      assert.equal((await event(orderId, awb, 'delivered', minutes(330))).json().outcome, 'recorded');
      const [after] = await t.app.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, 1));
      assert.equal(after!.stock, before.stock + 2, 'the order’s 2 units are back, once');
      const movements = await t.app.db
        .select()
        .from(stockMovements)
        .where(and(eq(stockMovements.productId, 1), eq(stockMovements.reason, 'returned')));
      const ours = movements.filter((m) => m.note?.endsWith(`order #${orderId}`));
      assert.deepEqual(
        ours.map((m) => [m.delta, m.stockAfter]),
        [[2, after!.stock]],
      );
      const order = await mine(orderId);
      assert.equal(order.status, 'returned');
      assert.equal(order.refund?.amount, order.total, 'a prepaid order’s money goes back');
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
      assert.equal(row!.reservation, 'returned');
    });

    /** A Cash on Delivery order already on its way with the sandbox (its shipment written directly). */
    async function codOnItsWay() {
      const cod = { paymentMethod: 'cod', paymentStatus: 'cod', paidAt: null, reservation: 'sold' };
      const orderId = await placeOrder(t.app, customer.id, clock, 'shipped', cod);
      const awb = `SBX${String(orderId).padStart(10, '0')}`;
      await saveShipment(t.app.db, {
        orderId,
        courier: 'Harmony Sandbox Courier',
        trackingNumber: awb,
        shippedAt: clock,
        bookedWith: 'sandbox',
      });
      return { orderId, awb };
    }

    test('Delivered on a Cash on Delivery order records its cash as collected, at the delivery time', async () => {
      const { orderId, awb } = await codOnItsWay();
      assert.equal((await event(orderId, awb, 'delivered', minutes(90))).json().outcome, 'delivered');
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
      assert.deepEqual(
        [row!.status, row!.paymentStatus, row!.paidAt?.toISOString()],
        ['completed', 'paid', minutes(90).toISOString()],
      );
    });

    test('RTO of a Cash on Delivery order: returned, its units back, nothing refunded', async () => {
      const [before] = await t.app.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, 1));
      const { orderId, awb } = await codOnItsWay();
      assert.equal((await event(orderId, awb, 'rto_delivered', minutes(60))).json().outcome, 'returned');
      const [after] = await t.app.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, 1));
      assert.equal(after!.stock, before!.stock + 2);
      assert.deepEqual(await t.app.db.select().from(refunds).where(eq(refunds.orderId, orderId)), []);
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
      assert.deepEqual([row!.status, row!.paymentStatus], ['returned', 'cod']);
    });
  });
}
