import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contactMessages, products, users } from './schema';

// What the back office keeps beside the shop's own tables: a product's pictures, every stock change,
// and the replies on a customer's ticket.

/** A product's pictures in their order (position 0 is the one the listing shows). */
export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** A file name under the uploads' products folder, re-encoded by sharp. */
    file: text('file').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_images_product').on(table.productId, table.position),
    check('product_images_position_valid', sql`${table.position} >= 0`),
  ],
);

/**
 * Every change of a product's stock made by staff or ops, with its reason, who and when, and the units
 * after it. Checkout's holds and releases are not here: they are the orders' own record.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    /** The staff account; null for `npm run ops` or once that account is erased. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stock_movements_product').on(table.productId, table.at),
    check(
      'stock_movements_reason_known',
      sql`${table.reason} IN ('received', 'damaged', 'correction', 'returned')`,
    ),
    check('stock_movements_after_valid', sql`${table.stockAfter} >= 0`),
  ],
);

/** A ticket's thread after the customer's first message: staff replies (mailed) and what the customer sent back. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** The staff account that replied; null for the customer's own words or an erased account. */
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null until the reply's mail went out. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [index('ticket_replies_message').on(table.messageId, table.at)],
);

export type ProductImageRow = typeof productImages.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type TicketReplyRow = typeof ticketReplies.$inferSelect;
