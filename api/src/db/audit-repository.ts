import type { Database } from './client';
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
