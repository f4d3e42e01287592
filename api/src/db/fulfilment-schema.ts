import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, users } from './schema';

// What staff add to an order as they fulfil it: its shipment, and notes the shopper never sees.

/**
 * An order's shipment: the courier and its tracking number (the AWB), set when staff ship it. Booked
 * through the courier gateway (Shiprocket or its sandbox), it keeps the gateway's ids and tracking page;
 * typed by hand ('manual'), only what staff entered.
 */
export const shipments = pgTable(
  'shipments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
    /** Who booked it: 'shiprocket', 'sandbox', or 'manual' (typed by staff). */
    bookedWith: text('booked_with').notNull().default('manual'),
    /** The gateway's order and shipment ids (Shiprocket's order_id and shipment_id). */
    gatewayOrderId: text('gateway_order_id'),
    gatewayShipmentId: text('gateway_shipment_id'),
    /** The gateway's tracking page for the AWB; null: the courier's own page, if it has one. */
    trackingUrl: text('tracking_url'),
  },
  (table) => [
    check('shipments_courier_present', sql`length(${table.courier}) > 0`),
    check('shipments_tracking_present', sql`length(${table.trackingNumber}) > 0`),
    check('shipments_booked_with_known', sql`${table.bookedWith} IN ('shiprocket', 'sandbox', 'manual')`),
    index('shipments_tracking_number').on(table.trackingNumber),
  ],
);

/**
 * The courier's tracking events of an order's shipment, each stored once (`eventKey`: the AWB, the
 * courier's status and its time), in whatever order they came; the order page lists them by `at`.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** The shop's reading of it (TRACKING_STATUSES). */
    status: text('status').notNull(),
    /** What the courier said, as it said it ("OUT FOR DELIVERY"). */
    courierStatus: text('courier_status').notNull(),
    location: text('location'),
    /** When the courier says it happened. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('tracking_events_key').on(table.eventKey),
    index('tracking_events_order').on(table.orderId, table.at),
    check(
      'tracking_events_status_known',
      sql`${table.status} IN ('booked', 'in_transit', 'out_for_delivery', 'delivered', 'rto_initiated', 'rto_delivered', 'other')`,
    ),
  ],
);

/**
 * A courier booking under way: claimed before the courier is called, so two api processes pressed at once
 * book one shipment (Shiprocket makes a second order for a second call). A claim older than a booking can
 * take (a process that died mid-call) may be taken over.
 */
export const courierBookings = pgTable('courier_bookings', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

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
export type TrackingEventRow = typeof trackingEvents.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;
