import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * The Idempotency-Keys of a customer's ADD TO CART requests: the key is claimed in the same transaction
 * as the add, so a page that sends one add again (after a reload cut off the answer), even at the same
 * moment, adds nothing the second time. Kept CART_ADD_KEY_KEEP_DAYS, past the page's replay window.
 */
export const cartAddKeys = pgTable(
  'cart_add_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What the key added: the same key with another product or quantity is refused. */
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The prune reads one customer's keys by this key's first column.
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
