import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';
import { type Mail, writeToOutbox } from '../../mail/outbox';

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox' (JSON files in OUTBOX_DIR). */
  kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** SMTP when SMTP_URL is set, else the outbox folder; the api and the operator tool make theirs here. */
export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'outboxDir' | 'mailFrom'>,
  debug: (details: object, message: string) => void,
): Mailer & { close(): void } {
  const { smtpUrl, outboxDir, mailFrom } = config;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: mailFrom, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      const file = await writeToOutbox(outboxDir, mailFrom, mail);
      debug({ file }, 'mail written to the outbox');
    },
    close: () => undefined,
  };
}

export default fp(
  async (fastify) => {
    const mailer = createMailer(fastify.config, (details, message) => fastify.log.debug(details, message));
    fastify.addHook('onClose', async () => mailer.close());
    if (mailer.kind === 'outbox') {
      fastify.log.warn(
        { outboxDir: fastify.config.outboxDir },
        'MAIL IS NOT SENT: it is written to the outbox folder (set SMTP_URL to send it)',
      );
    }
    fastify.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['config'] },
);
