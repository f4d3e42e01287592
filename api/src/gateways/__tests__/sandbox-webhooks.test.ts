import assert from 'node:assert/strict';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { type KeptEvent, type SandboxWebhookStore, createSandboxWebhooks } from '../sandbox-webhooks';
import { hmacSha256Hex } from '../signatures';

const SECRET = 'sandbox-webhook-secret-for-tests-0123456789';
const quiet = { info() {}, warn() {} };

/** The store as a map: what is kept until delivered or given up on (the table's test is beside). */
function memoryStore(): SandboxWebhookStore & { kept: Map<string, KeptEvent> } {
  const kept = new Map<string, KeptEvent>();
  return {
    kept,
    keep: async (event) => void kept.set(event.eventId, event),
    extend: async () => undefined,
    forget: async (eventId) => void kept.delete(eventId),
    takeOver: async () => [],
  };
}

describe('sandbox webhooks', () => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  let answers: number[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end();
    });
  });
  let url = '';
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payment/webhook`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('signed over the raw body, retried on a non-2xx with the same event id, until it is taken', async () => {
    received.length = 0;
    answers = [500, 503, 204];
    const store = memoryStore();
    const webhooks = createSandboxWebhooks({
      secret: SECRET,
      store,
      url: () => url,
      retryDelaysMs: [5, 5, 5],
      log: quiet,
    });
    await webhooks.send({
      event: 'payment.captured',
      orderId: 'order_A',
      paymentId: 'pay_A',
      amount: 524_895,
    });
    assert.equal(store.kept.size, 1, 'kept until the shop takes it');
    await webhooks.settled();
    assert.equal(received.length, 3);
    assert.equal(store.kept.size, 0, 'forgotten once taken');
    const ids = new Set(received.map((r) => r.headers['x-razorpay-event-id']));
    assert.equal(ids.size, 1);
    assert.match(String([...ids][0]), /^evt_/);
    for (const { headers, body } of received) {
      assert.equal(headers['x-razorpay-signature'], hmacSha256Hex(SECRET, body));
      assert.equal(headers['content-type'], 'application/json');
    }
    const event = JSON.parse(received[0]!.body);
    assert.equal(event.event, 'payment.captured');
    assert.deepEqual(
      [
        event.payload.payment.entity.order_id,
        event.payload.payment.entity.id,
        event.payload.payment.entity.amount,
      ],
      ['order_A', 'pay_A', 524_895],
    );
  });

  test('gives up after its retries, and keeps what it could not send while the api does not listen', async () => {
    received.length = 0;
    answers = [500, 500, 500, 500];
    const store = memoryStore();
    const webhooks = createSandboxWebhooks({
      secret: SECRET,
      store,
      url: () => url,
      retryDelaysMs: [5, 5],
      log: quiet,
    });
    await webhooks.send({ event: 'payment.failed', orderId: 'order_B', paymentId: 'pay_B', amount: 100 });
    await webhooks.settled();
    assert.equal(received.length, 3, 'the first attempt and two retries');
    assert.equal(JSON.parse(received[0]!.body).payload.payment.entity.status, 'failed');
    assert.equal(store.kept.size, 0, 'given up on: not kept');
    webhooks.close();

    received.length = 0;
    const waits = memoryStore();
    const nowhere = createSandboxWebhooks({ secret: SECRET, store: waits, url: () => undefined, log: quiet });
    await nowhere.send({ event: 'order.paid', orderId: 'order_C', paymentId: 'pay_C', amount: 100 });
    await nowhere.settled();
    nowhere.close();
    assert.equal(received.length, 0);
    assert.equal(waits.kept.size, 1, 'kept for a process that listens');
  });

  test('close() ends the retries still waiting', async () => {
    received.length = 0;
    answers = [500];
    const store = memoryStore();
    const webhooks = createSandboxWebhooks({
      secret: SECRET,
      store,
      url: () => url,
      retryDelaysMs: [60_000],
      log: quiet,
    });
    await webhooks.send({ event: 'order.paid', orderId: 'order_D', paymentId: 'pay_D', amount: 100 });
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    webhooks.close();
    await webhooks.settled();
    assert.equal(received.length, 1);
    assert.equal(store.kept.size, 1, 'still kept, for another process to deliver');
  });
});
