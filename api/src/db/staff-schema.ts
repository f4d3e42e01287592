import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

// The back office's tables: who may use it, and what everyone did through it.

/**
 * Roles granted to staff: an ordinary account plus one or more of these (STAFF_ROLES). Read on every
 * admin request, so a role revoked takes effect on the next one.
 */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** Who granted it is in the audit log. */
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check('staff_roles_role', sql`${table.role} IN ('owner', 'orders', 'catalog')`),
  ],
);

/**
 * Every write through the back office or `npm run ops`: who, when, what, the object, and its values
 * before and after. Append-only: a trigger (migration 0011) refuses update and delete, as the invoices'
 * does. The actor is an account id (no email: an erased account leaves nothing personal here).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff account that acted; null for `npm run ops` (whoever runs the shop's machine). */
    actorUserId: integer('actor_user_id'),
    /** 'back office' or 'ops'. */
    via: text('via').notNull(),
    /** What was done, e.g. 'role.grant'. */
    action: text('action').notNull(),
    /** The object's kind ('account', 'order', 'product', …) and id. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_object').on(table.objectType, table.objectId, table.at),
    index('audit_log_actor').on(table.actorUserId, table.at),
    index('audit_log_at').on(table.at),
    check('audit_log_via', sql`${table.via} IN ('back office', 'ops')`),
  ],
);

export type AuditEntryRow = typeof auditLog.$inferSelect;
