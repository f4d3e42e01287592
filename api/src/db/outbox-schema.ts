import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailStatus } from '@harmony/shared/domain';
import type { MailAttachmentRef, StoredMail } from '../types/mail';
import { contactMessages, orders } from './schema';

// Every mail the shop sends, written in the transaction of what caused it and sent from here by the
// outbox worker of any api process (mail/outbox-worker.ts): a mail server that is down delays a mail,
// it never loses one, and each order's page lists its own.

export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the mail is, e.g. 'order.confirmation'; an order's mails are drawn from it by kind. */
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    messageId: integer('message_id').references(() => contactMessages.id, { onDelete: 'set null' }),
    /** The written mail (an OTP, a reply); null for a mail drawn from its order when it is sent. */
    mail: jsonb('mail').$type<StoredMail>(),
    /** Documents drawn when the mail is sent (a PDF is never kept here). */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>(),
    /** Known once the mail was composed (at its first try, for an order's). */
    recipient: text('recipient'),
    subject: text('subject'),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due: its next try, or, while sending, the end of its claim. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} IN ('pending', 'sending')`),
    index('outbox_failed')
      .on(table.createdAt)
      .where(sql`${table.status} = 'failed'`),
    index('outbox_order')
      .on(table.orderId, table.createdAt)
      .where(sql`${table.orderId} IS NOT NULL`),
    index('outbox_message')
      .on(table.messageId, table.createdAt)
      .where(sql`${table.messageId} IS NOT NULL`),
    check('outbox_status_known', sql`${table.status} IN ('pending', 'sending', 'sent', 'failed')`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
