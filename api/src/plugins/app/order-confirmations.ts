import fp from 'fastify-plugin';
import { toApiOrder, withItems } from '../../db/orders-repository';
import { type PaidOrder, type PaymentOutcome } from '../../db/paid-orders-repository';
import { markConfirmationMailed } from '../../db/payments-repository';
import { cancellationDeps, requestRefund } from '../../orders/cancel-order';
import { orderConfirmationMail, paymentRefusedMail } from '../../mail/order-mails';

export interface OrderConfirmations {
  /**
   * Mails the confirmation of an order that was just marked paid, with its tax invoice, after the answer
   * (a slow mail server or the PDF never holds up the payment). Only the call that marked the order paid
   * sends it, so it goes once. The paying statement answered the lines and the invoice: nothing is read.
   */
  send(paid: PaidOrder): void;
  /**
   * A payment that was just refused (its coupon could no longer be used): asks the gateway for the
   * refund recorded with it, then mails the customer why and what happens to the money, after the
   * answer. Only the call that refused the payment does it, so it happens once; a refund the gateway
   * refuses stays owed (failed) for `npm run ops -- refund <orderId>`.
   */
  refused(outcome: Extract<PaymentOutcome, { kind: 'refused' }>): void;
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
    const { db, config, mailer, log, invoicePrinter } = fastify;
    const sending = new Set<Promise<void>>();

    async function deliver({ order: row, items, invoice }: PaidOrder) {
      const order = toApiOrder(row, items, {
        invoice: invoice && { number: invoice.invoice.number, issuedAt: invoice.invoice.issuedAt },
      });
      const invoicePdf = invoice && (await invoicePrinter.print(invoice));
      await mailer.send(
        orderConfirmationMail(order, config.siteUrl, { taxRateBp: row.taxRateBp, invoicePdf }),
      );
      await markConfirmationMailed(db, row.id, config.now());
    }

    async function refund({
      order: row,
      refund: owed,
      reason,
    }: Extract<PaymentOutcome, { kind: 'refused' }>) {
      if (row.gatewayPaymentId)
        await requestRefund(cancellationDeps(fastify, log), owed, row.gatewayPaymentId);
      const [order] = await withItems(db, [row]);
      if (order) await mailer.send(paymentRefusedMail(order, config.siteUrl, reason));
    }

    const track = (work: Promise<void>) => {
      sending.add(work);
      void work.finally(() => sending.delete(work));
    };

    const confirmations: OrderConfirmations = {
      send(paid) {
        track(
          deliver(paid).catch((err) =>
            // The order is paid either way; confirmation_mailed_at stays empty for a resend.
            log.error({ err, orderId: paid.order.id }, 'order confirmation not mailed'),
          ),
        );
      },
      refused(outcome) {
        track(
          refund(outcome).catch((err) =>
            // The refund stays recorded (pending) either way: npm run ops -- refund asks again.
            log.error({ err, orderId: outcome.order.id }, 'refused payment not refunded or not mailed'),
          ),
        );
      },
      async settled() {
        while (sending.size > 0) await Promise.allSettled([...sending]);
      },
    };
    fastify.addHook('onClose', async () => confirmations.settled());
    fastify.decorate('orderConfirmations', confirmations);
  },
  {
    name: 'order-confirmations',
    dependencies: ['config', 'db', 'mailer', 'payment-gateway', 'invoice-printer'],
  },
);
