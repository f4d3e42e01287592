import fp from 'fastify-plugin';
import { findInvoiceByOrder } from '../../db/invoices-repository';
import { withItems } from '../../db/orders-repository';
import { markConfirmationMailed } from '../../db/payments-repository';
import type { OrderRow } from '../../db/schema';
import { renderInvoicePdf } from '../../lib/invoice-pdf';
import { orderConfirmationMail } from '../../lib/order-mail';

export interface OrderConfirmations {
  /**
   * Mails the confirmation of an order that was just marked paid, with its tax invoice, after the answer
   * (a slow mail server or the PDF never holds up the payment). Only the call that marked the order paid
   * sends it, so it goes once.
   */
  send(order: OrderRow): void;
  /** Resolves when every mail started so far has been sent or has failed (tests; shutdown). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderConfirmations: OrderConfirmations;
  }
}

export default fp(
  async (fastify) => {
    const { db, config, mailer, log } = fastify;
    const sending = new Set<Promise<void>>();

    async function deliver(row: OrderRow) {
      // The row is the order as the payment left it: only its lines and its invoice are read.
      const [order] = await withItems(db, [row]);
      if (!order) return;
      const invoice = await findInvoiceByOrder(db, row.id);
      const invoicePdf = invoice && (await renderInvoicePdf(invoice));
      await mailer.send(
        orderConfirmationMail(order, config.siteUrl, { taxRateBp: row.taxRateBp, invoicePdf }),
      );
      await markConfirmationMailed(db, row.id, config.now());
    }

    const confirmations: OrderConfirmations = {
      send(row) {
        const mail = deliver(row).catch((err) =>
          // The order is paid either way; confirmation_mailed_at stays empty for a resend.
          log.error({ err, orderId: row.id }, 'order confirmation not mailed'),
        );
        sending.add(mail);
        void mail.finally(() => sending.delete(mail));
      },
      async settled() {
        while (sending.size > 0) await Promise.allSettled([...sending]);
      },
    };
    fastify.addHook('onClose', async () => confirmations.settled());
    fastify.decorate('orderConfirmations', confirmations);
  },
  { name: 'order-confirmations', dependencies: ['config', 'db', 'mailer'] },
);
