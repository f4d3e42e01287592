import fp from 'fastify-plugin';
import { afterAnswer } from '../../http/after-answer';
import type { OrderDeps } from '../../orders/order-deps';

export interface OrderMails {
  /**
   * Resolves when the work started after the answers so far (refunds asked for) is done, and the
   * outbox's due mails were sent or tried (tests).
   */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The order workflows' collaborators (orders/); a request passes its own log. */
    orderDeps: OrderDeps;
    orderMails: OrderMails;
  }
}

/**
 * The api's parts for the order's workflows. What they do after the answer (a confirmation, a refund
 * asked for and explained, a cancellation's mail) runs unawaited and is tracked, so closing waits for it.
 */
export default fp(
  async (fastify) => {
    const { db, config, log, invoicePrinter, paymentGateway, sandboxWebhooks, courierGateway } = fastify;
    const { later, settled } = afterAnswer(log);
    const orderMails: OrderMails = {
      async settled() {
        await settled();
        await fastify.mailer.outbox.drain();
      },
    };
    fastify.decorate('orderDeps', {
      db,
      gateway: paymentGateway,
      webhooks: sandboxWebhooks,
      courier: courierGateway,
      printInvoice: invoicePrinter.print,
      config,
      log,
      metrics: fastify.shopMetrics,
      later,
    });
    fastify.decorate('orderMails', orderMails);
    fastify.addHook('onClose', async () => settled());
  },
  {
    name: 'orders',
    dependencies: [
      'config',
      'db',
      'metrics',
      'mailer',
      'payment-gateway',
      'courier-gateway',
      'invoice-printer',
    ],
  },
);
