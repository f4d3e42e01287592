import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { packerAndCustomer, shipFromBackOffice } from '../../test-support/couriers';
import { databaseTargets } from '../../test-support/databases';
import { placeOrder } from '../../test-support/orders';
import { type TestApp, startTestApp } from '../../test-support/test-app';
import type { LoggedIn } from '../../test-support/users';

// The courier sandbox carries a shipment on by itself, one step a pace, through the api's own tracking
// webhook over HTTP, as Shiprocket would; the operator can push one to any status by hand.
for (const target of await databaseTargets()) {
  describe(`the courier sandbox on ${target.kind}`, () => {
    let t: TestApp;
    let packer: LoggedIn;
    let customer: LoggedIn;
    let clock = new Date('2026-11-27T06:00:00Z');
    before(async () => {
      t = await startTestApp(target, { courierSandboxPaceMs: 60_000, now: () => clock });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      ({ packer, customer } = await packerAndCustomer(t.app, clock));
    });
    after(() => t.close());
    const order = async (orderId: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: customer.auth })).json()
        .data;
    const ship = async () => (await shipFromBackOffice(t.app, packer, customer, clock)).orderId;

    test('In transit, Out for delivery, Delivered: one step each pace, each sent once', async () => {
      const shippedAt = clock;
      const orderId = await ship();
      const at = (seconds: number) => {
        clock = new Date(shippedAt.getTime() + seconds * 1000);
      };
      const seen = async () =>
        (await order(orderId)).shipment.tracking.map((e: { status: string }) => e.status);
      at(30);
      await t.app.courierSandboxSweep!();
      assert.deepEqual(await seen(), ['booked']);
      at(61);
      await t.app.courierSandboxSweep!();
      await t.app.courierSandboxSweep!();
      assert.deepEqual(await seen(), ['booked', 'in_transit']);
      assert.equal((await order(orderId)).status, 'shipped');
      at(121);
      await t.app.courierSandboxSweep!();
      assert.equal((await order(orderId)).status, 'out_for_delivery');
      at(181);
      await t.app.courierSandboxSweep!();
      await t.app.courierSandboxSweep!();
      const delivered = await order(orderId);
      assert.equal(delivered.status, 'completed');
      assert.deepEqual(await seen(), ['booked', 'in_transit', 'out_for_delivery', 'delivered']);
      assert.equal(delivered.shipment.tracking[3].at, new Date(shippedAt.getTime() + 180_000).toISOString());
    });

    test('npm run ops -- courier pushes a shipment to RTO; the sandbox then leaves it alone', async () => {
      const { runOps } = await import('../../ops/commands');
      const orderId = await ship();
      const deps = async () => ({ ...t.app.orderDeps, later: (task: () => Promise<void>) => task() });
      const [line] = await runOps(t.app.db, ['courier', String(orderId), 'rto_initiated'], {
        cancellation: deps,
        now: () => clock,
      });
      assert.match(line!, /Returning to the shop — recorded/);
      await runOps(t.app.db, ['courier', String(orderId), 'rto_delivered'], {
        cancellation: deps,
        now: () => clock,
      });
      clock = new Date(clock.getTime() + 600_000);
      await t.app.courierSandboxSweep!();
      const returned = await order(orderId);
      assert.equal(returned.status, 'returned');
      assert.deepEqual(
        returned.shipment.tracking.map((e: { status: string }) => e.status),
        ['booked', 'rto_initiated', 'rto_delivered'],
      );
      await assert.rejects(
        runOps(t.app.db, ['courier', String(orderId), 'sideways'], { cancellation: deps }),
        /Unknown status "sideways"/,
      );
    });

    test('advance … shipped from the operator tool books the courier and mails the AWB', async () => {
      const { runOps } = await import('../../ops/commands');
      const orderId = await placeOrder(t.app, customer.id, clock, 'packed', {
        customerEmail: 'ops.ship@example.in',
      });
      const deps = async () => ({ ...t.app.orderDeps, later: (task: () => Promise<void>) => task() });
      const [line] = await runOps(t.app.db, ['advance', String(orderId), 'shipped'], {
        cancellation: deps,
        now: () => clock,
      });
      assert.match(line!, new RegExp(`packed → shipped\\. Harmony Sandbox Courier, AWB SBX0*${orderId}\\.`));
      const mails = (await t.outbox()).filter((mail) => mail.to === 'ops.ship@example.in');
      assert.match(mails[0]?.text ?? '', new RegExp(`Tracking number: SBX0*${orderId}\\.`));
    });
  });
}
