import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { recordMail } from '../../db/mail-log-repository';
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
      async send({ about: _about, ...mail }) {
        await transport.sendMail({ from: mailFrom, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    kind: 'outbox',
    async send({ about: _about, ...mail }) {
      const file = await writeToOutbox(outboxDir, mailFrom, mail);
      debug({ file }, 'mail written to the outbox');
    },
    close: () => undefined,
  };
}

/**
 * Records each mail that says what it is about in the mail log, sent or failed (with the error), then
 * reports as the mailer did. A log that cannot be written never turns a sent mail into a failure.
 */
export function withMailLog<M extends Mailer>(
  mailer: M,
  db: Database,
  warn: (details: object, message: string) => void,
): M {
  const record = (mail: Mail, status: 'sent' | 'failed', err?: unknown) =>
    mail.about &&
    recordMail(db, {
      ...mail.about,
      recipient: mail.to,
      subject: mail.subject,
      status,
      lastError: err === undefined ? undefined : String(err instanceof Error ? err.message : err),
    }).catch((logErr: unknown) => warn({ err: logErr }, 'mail log not written'));
  return {
    ...mailer,
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (err) {
        await record(mail, 'failed', err);
        throw err;
      }
      await record(mail, 'sent');
    },
  };
}

export default fp(
  async (fastify) => {
    const mailer = withMailLog(
      createMailer(fastify.config, (details, message) => fastify.log.debug(details, message)),
      fastify.db,
      (details, message) => fastify.log.warn(details, message),
    );
    fastify.addHook('onClose', async () => mailer.close());
    if (mailer.kind === 'outbox') {
      fastify.log.warn(
        { outboxDir: fastify.config.outboxDir },
        'MAIL IS NOT SENT: it is written to the outbox folder (set SMTP_URL to send it)',
      );
    }
    fastify.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['config', 'db'] },
);
