import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import { claimDueMail, markMailNotSent, markMailSent } from '../db/outbox-repository';
import type { OutboxRow } from '../db/outbox-schema';
import type { Mail } from '../types/mail';

/** Hands a mail to the mail server (or the folder of development): resolves on its acceptance only. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

export interface OutboxWorkerDeps {
  db: Database;
  transport: MailTransport;
  /** The mail to send for a row: its written mail, or one drawn from its order (with its PDFs). */
  compose(row: OutboxRow): Promise<Mail>;
  /** What a sent mail changes besides its row (an order's confirmation_mailed_at). */
  afterSent(row: OutboxRow): Promise<void>;
  /** Told of each mail given up on: the log at error level and the metrics. */
  gaveUp(row: OutboxRow, error: string): void;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  settings: OutboxSettings;
}

export interface OutboxSettings {
  /** How often each process looks for due mails. */
  pollMs: number;
  /** The pause before each retry, the last one repeated (1 min, 5 min, 30 min, 2 h, then every 6 h). */
  retryDelaysMs: number[];
  /** A mail still failing this long after it was written is given up on (3 days). */
  giveUpMs: number;
}

/**
 * A claim outlives any one try: the SMTP transport gives up on a silent server well within it
 * (mailer.ts). Mails are claimed one at a time, so a claim never waits behind another mail's try, and
 * a process killed mid-send holds its mail for two minutes, no longer.
 */
export const LEASE_MS = 2 * 60_000;

/** The pause after the `attempt`th try failed. */
export const retryDelayMs = (delays: number[], attempt: number) =>
  delays[Math.min(attempt, delays.length) - 1] ?? delays.at(-1)!;

/**
 * Sends the outbox's due mails, in every api process: a claim (SKIP LOCKED, with a lease) makes each
 * mail one process's at a time, and a mail is marked sent only once the server accepted it. A process
 * that dies mid-send leaves its claims to lapse and be taken again.
 */
export function outboxWorker(deps: OutboxWorkerDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function sendOne(row: OutboxRow) {
    let composed: { recipient: string; subject: string } | undefined;
    try {
      const mail = await deps.compose(row);
      composed = { recipient: mail.to, subject: mail.subject };
      await deps.transport.send(mail);
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const retryInMs = retryDelayMs(deps.settings.retryDelaysMs, row.attempts);
      const status = await markMailNotSent(
        deps.db,
        row.id,
        error,
        { retryInMs, giveUpMs: deps.settings.giveUpMs },
        composed,
      );
      if (status === 'failed') deps.gaveUp(row, error);
      else
        deps.log.warn(
          { err, mailId: row.id, kind: row.kind, attempt: row.attempts },
          'mail not sent; retrying',
        );
      return;
    }
    await markMailSent(deps.db, row.id, composed);
    await deps
      .afterSent(row)
      .catch((err: unknown) => deps.log.warn({ err, mailId: row.id }, 'mail sent; its record not updated'));
  }

  /** One pass: claims due mails and sends them, until none is due. Answers how many it tried. */
  async function pass(): Promise<number> {
    let tried = 0;
    for (;;) {
      const row = await claimDueMail(deps.db, LEASE_MS);
      if (!row) return tried;
      await sendOne(row);
      tried += 1;
      if (stopped) return tried;
    }
  }

  function runPass(): Promise<number> {
    running ??= pass().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runPass()
        .catch((err: unknown) => {
          // The database away is logged once where it is met (the pool); the next pass tries again.
          if (!isDatabaseUnavailable(err)) deps.log.error({ err }, 'outbox pass failed');
        })
        .finally(schedule);
    }, deps.settings.pollMs);
    timer.unref();
  }

  return {
    start: schedule,
    /** Sends every due mail now, and those that fall due while it does (tests; `npm run ops`). */
    async drain(): Promise<number> {
      let tried = 0;
      for (;;) {
        await running;
        const more = await runPass();
        tried += more;
        if (more === 0) return tried;
      }
    },
    /** Stops looking; resolves once the pass under way has finished its mails. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof outboxWorker>;
