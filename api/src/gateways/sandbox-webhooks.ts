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
   * Delivers the event in the background (after `delayMs`, when given), retried on a non-2xx answer or
   * a failed connection.
   */
  send(event: SandboxEvent, delayMs?: number): void;
  /** Waits until every delivery under way has succeeded or given up (tests, shutdown). */
  settled(): Promise<void>;
  /** Stops the retries still waiting. */
  close(): void;
}

export interface SandboxWebhookOptions {
  secret: string;
  /** Where to deliver; undefined when nothing listens yet (the event is then dropped, as logged). */
  url: () => string | undefined;
  /** Waits between attempts; Razorpay retries for 24 h, the sandbox for a few minutes. */
  retryDelaysMs?: number[];
  timeoutMs?: number;
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

/** The sandbox's webhook deliveries: signed with the webhook secret, one event id for all attempts. */
export function createSandboxWebhooks(options: SandboxWebhookOptions): SandboxWebhooks {
  const delays = options.retryDelaysMs ?? SANDBOX_WEBHOOK_RETRY_DELAYS_MS;
  const timeoutMs = options.timeoutMs ?? 5_000;
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

  async function deliver(e: SandboxEvent, delayMs: number) {
    if (delayMs > 0) await pause(delayMs);
    const eventId = gatewayId('evt');
    const body = JSON.stringify(sandboxEventBody(e));
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': hmacSha256Hex(options.secret, body),
    };
    for (let attempt = 0; !closed; attempt += 1) {
      const url = options.url();
      if (!url) {
        options.log.warn({ eventId, event: e.event }, 'sandbox webhook not sent: the api is not listening');
        return;
      }
      let outcome: string;
      try {
        const status = await post(url, headers, body, timeoutMs);
        if (status >= 200 && status < 300) return;
        outcome = `HTTP ${status}`;
      } catch (err) {
        outcome = err instanceof Error ? err.message : String(err);
      }
      const delay = delays[attempt];
      if (delay === undefined) {
        options.log.warn({ eventId, event: e.event, outcome }, 'sandbox webhook given up');
        return;
      }
      options.log.info({ eventId, event: e.event, outcome, retryInMs: delay }, 'sandbox webhook retried');
      await pause(delay);
    }
  }

  return {
    send(e, delayMs = 0) {
      if (closed) return;
      const delivery = deliver(e, delayMs);
      running.add(delivery);
      void delivery.finally(() => running.delete(delivery));
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    close() {
      closed = true;
      for (const entry of waiting) {
        clearTimeout(entry.timer);
        entry.wake();
      }
      waiting.clear();
    },
  };
}
