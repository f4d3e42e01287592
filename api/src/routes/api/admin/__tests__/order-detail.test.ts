import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { FULFILMENT_MESSAGES, STAFF_MESSAGES } from '@harmony/shared/domain';
import { databaseTargets } from '../../../../test-support/databases';
import { placeOrder } from '../../../../test-support/orders';
import { type TestApp, startTestApp } from '../../../../test-support/test-app';
import { type LoggedIn, mailsTo, newUser, staffUser } from '../../../../test-support/users';

// One order in the back office: read with notes and history, moved forward once however many staff
// press at once, refused from a stale page with the order as it is now.
for (const target of await databaseTargets()) {
  describe(`an order in the back office on ${target.kind}`, () => {
    let t: TestApp;
    let packer: LoggedIn;
    let second: LoggedIn;
    let customer: LoggedIn;
    before(async () => {
      t = await startTestApp(target);
      [packer, second, customer] = [
        await staffUser(t.app, 'orders'),
        await staffUser(t.app, 'orders'),
        await newUser(t.app),
      ];
    });
    after(() => t.close());

    const detail = (orderId: number, who: LoggedIn = packer) =>
      t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: who.auth });
    const fulfil = (orderId: number, body: object, who: LoggedIn = packer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/fulfilment`,
        headers: who.auth,
        payload: body,
      });
    const ship = (orderId: number, tracking: string, who: LoggedIn = packer) =>
      fulfil(
        orderId,
        { from: 'pending', to: 'shipped', courier: 'Delhivery', tracking_number: tracking },
        who,
      );
    const newOrder = (fields = {}) => placeOrder(t.app, customer.id, new Date(), 'pending', fields);

    test('the orders role reads it; the catalog role and a shopper are refused; an unknown order is 404', async () => {
      const orderId = await newOrder({ gatewayOrderId: `order_${Date.now()}` });
      const res = await detail(orderId);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.order.order_id, orderId);
      assert.equal(body.user_id, customer.id);
      assert.match(body.gateway_order_id, /^order_/);
      assert.deepEqual([body.order.shipment, body.notes, body.history], [null, [], []]);
      const clerk = await staffUser(t.app, 'catalog');
      assert.equal((await detail(orderId, clerk)).json().message, STAFF_MESSAGES.areaRefused('orders'));
      assert.equal((await detail(orderId, customer)).statusCode, 403);
      assert.equal((await detail(2_147_483_000)).statusCode, 404);
    });

    test('ships with the courier and tracking number, in the history under the staff member’s name', async () => {
      const orderId = await newOrder({ customerEmail: 'meera.shipped@example.in' });
      const res = await ship(orderId, 'AWB123456');
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.equal(body.changed, true);
      assert.equal(body.order.status, 'shipped');
      assert.deepEqual(body.order.shipment, {
        courier: 'Delhivery',
        tracking_number: 'AWB123456',
        tracking_url: 'https://www.delhivery.com/track/package/AWB123456',
        shipped_at: body.order.shipment.shipped_at,
        tracking: [],
      });
      // The shopper's own answer carries it too, with the courier's tracking page.
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: customer.auth,
      });
      assert.equal(mine.json().data.shipment.tracking_number, 'AWB123456');
      const [line] = body.history;
      assert.deepEqual(
        { by: line.by, action: line.action, before: line.before, after: line.after },
        {
          by: (await detail(orderId)).json().history[0].by,
          action: 'order.status',
          before: { status: 'pending' },
          after: { status: 'shipped', courier: 'Delhivery', tracking_number: 'AWB123456' },
        },
      );
      assert.match(line.by, /^Asha Menon/);
      const [mail] = await mailsTo(() => t.outbox(), 'meera.shipped@example.in');
      assert.match(mail?.subject ?? '', new RegExp(`order #${orderId} has shipped`));
      assert.match(mail?.text ?? '', /Courier: Delhivery\. Tracking number: AWB123456\./);
      assert.match(mail?.text ?? '', /https:\/\/www\.delhivery\.com\/track\/package\/AWB123456/);
      // Pressed again (a double click, a retry): nothing changes, nothing new in the history.
      const again = await ship(orderId, 'AWB123456');
      assert.deepEqual(
        [again.statusCode, again.json().changed, again.json().history.length],
        [200, false, 1],
      );
      const onward = await fulfil(orderId, { from: 'shipped', to: 'out_for_delivery' });
      assert.equal(onward.json().order.status, 'out_for_delivery');
    });

    test('two staff shipping one order at once: one ships it, the other is told it changed', async () => {
      const orderId = await newOrder();
      const answers = await Promise.all([ship(orderId, 'AWB-ONE'), ship(orderId, 'AWB-TWO', second)]);
      const codes = answers.map((res) => res.statusCode).sort();
      assert.deepEqual(codes, [200, 409]);
      const refused = answers.find((res) => res.statusCode === 409)!.json();
      const won = answers.find((res) => res.statusCode === 200)!.json();
      assert.equal(refused.message, FULFILMENT_MESSAGES.changed);
      assert.equal(refused.detail.order.status, 'shipped', 'the fresh state comes with the refusal');
      assert.equal(refused.detail.order.shipment.tracking_number, won.order.shipment.tracking_number);
      assert.equal((await detail(orderId)).json().history.length, 1, 'shipped once');
    });

    test('a stale page, an unpaid order, a cancelled one and a step back are refused with reasons', async () => {
      const orderId = await newOrder();
      await ship(orderId, 'AWB-STALE');
      const stale = await fulfil(orderId, { from: 'pending', to: 'completed' });
      assert.deepEqual([stale.statusCode, stale.json().message], [409, FULFILMENT_MESSAGES.changed]);
      await fulfil(orderId, { from: 'shipped', to: 'completed' });
      const back = await fulfil(orderId, { from: 'completed', to: 'out_for_delivery' });
      assert.deepEqual([back.statusCode, back.json().message], [409, FULFILMENT_MESSAGES.backwards]);
      const unpaid = await newOrder({ paymentStatus: 'created' });
      assert.equal((await ship(unpaid, 'AWB-X')).json().message, FULFILMENT_MESSAGES.notPaid);
      const cancelled = await placeOrder(t.app, customer.id, new Date(), 'cancelled');
      const refused = await fulfil(cancelled, { from: 'cancelled', to: 'completed' });
      assert.equal(refused.json().message, FULFILMENT_MESSAGES.cancelled);
      assert.equal((await ship(2_147_483_000, 'AWB-X')).statusCode, 404);
    });

    test('shipping needs a courier and a tracking number; an unknown step is refused', async () => {
      const orderId = await newOrder();
      for (const body of [
        { from: 'pending', to: 'shipped', courier: 'Delhivery' },
        { from: 'pending', to: 'shipped', courier: '  ', tracking_number: 'AWB1' },
        { from: 'pending', to: 'pending' },
        { from: 'lost', to: 'completed' },
      ]) {
        assert.equal((await fulfil(orderId, body)).statusCode, 400, JSON.stringify(body));
      }
      assert.equal((await detail(orderId)).json().order.status, 'pending');
    });

    test('internal notes: kept with their author and in the history, never in the shopper’s answer', async () => {
      const orderId = await newOrder();
      const note = (body: unknown) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${orderId}/notes`,
          headers: packer.auth,
          payload: { body },
        });
      const res = await note('  Customer asked for delivery after 6 pm.  ');
      assert.equal(res.statusCode, 201, res.body);
      const [saved] = res.json().notes;
      assert.equal(saved.body, 'Customer asked for delivery after 6 pm.');
      assert.match(saved.author, /^Asha Menon/);
      assert.equal(res.json().history[0].action, 'order.note');
      assert.equal((await note('')).statusCode, 400);
      assert.equal((await note('x'.repeat(2001))).statusCode, 400);
      const shopperView = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: customer.auth,
      });
      assert.equal(shopperView.statusCode, 200);
      assert.doesNotMatch(shopperView.body, /after 6 pm/);
    });
  });
}
