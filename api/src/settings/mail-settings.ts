import { z } from 'zod';
import type { OutboxSettings } from '../mail/outbox-worker';
import { blankToUndefined } from './env-fields';

// The outbox's settings (README: Mail): how often each api process looks for mails, and how long and how
// often a mail the server refuses is tried again.

export interface MailSettings {
  mailOutbox: OutboxSettings;
}

const SECONDS_LIST = /^\s*\d+(\s*,\s*\d+)*\s*$/;

/** The environment variables of the outbox, as config.ts's EnvSchema reads them. */
export const MAIL_ENV = {
  MAIL_POLL_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().min(0.05).max(300).default(1)),
  MAIL_RETRY_SECONDS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        SECONDS_LIST,
        'MAIL_RETRY_SECONDS must be seconds separated by commas, e.g. 60,300,1800,7200,21600',
      )
      .default('60,300,1800,7200,21600'),
  ),
  MAIL_GIVE_UP_HOURS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .min(0)
      .max(24 * 30)
      .default(72),
  ),
};

export function mailSettings(e: z.infer<z.ZodObject<typeof MAIL_ENV>>): MailSettings {
  return {
    mailOutbox: {
      pollMs: e.MAIL_POLL_SECONDS * 1000,
      retryDelaysMs: e.MAIL_RETRY_SECONDS.split(',').map((seconds) => Number(seconds) * 1000),
      giveUpMs: e.MAIL_GIVE_UP_HOURS * 3_600_000,
    },
  };
}
