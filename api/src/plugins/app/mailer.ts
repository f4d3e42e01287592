import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';
import { writeToOutbox } from '../../mail/outbox';
import { type MailTransport, type OutboxWorker, outboxWorker } from '../../mail/outbox-worker';
import { recordMailSent } from '../../mail/sent-mail-records';
import { composeMail } from '../../orders/order-mails';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the outbox table's mails (every mail the shop writes goes there first). */
    mailer: { kind: MailTransport['kind']; outbox: OutboxWorker };
  }
}

/** SMTP when SMTP_URL is set, else the folder of development (JSON files in OUTBOX_DIR). */
export function createMailTransport(
  config: Pick<AppConfig, 'smtpUrl' | 'outboxDir' | 'mailFrom'>,
): MailTransport & { close(): void } {
  const { smtpUrl, outboxDir, mailFrom } = config;
  if (smtpUrl) {
    // Each stage's limit is well under the outbox's claim (LEASE_MS), so a try ends before its claim does.
    const transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 45_000,
    });
    return {
      kind: 'smtp',
      async send({ about: _about, ...mail }) {
        await transport.sendMail({ from: mailFrom, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send({ about: _about, ...mail }) {
      await writeToOutbox(outboxDir, mailFrom, mail);
    },
    close: () => undefined,
  };
}

/**
 * Every api process runs an outbox worker (mail/outbox-worker.ts): SMTP, or in development the outbox
 * folder, is one more transport behind the same table. Closing stops it after the mails under way.
 */
export default fp(
  async (fastify) => {
    const { db, config, log, invoicePrinter } = fastify;
    const transport = createMailTransport(config);
    const deps = { db, config, printInvoice: invoicePrinter.print };
    const worker = outboxWorker({
      db,
      transport,
      compose: (row) => composeMail(deps, row),
      afterSent: (row) => recordMailSent(db, row, config.now()),
      gaveUp: (row, error) => {
        fastify.shopMetrics.mailGivenUp(row.kind);
        log.error({ mailId: row.id, kind: row.kind, orderId: row.orderId, error }, 'mail given up on');
      },
      log,
      settings: config.mailOutbox,
    });
    worker.start();
    fastify.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
    if (transport.kind === 'outbox') {
      log.warn(
        { outboxDir: config.outboxDir },
        'MAIL IS NOT SENT: it is written to the outbox folder (set SMTP_URL to send it)',
      );
    }
    fastify.decorate('mailer', { kind: transport.kind, outbox: worker });
  },
  { name: 'mailer', dependencies: ['config', 'db', 'metrics', 'invoice-printer'] },
);
