import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { type Mail, writeToOutbox } from '../../lib/outbox';

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

export default fp(
  async (fastify) => {
    const { smtpUrl, outboxDir, mailFrom } = fastify.config;
    let mailer: Mailer;
    if (smtpUrl) {
      const transport = nodemailer.createTransport(smtpUrl);
      fastify.addHook('onClose', async () => transport.close());
      mailer = {
        kind: 'smtp',
        async send(mail) {
          await transport.sendMail({ from: mailFrom, ...mail });
        },
      };
    } else {
      mailer = {
        kind: 'outbox',
        async send(mail) {
          const file = await writeToOutbox(outboxDir, mailFrom, mail);
          fastify.log.debug({ file }, 'mail written to the outbox');
        },
      };
    }
    fastify.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['config'] },
);
