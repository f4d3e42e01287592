import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders, users } from './schema';

// What staff add to an order as they fulfil it: its shipment, and notes the shopper never sees.

/** An order's shipment: the courier and its tracking number, set when staff ship it. */
export const shipments = pgTable(
  'shipments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('shipments_courier_present', sql`length(${table.courier}) > 0`),
    check('shipments_tracking_present', sql`length(${table.trackingNumber}) > 0`),
  ],
);

/** Internal notes on an order, by staff, oldest first; never in the shopper's answers. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The staff account that wrote it; null once that account is erased. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_notes_order').on(table.orderId, table.at)],
);

export type ShipmentRow = typeof shipments.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;
