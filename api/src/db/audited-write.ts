import { type Actor, type AuditEntry, recordAudit } from './audit-repository';
import type { Database } from './client';

/** One staff change to one row, as auditedWrite runs it; Result is what the caller answers. */
export interface AuditedWrite<Row, Result> {
  /** The row under its lock (FOR UPDATE), or undefined when there is none. */
  lock(tx: Database): Promise<Row | undefined>;
  /** The refusal when there is no row. */
  missing(): Error;
  /**
   * The answer when the row already is what is asked (a double click, two staff at once): nothing is
   * written or logged. Undefined: go on.
   */
  already?(row: Row): Result | undefined;
  /** Throws a refusal: the row changed since the page showed it, or a rule forbids the change. */
  check?(tx: Database, row: Row): Promise<void> | void;
  write(tx: Database, row: Row): Promise<Result>;
  /** The audit line, from the row before the change and the write's answer. */
  audit(row: Row, result: Result): AuditEntry;
}

/**
 * The back office's write pattern, in one transaction: lock the row, answer unchanged when it already
 * is as asked, refuse a stale or forbidden change (the caller answers 409 with the row as it is now),
 * write, and record the audit line, so the line lands with the change or not at all.
 */
export function auditedWrite<Row, Result>(
  db: Database,
  actor: Actor,
  now: Date,
  change: AuditedWrite<Row, Result>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const row = await change.lock(tx);
    if (row === undefined) throw change.missing();
    const unchanged = change.already?.(row);
    if (unchanged !== undefined) return unchanged;
    await change.check?.(tx, row);
    const result = await change.write(tx, row);
    await recordAudit(tx, actor, change.audit(row, result), now);
    return result;
  });
}
