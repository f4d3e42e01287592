import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { prepared } from './prepared';
import { paymentEvents } from './schema';

// The gateway's webhook events, each recorded once by its id with what it did.

/**
 * Claims a webhook event id in the caller's transaction: true the first time, false when it was handled
 * before (a second delivery racing the first waits for it, then sees it).
 */
export async function claimPaymentEvent(
  tx: Database,
  event: {
    eventId: string;
    event: string;
    gatewayOrderId: string | null;
    receivedAt: Date;
    outcome?: string;
  },
): Promise<boolean> {
  const inserted = await prepared(tx, 'claim_payment_event', (d) =>
    d
      .insert(paymentEvents)
      .values({
        eventId: sql.placeholder('eventId'),
        event: sql.placeholder('event'),
        gatewayOrderId: sql.placeholder('gatewayOrderId'),
        receivedAt: sql.placeholder('receivedAt'),
        outcome: sql.placeholder('outcome'),
      })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ eventId: paymentEvents.eventId }),
  ).execute({ outcome: 'received', ...event });
  return inserted.length > 0;
}

export async function setPaymentEventOutcome(tx: Database, eventId: string, outcome: string) {
  await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, eventId));
}

/** Events that name no order (a refund names its payment) are filed under the order found. */
export async function setPaymentEventOrder(tx: Database, eventId: string, gatewayOrderId: string) {
  await tx.update(paymentEvents).set({ gatewayOrderId }).where(eq(paymentEvents.eventId, eventId));
}
