import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';
import { auditLog } from './staff-schema';

/** Who did something: a staff account through the back office, or the operator's tool. */
export type Actor = { via: 'back office'; userId: number } | { via: 'ops' };

export interface AuditEntry {
  action: string;
  objectType: string;
  objectId: string | number;
  before: unknown;
  after: unknown;
}

/** One line of the append-only log, in the caller's transaction (so it lands with the change or not at all). */
export async function recordAudit(tx: Database, actor: Actor, entry: AuditEntry, at: Date): Promise<void> {
  await tx.insert(auditLog).values({
    at,
    actorUserId: actor.via === 'ops' ? null : actor.userId,
    via: actor.via,
    action: entry.action,
    objectType: entry.objectType,
    objectId: String(entry.objectId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditLine {
  at: Date;
  via: string;
  /** The staff member's name; null for ops, or an account since erased. */
  actorName: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

/** An object's own history (an order's, a product's), oldest first, with who did each thing. */
export async function historyOf(
  db: Database,
  objectType: string,
  objectId: string | number,
): Promise<AuditLine[]> {
  return db
    .select({
      at: auditLog.at,
      via: auditLog.via,
      actorName: users.fullname,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.objectType, objectType), eq(auditLog.objectId, String(objectId))))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}

/** What the owner's audit log page filters on: every field optional, all at once. */
export interface AuditFilter {
  /** A staff account's id, or 'ops' for the operator's tool. */
  actor?: number | 'ops';
  objectType?: string;
  objectId?: string;
  /** At or after, and before. */
  from?: Date;
  until?: Date;
}

/**
 * A page of the log, newest first, `limit` long; keyset by id (ids rise with time), so a deep page costs
 * what the first does. `next` is the last line's id when more follow.
 */
export async function listAudit(db: Database, filter: AuditFilter, after: number | null, limit: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      via: auditLog.via,
      actorName: users.fullname,
      action: auditLog.action,
      objectType: auditLog.objectType,
      objectId: auditLog.objectId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        filter.actor === 'ops' ? eq(auditLog.via, 'ops') : undefined,
        typeof filter.actor === 'number' ? eq(auditLog.actorUserId, filter.actor) : undefined,
        filter.objectType ? eq(auditLog.objectType, filter.objectType) : undefined,
        filter.objectId ? eq(auditLog.objectId, filter.objectId) : undefined,
        filter.from ? sql`${auditLog.at} >= ${filter.from.toISOString()}` : undefined,
        filter.until ? sql`${auditLog.at} < ${filter.until.toISOString()}` : undefined,
        after === null ? undefined : lt(auditLog.id, after),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  return { rows: shown, next: rows.length > limit ? (shown.at(-1)?.id ?? null) : null };
}
