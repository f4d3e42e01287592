import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { COURIER_MESSAGES } from '@harmony/shared/domain';
import { changeRole } from '../../../../staff/staff-roles';
import { databaseTargets } from '../../../../test-support/databases';
import {
  COURIER_TEST_TOKEN,
  type FakeShiprocket,
  shiprocketConfig,
  startFakeShiprocket,
} from '../../../../test-support/fake-shiprocket';
import { placeOrder } from '../../../../test-support/orders';
import { BookingInProgressError, bookAndShip } from '../../../../shipment/book-shipment';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, mailsTo, newUser } from '../../../../test-support/users';

// Ship in the back office books the courier with Shiprocket (a local fake of its API): the AWB, the
// courier and the tracking page become the shipment the shopper and the Shipped mail show.

/** A moment as Shiprocket's webhook writes it (India time, "DD MM YYYY HH:mm:ss" and the scan's form). */
function shiprocketTime(at: Date) {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  const [date, time] = [ist.slice(0, 10), ist.slice(11, 19)];
  const [year, month, day] = date.split('-');
  return { courier: `${day} ${month} ${year} ${time}`, scan: `${date} ${time}`, iso: at.toISOString() };
}

for (const target of await databaseTargets()) {
  describe(`Ship books Shiprocket on ${target.kind}`, () => {
    let t: TestApp;
    let fake: FakeShiprocket;
    let packer: LoggedIn;
    let customer: LoggedIn;
    before(async () => {
      fake = await startFakeShiprocket();
      t = await startTestApp(target, shiprocketConfig(fake));
      [packer, customer] = [await newUser(t.app), await newUser(t.app)];
      await changeRole(
        t.app.db,
        { action: 'grant', emailOrMobile: packer.email, role: 'orders' },
        { via: 'ops' },
        new Date(),
      );
    });
    after(async () => {
      await t.close();
      await fake.close();
    });
    const ship = (orderId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/fulfilment`,
        headers: packer.auth,
        payload: { from: 'packed', to: 'shipped' },
      });
    const packed = (fields = {}) => placeOrder(t.app, customer.id, new Date(), 'packed', fields);

    test('stores the AWB, shows it to the shopper and mails it; pressed twice, books once', async () => {
      const orderId = await packed({ customerEmail: 'ravi.awb@example.in' });
      const bookings = () => fake.requests.filter((r) => r.path === '/orders/create/adhoc').length;
      const before = bookings();
      const [first, second] = await Promise.all([ship(orderId), ship(orderId)]);
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(second.statusCode, 200, second.body);
      assert.deepEqual([first.json().changed, second.json().changed].sort(), [false, true]);
      assert.equal(bookings(), before + 1, 'one Shiprocket order for two presses');
      const created = fake.requests.filter((r) => r.path === '/orders/create/adhoc').at(-1)!;
      assert.deepEqual([created.body.order_id, created.body.payment_method], [`HAR-${orderId}`, 'Prepaid']);
      // The order's "address, city, state - pincode" goes in Shiprocket's fields.
      assert.deepEqual(
        [
          created.body.billing_address,
          created.body.billing_city,
          created.body.billing_state,
          created.body.billing_pincode,
        ],
        ['12 MG Road', 'Bengaluru', 'Karnataka', '560001'],
      );
      const { shipment } = first.json().order;
      assert.match(shipment.tracking_number, /^1904142\d{8}$/);
      assert.equal(shipment.courier, 'Delhivery Surface');
      assert.equal(shipment.tracking_url, `https://shiprocket.co/tracking/${shipment.tracking_number}`);
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: customer.auth,
      });
      assert.equal(mine.json().data.shipment.tracking_number, shipment.tracking_number);
      const [mail] = await mailsTo(() => t.outbox(), 'ravi.awb@example.in');
      assert.match(
        mail?.text ?? '',
        new RegExp(`Courier: Delhivery Surface\\. Tracking number: ${shipment.tracking_number}\\.`),
      );
      assert.match(mail?.text ?? '', /https:\/\/shiprocket\.co\/tracking\//);
      const again = await ship(orderId);
      assert.deepEqual([again.statusCode, again.json().changed, bookings()], [200, false, before + 1]);
      // Shiprocket's tracking webhook, with the panel's token, moves the order on: delivered a minute
      // after booking, in India time as Shiprocket writes it.
      const deliveredAt = shiprocketTime(new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000));
      const delivered = await t.app.inject({
        method: 'POST',
        url: '/api/courier/tracking',
        headers: { 'x-api-key': COURIER_TEST_TOKEN },
        payload: {
          awb: shipment.tracking_number,
          courier_name: 'Delhivery Surface',
          current_status: 'DELIVERED',
          current_status_id: 7,
          shipment_status: 'DELIVERED',
          shipment_status_id: 7,
          current_timestamp: deliveredAt.courier,
          order_id: `HAR-${orderId}`,
          scans: [
            {
              date: deliveredAt.scan,
              status: 'DLVD',
              activity: 'Delivered',
              location: 'Bengaluru_MG_Road (Karnataka)',
            },
          ],
        },
      });
      assert.deepEqual([delivered.statusCode, delivered.json().outcome], [200, 'delivered']);
      const history = (
        await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: customer.auth })
      ).json().data.shipment.tracking;
      assert.deepEqual(history.at(-1), {
        status: 'delivered',
        courier_status: 'DELIVERED',
        location: 'Bengaluru_MG_Road (Karnataka)',
        at: deliveredAt.iso,
      });
    });

    test('a courier failure is a clear 502 and the order stays packed; the next press books it', async () => {
      const orderId = await packed();
      fake.answerNext('/courier/assign/awb', 400, { message: 'No courier serviceable', status_code: 400 });
      const failed = await ship(orderId);
      assert.equal(failed.statusCode, 502, failed.body);
      assert.equal(failed.json().message, COURIER_MESSAGES.bookingFailed);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: packer.auth,
      });
      assert.deepEqual([detail.json().order.status, detail.json().order.shipment], ['packed', null]);
      const retried = await ship(orderId);
      assert.equal(retried.statusCode, 200, retried.body);
      assert.equal(retried.json().order.status, 'shipped');
    });

    test('two api processes pressed at once book once: the other is told the booking is under way', async () => {
      const orderId = await packed();
      const bookings = () => fake.requests.filter((r) => r.path === '/orders/create/adhoc').length;
      const before = bookings();
      // Each process has its own gateway (and its own memory of bookings): only the database is shared.
      const real = t.app.orderDeps.courier;
      let letGo!: () => void;
      const held = new Promise<void>((resolve) => (letGo = resolve));
      let calling = false;
      const slow = {
        ...real,
        async book(request: Parameters<typeof real.book>[0]) {
          calling = true;
          await held;
          return real.book(request);
        },
      };
      const other = { ...real };
      const deps = { ...t.app.orderDeps, log: t.app.log };
      const first = bookAndShip({ ...deps, courier: slow }, { orderId }, { via: 'ops' }, new Date());
      while (!calling) await new Promise((resolve) => setTimeout(resolve, 5));
      await assert.rejects(
        bookAndShip({ ...deps, courier: other }, { orderId }, { via: 'ops' }, new Date()),
        BookingInProgressError,
      );
      const busy = await ship(orderId);
      assert.equal(busy.statusCode, 409, busy.body);
      assert.equal(busy.json().message, COURIER_MESSAGES.bookingInProgress);
      letGo();
      assert.equal((await first).order.status, 'shipped');
      assert.equal(bookings(), before + 1, 'one Shiprocket order');
      const again = await bookAndShip({ ...deps, courier: other }, { orderId }, { via: 'ops' }, new Date());
      assert.equal(again.changed, false, 'shipped: nothing more to book');
      assert.equal(bookings(), before + 1);
    });

    test('typed by hand, the order ships as typed and nothing is booked', async () => {
      const orderId = await packed();
      const before = fake.requests.length;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/fulfilment`,
        headers: packer.auth,
        payload: { from: 'packed', to: 'shipped', courier: 'India Post', tracking_number: 'EK123456789IN' },
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        [res.json().order.shipment.courier, res.json().order.shipment.tracking_number, fake.requests.length],
        ['India Post', 'EK123456789IN', before],
      );
      const half = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${await packed()}/fulfilment`,
        headers: packer.auth,
        payload: { from: 'packed', to: 'shipped', courier: 'India Post' },
      });
      assert.equal(half.statusCode, 400, half.body);
    });
  });
}
