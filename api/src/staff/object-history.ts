import { type AuditLine, historyOf } from '../db/audit-repository';
import type { Database } from '../db/client';

/** Who did it, as staff read it: the staff member's name, 'ops', or a former member's placeholder. */
export function actorLabel(line: Pick<AuditLine, 'via' | 'actorName'>): string {
  return line.via === 'ops' ? 'ops' : (line.actorName ?? 'A former staff member');
}

/** An object's own history (an order's, a product's, a ticket's) as its page shows it, oldest first. */
export async function objectHistory(db: Database, objectType: string, objectId: string | number) {
  return (await historyOf(db, objectType, objectId)).map((line) => ({
    at: line.at.toISOString(),
    by: actorLabel(line),
    action: line.action,
    before: line.before,
    after: line.after,
  }));
}
