import { Gauge, Histogram, Registry, collectDefaultMetrics } from '@prometheus-io/client';
import fp from 'fastify-plugin';
import { outboxCounts } from '../../db/outbox-repository';
import { HttpError } from '../../http/http-errors';
import { CHECKOUT_STEPS, checkoutFailureReason } from '../../metrics/checkout-failures';
import { metricsReader, requestAddresses } from '../../metrics/metrics-access';
import { type ShopMetrics, shopMetrics } from '../../metrics/shop-metrics';
import { COURIER_WEBHOOK_PATH } from './courier-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    /** The business counters of GET /metrics (metrics/shop-metrics.ts). */
    shopMetrics: ShopMetrics;
  }
}

export const METRICS_PATH = '/metrics';
export const METRICS_REFUSED = 'Metrics are served to the loopback and to METRICS_ALLOW only.';

const WEBHOOKS: Readonly<Record<string, 'payment' | 'courier'>> = {
  '/api/payment/webhook': 'payment',
  [COURIER_WEBHOOK_PATH]: 'courier',
};

/**
 * GET /metrics in Prometheus's text format, one registry per app: request durations by route pattern
 * and status, the process's own (event-loop lag, memory, CPU), the PostgreSQL pool, the outbox, and the
 * shop's counters. Checkout refusals and webhooks are counted here from their answers; the workflows
 * report the rest through shopMetrics.
 */
export default fp(
  async (fastify) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const metrics = shopMetrics(registry);
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const { db, log } = fastify;
    new Gauge({
      name: 'harmony_db_pool_connections',
      help: "The PostgreSQL pool's connections in use and idle, and the queries waiting for one",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        // PGlite is one connection inside the process: there is no pool to report.
        const stats = fastify.dbPoolStats();
        if (!stats) return;
        this.set({ state: 'in_use' }, stats.inUse);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'harmony_mails',
      help: 'Mails in the outbox waiting to be sent (pending) and given up on (failed)',
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        try {
          const counts = await outboxCounts(db);
          this.set({ status: 'pending' }, counts.pending);
          this.set({ status: 'failed' }, counts.failed);
        } catch (err) {
          // The database away: the rest of the page still says so (the pool, the 503s).
          log.warn({ err }, 'metrics: the outbox could not be counted');
        }
      },
    });

    fastify.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      durations.observe(
        { method: request.method, route: route ?? 'unknown', status_code: reply.statusCode },
        reply.elapsedTime / 1000,
      );
      const webhook = route && WEBHOOKS[route];
      if (webhook) {
        metrics.webhookReceived(webhook);
        if (reply.statusCode >= 400 && reply.statusCode < 500) metrics.webhookRejected(webhook);
      }
    });
    fastify.addHook('onSend', async (request, reply, payload) => {
      const step = reply.statusCode >= 400 && CHECKOUT_STEPS[request.routeOptions.url ?? ''];
      if (step) {
        const reason = checkoutFailureReason(reply.statusCode, payload);
        metrics.checkoutFailed(step, reason);
        if (reason === 'out_of_stock') metrics.stockRefused();
      }
      return payload;
    });

    const mayRead = metricsReader(fastify.config.metricsAllow);
    fastify.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const addresses = requestAddresses(request.socket.remoteAddress, request.headers['x-forwarded-for']);
      if (!addresses.every(mayRead)) throw new HttpError(403, METRICS_REFUSED);
      return reply.type(registry.contentType).send(await registry.metrics());
    });
    fastify.decorate('shopMetrics', metrics);
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
