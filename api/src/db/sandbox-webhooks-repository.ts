import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from './client';
import { sandboxWebhooks } from './sandbox-webhook-schema';

const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Keeps an event to deliver, held by its sender for `leaseMs`. */
export async function keepSandboxWebhook(
  db: Database,
  event: { eventId: string; body: string },
  leaseMs: number,
) {
  await db.insert(sandboxWebhooks).values({ ...event, leaseUntil: inMs(leaseMs) });
}

/** The sender holds it `leaseMs` longer (before a retry's pause). */
export async function extendSandboxWebhook(db: Database, eventId: string, leaseMs: number) {
  await db
    .update(sandboxWebhooks)
    .set({ leaseUntil: inMs(leaseMs) })
    .where(eq(sandboxWebhooks.eventId, eventId));
}

/** Taken by the shop, or given up on. */
export async function forgetSandboxWebhook(db: Database, eventId: string) {
  await db.delete(sandboxWebhooks).where(eq(sandboxWebhooks.eventId, eventId));
}

/** Takes over up to `limit` events whose sender's lease lapsed (it died), each for `leaseMs`. */
export async function takeOverSandboxWebhooks(db: Database, leaseMs: number, limit: number) {
  return db
    .update(sandboxWebhooks)
    .set({ leaseUntil: inMs(leaseMs) })
    .where(
      inArray(
        sandboxWebhooks.eventId,
        db
          .select({ eventId: sandboxWebhooks.eventId })
          .from(sandboxWebhooks)
          .where(lte(sandboxWebhooks.leaseUntil, sql`now()`))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ eventId: sandboxWebhooks.eventId, body: sandboxWebhooks.body });
}

/** The payment sandbox's store of undelivered webhooks (gateways/sandbox-webhooks.ts), in this table. */
export const sandboxWebhookStore = (db: Database) => ({
  keep: (event: { eventId: string; body: string }, leaseMs: number) => keepSandboxWebhook(db, event, leaseMs),
  extend: (eventId: string, leaseMs: number) => extendSandboxWebhook(db, eventId, leaseMs),
  forget: (eventId: string) => forgetSandboxWebhook(db, eventId),
  takeOver: (leaseMs: number) => takeOverSandboxWebhooks(db, leaseMs, 20),
});
