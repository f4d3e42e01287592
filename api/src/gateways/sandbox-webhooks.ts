import http from 'node:http';
import https from 'node:https';
import { CURRENCY } from '@harmony/shared/domain';
import { gatewayId, hmacSha256Hex } from './signatures';

/** What the sandbox tells the shop, as Razorpay's webhooks do. */
export type SandboxEvent =
  | { event: 'payment.captured' | 'order.paid'; orderId: string; paymentId: string; amount: number }
  | { event: 'payment.failed' | 'payment.authorized'; orderId: string; paymentId: string; amount: number }
  | { event: 'refund.processed'; paymentId: string; refundId: string; amount: number };

export interface SandboxWebhooks {
  /**
   * Keeps the event (so another process delivers it if this one dies), then delivers it in the
   * background (after `delayMs`, when given), retried on a non-2xx answer or a failed connection.
   */
  send(event: SandboxEvent, delayMs?: number): Promise<void>;
  /** Waits until every delivery under way has succeeded or given up (tests, shutdown). */
  settled(): Promise<void>;
  /** Stops the retries still waiting and the takeovers; what is undelivered stays kept for others. */
  close(): void;
}

/** Where the events wait until the shop takes them: a table every api process shares. */
export interface SandboxWebhookStore {
  keep(event: KeptEvent, leaseMs: number): Promise<void>;
  extend(eventId: string, leaseMs: number): Promise<void>;
  forget(eventId: string): Promise<void>;
  /** The kept events whose sender's lease lapsed, now this process's for `leaseMs`. */
  takeOver(leaseMs: number): Promise<KeptEvent[]>;
}

export interface KeptEvent {
  eventId: string;
  body: string;
}

export interface SandboxWebhookOptions {
  secret: string;
  store: SandboxWebhookStore;
  /** Where to deliver; undefined when nothing listens yet (the event then waits, as logged). */
  url: () => string | undefined;
  /** Waits between attempts; Razorpay retries for 24 h, the sandbox for a few minutes. */
  retryDelaysMs?: number[];
  timeoutMs?: number;
  /** How often a process looks for events whose sender died. */
  takeOverEveryMs?: number;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}

export const SANDBOX_WEBHOOK_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000];

/** Razorpay's event body: the payment (and for order.paid the order, for a refund the refund) as entities. */
export function sandboxEventBody(e: SandboxEvent, now = new Date()) {
  if (e.event === 'refund.processed') {
    const refund = {
      id: e.refundId,
      entity: 'refund',
      amount: e.amount,
      currency: CURRENCY,
      payment_id: e.paymentId,
      status: 'processed',
      speed_processed: 'normal',
    };
    return {
      entity: 'event',
      account_id: 'acc_sandbox',
      event: e.event,
      contains: ['refund'],
      payload: { refund: { entity: refund } },
      created_at: Math.floor(now.getTime() / 1000),
    };
  }
  const status =
    e.event === 'payment.failed' ? 'failed' : e.event === 'payment.authorized' ? 'authorized' : 'captured';
  const payment = {
    id: e.paymentId,
    entity: 'payment',
    amount: e.amount,
    currency: CURRENCY,
    status,
    order_id: e.orderId,
    method: 'card',
    captured: status === 'captured',
    ...(status === 'failed'
      ? { error_code: 'BAD_REQUEST_ERROR', error_description: 'Payment failed (sandbox)' }
      : {}),
  };
  const payload: Record<string, { entity: object }> = { payment: { entity: payment } };
  if (e.event === 'order.paid') {
    payload.order = {
      entity: { id: e.orderId, entity: 'order', amount: e.amount, amount_paid: e.amount, status: 'paid' },
    };
  }
  return {
    entity: 'event',
    account_id: 'acc_sandbox',
    event: e.event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(now.getTime() / 1000),
  };
}

// Kept-alive connections, as a gateway's: node's own client costs a third of what fetch does per call,
// and the sandbox shares the api's process (Razorpay's deliveries cost the shop nothing).
const clients = {
  http: { request: http.request, agent: new http.Agent({ keepAlive: true }) },
  https: { request: https.request, agent: new https.Agent({ keepAlive: true }) },
};

/** POSTs the body and answers the status (the answer's body is read and dropped). */
export function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number) {
  const target = new URL(url);
  const { request, agent } = target.protocol === 'https:' ? clients.https : clients.http;
  return new Promise<number>((resolve, reject) => {
    const req = request(
      target,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        timeout: timeoutMs,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** A sender's hold on an event beyond an attempt's own time: a live process renews it in time. */
const LEASE_MARGIN_MS = 10_000;

/**
 * The sandbox's webhook deliveries: signed with the webhook secret, one event id for all attempts. Each
 * event is kept in the store until the shop took it (or it was given up on); a process that dies holding
 * one leaves it to whichever process next finds its lease lapsed. The shop takes an event id once, so a
 * delivery that happens twice is harmless, as Razorpay's own at-least-once deliveries are.
 */
export function createSandboxWebhooks(options: SandboxWebhookOptions): SandboxWebhooks {
  const { store, log } = options;
  const delays = options.retryDelaysMs ?? SANDBOX_WEBHOOK_RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? 5_000;
  const leaseFor = (waitMs: number) => waitMs + timeoutMs + LEASE_MARGIN_MS;
  const running = new Set<Promise<void>>();
  const waiting = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  let closed = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          waiting.delete(entry);
          resolve();
        }, ms),
        wake: resolve,
      };
      entry.timer.unref();
      waiting.add(entry);
    });

  const forget = (eventId: string) =>
    store
      .forget(eventId)
      .catch((err: unknown) => log.warn({ err, eventId }, 'sandbox webhook not forgotten'));

  async function deliver({ eventId, body }: KeptEvent, delayMs: number) {
    if (delayMs > 0) await pause(delayMs);
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': hmacSha256Hex(options.secret, body),
    };
    for (let attempt = 0; !closed; attempt += 1) {
      const url = options.url();
      if (!url) {
        // Kept: a process that listens takes it over once its lease lapses.
        log.warn({ eventId }, 'sandbox webhook not sent yet: the api is not listening');
        return;
      }
      let outcome: string;
      try {
        const status = await post(url, headers, body, timeoutMs);
        if (status >= 200 && status < 300) return forget(eventId);
        outcome = `HTTP ${status}`;
      } catch (err) {
        outcome = err instanceof Error ? err.message : String(err);
      }
      const delay = delays[attempt];
      if (delay === undefined) {
        log.warn({ eventId, outcome }, 'sandbox webhook given up');
        return forget(eventId);
      }
      log.info({ eventId, outcome, retryInMs: delay }, 'sandbox webhook retried');
      await store.extend(eventId, leaseFor(delay)).catch(() => undefined);
      await pause(delay);
    }
  }

  function start(event: KeptEvent, delayMs: number) {
    const delivery = deliver(event, delayMs).catch((err: unknown) =>
      log.warn({ err, eventId: event.eventId }, 'sandbox webhook not delivered'),
    );
    running.add(delivery);
    void delivery.finally(() => running.delete(delivery));
  }

  async function takeOver() {
    // A process that does not listen (a test's injected requests) could only keep them again.
    if (!options.url()) return;
    for (const event of await store.takeOver(leaseFor(0))) {
      log.info({ eventId: event.eventId }, 'sandbox webhook taken over from a process that stopped');
      start(event, 0);
    }
  }
  const takeOverTimer = setInterval(() => {
    if (!closed) takeOver().catch(() => undefined);
  }, options.takeOverEveryMs ?? 5_000);
  takeOverTimer.unref();

  return {
    async send(e, delayMs = 0) {
      if (closed) return;
      const event = { eventId: gatewayId('evt'), body: JSON.stringify(sandboxEventBody(e)) };
      // Kept or not, it goes: the store only adds a second chance if this process dies.
      await store
        .keep(event, leaseFor(delayMs))
        .catch((err: unknown) => log.warn({ err, eventId: event.eventId }, 'sandbox webhook not kept'));
      start(event, delayMs);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    close() {
      closed = true;
      clearInterval(takeOverTimer);
      for (const entry of waiting) {
        clearTimeout(entry.timer);
        entry.wake();
      }
      waiting.clear();
    },
  };
}
