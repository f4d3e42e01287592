import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The payment sandbox's webhooks not yet taken by the shop. Razorpay keeps its deliveries on its side
 * and retries them for a day; the sandbox lives in the api's processes, so it keeps them here: one that
 * a killed process was delivering is taken over by another once its lease lapses.
 */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    /** Razorpay's x-razorpay-event-id: the same for every attempt, so the shop takes it once. */
    eventId: text('event_id').primaryKey(),
    /** The signed body, as sent. */
    body: text('body').notNull(),
    /** Until then one process is delivering it (or waiting to); after, any process may take it over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_webhooks_lease').on(table.leaseUntil)],
);
