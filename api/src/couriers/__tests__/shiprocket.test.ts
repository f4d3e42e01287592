import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  type FakeShiprocket,
  SHIPROCKET_TEST_LOGIN,
  startFakeShiprocket,
} from '../../test-support/fake-shiprocket';
import { createShiprocketGateway } from '../shiprocket';
import { CourierError, type ShipmentRequest } from '../types';

// The Shiprocket gateway against a local server speaking Shiprocket's API: it logs in once, keeps the
// token for its 10 days, renews it before they end or when it is refused, and books in three calls.
describe('the Shiprocket courier gateway', () => {
  let fake: FakeShiprocket;
  let clock = new Date('2026-11-27T06:00:00Z');
  const warnings: string[] = [];
  const gateway = (password = SHIPROCKET_TEST_LOGIN.password) =>
    createShiprocketGateway({
      email: SHIPROCKET_TEST_LOGIN.email,
      password,
      webhookToken: 'token-set-in-the-panel',
      pickupLocation: 'Chennai warehouse',
      apiUrl: fake.url,
      timeoutMs: 2000,
      now: () => clock,
      warn: (_details, message) => warnings.push(message),
    });
  const request = (orderId: number, cashOnDelivery = false): ShipmentRequest => ({
    orderId,
    placedAt: new Date('2026-11-26T12:30:00Z'),
    customerName: 'Asha Menon',
    customerEmail: 'asha@example.in',
    customerPhone: '9876543210',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    items: [{ name: 'Harmony M1', sku: 'HAR-1', units: 2, unitPricePaise: 499_900 }],
    totalPaise: 1_049_790,
    cashOnDelivery,
  });
  before(async () => {
    fake = await startFakeShiprocket();
  });
  after(() => fake.close());

  test('books a prepaid order: logs in, creates the order, assigns the AWB, asks for the pickup', async () => {
    const shiprocket = gateway();
    const booked = await shiprocket.book(request(101));
    assert.deepEqual(
      fake.requests.map((r) => r.path),
      ['/auth/login', '/orders/create/adhoc', '/courier/assign/awb', '/courier/generate/pickup'],
    );
    const [login, created, assigned, pickup] = fake.requests;
    assert.deepEqual(login!.body, SHIPROCKET_TEST_LOGIN);
    assert.match(created!.authorization ?? '', /^Bearer eyJ/);
    assert.equal(created!.body.order_id, 'HAR-101');
    assert.equal(created!.body.order_date, '2026-11-26 18:00');
    assert.equal(created!.body.payment_method, 'Prepaid');
    assert.equal(created!.body.sub_total, 10_497.9);
    assert.equal(created!.body.pickup_location, 'Chennai warehouse');
    assert.deepEqual(
      [created!.body.billing_city, created!.body.billing_pincode, created!.body.billing_state],
      ['Bengaluru', '560001', 'Karnataka'],
    );
    assert.deepEqual(created!.body.order_items, [
      { name: 'Harmony M1', sku: 'HAR-1', units: 2, selling_price: 4999 },
    ]);
    assert.equal(typeof assigned!.body.shipment_id, 'number');
    assert.deepEqual(pickup!.body.shipment_id, [assigned!.body.shipment_id]);
    assert.equal(booked.courier, 'Delhivery Surface');
    assert.match(booked.awb, /^1904142\d{8}$/);
    assert.equal(booked.gatewayShipmentId, String(assigned!.body.shipment_id));
    assert.equal(booked.trackingUrl, `https://shiprocket.co/tracking/${booked.awb}`);
  });

  test('a Cash on Delivery order goes as COD with its amount to collect', async () => {
    fake.requests.length = 0;
    await gateway().book(request(102, true));
    const created = fake.requests.find((r) => r.path === '/orders/create/adhoc')!;
    assert.deepEqual([created.body.payment_method, created.body.sub_total], ['COD', 10_497.9]);
  });

  test('keeps its token for 10 days, renews it a day before they end, and logs in again on a 401', async () => {
    const shiprocket = gateway();
    const start = fake.logins();
    await shiprocket.book(request(103));
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    await shiprocket.book(request(104));
    assert.equal(fake.logins(), start + 1, 'one login serves 8 days of bookings');
    clock = new Date(clock.getTime() + 1.5 * 86_400_000);
    await shiprocket.book(request(105));
    assert.equal(fake.logins(), start + 2, 'renewed on day 9.5, before the token ends');
    fake.revokeTokens();
    fake.requests.length = 0;
    const booked = await shiprocket.book(request(106));
    assert.match(booked.awb, /^1904142/);
    assert.equal(fake.logins(), start + 3, 'a refused token is renewed at once');
    assert.deepEqual(
      fake.requests.map((r) => r.path),
      [
        '/orders/create/adhoc',
        '/auth/login',
        '/orders/create/adhoc',
        '/courier/assign/awb',
        '/courier/generate/pickup',
      ],
    );
  });

  test('a refused login, a refused order or no AWB is a CourierError; a refused pickup (the AWB assigned) is only warned', async () => {
    await assert.rejects(gateway('wrong-password').book(request(107)), (err: unknown) => {
      assert.ok(err instanceof CourierError);
      assert.match(err.message, /Invalid email and password combination/);
      return true;
    });
    const shiprocket = gateway();
    fake.answerNext('/orders/create/adhoc', 422, { message: 'Oops! Invalid Data.', status_code: 422 });
    await assert.rejects(shiprocket.book(request(108)), /Invalid Data/);
    fake.answerNext('/courier/assign/awb', 200, { awb_assign_status: 0, response: { data: {} } });
    await assert.rejects(shiprocket.book(request(109)), /assigned no AWB/);
    fake.answerNext('/courier/generate/pickup', 400, {
      message: 'Already in pickup queue.',
      status_code: 400,
    });
    const refusedPickup = await shiprocket.book(request(110));
    assert.match(refusedPickup.awb, /^1904142/, 'booked: the AWB is assigned');
    assert.deepEqual(warnings, ['Shiprocket did not schedule the pickup']);
    fake.answerNext('/courier/generate/pickup', 200, { pickup_status: 0 });
    const booked = await shiprocket.book(request(111));
    assert.match(booked.awb, /^1904142/);
    assert.deepEqual(warnings, [
      'Shiprocket did not schedule the pickup',
      'Shiprocket did not schedule the pickup',
    ]);
  });

  test('the webhook token is checked as given in the panel', () => {
    const shiprocket = gateway();
    assert.equal(shiprocket.verifyWebhookToken('token-set-in-the-panel'), true);
    assert.equal(shiprocket.verifyWebhookToken('another-token'), false);
    assert.equal(shiprocket.verifyWebhookToken(undefined), false);
  });
});
