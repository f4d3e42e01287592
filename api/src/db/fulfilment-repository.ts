import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from './client';
import {
  type OrderNoteRow,
  type ShipmentRow,
  courierBookings,
  orderNotes,
  shipments,
} from './fulfilment-schema';
import { type OrderRow, orders, users } from './schema';

/** Sets the order's fulfilment status; the caller holds the order's lock and checked the move. */
export async function setOrderStatus(
  tx: Database,
  orderId: number,
  status: string,
  now: Date,
): Promise<OrderRow> {
  const [moved] = await tx
    .update(orders)
    .set({ status, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning();
  return moved!;
}

export async function saveShipment(tx: Database, shipment: typeof shipments.$inferInsert): Promise<void> {
  await tx
    .insert(shipments)
    .values(shipment)
    .onConflictDoUpdate({
      target: shipments.orderId,
      set: {
        courier: shipment.courier,
        trackingNumber: shipment.trackingNumber,
        shippedAt: shipment.shippedAt,
        bookedWith: shipment.bookedWith,
        gatewayOrderId: shipment.gatewayOrderId,
        gatewayShipmentId: shipment.gatewayShipmentId,
        trackingUrl: shipment.trackingUrl,
      },
    });
}

/** The shipments of these orders, by order id (none asked: no query). */
export async function shipmentsOf(db: Database, orderIds: number[]): Promise<Map<number, ShipmentRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(shipments).where(inArray(shipments.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, row]));
}

export async function findShipment(db: Database, orderId: number): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

export async function addOrderNote(
  tx: Database,
  note: { orderId: number; authorUserId: number | null; body: string; at: Date },
): Promise<OrderNoteRow> {
  const [row] = await tx.insert(orderNotes).values(note).returning();
  return row!;
}

/** The order's notes, oldest first, each with its author's name (null once that account is erased). */
export async function notesOf(db: Database, orderId: number) {
  return db
    .select({ id: orderNotes.id, body: orderNotes.body, at: orderNotes.at, authorName: users.fullname })
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorUserId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.at), asc(orderNotes.id));
}

/**
 * Claims the courier booking of an order: true when no other booking holds it (or the one that did
 * started before `staleBefore`). One statement, so two processes at once cannot both claim it.
 */
export async function claimCourierBooking(
  db: Database,
  orderId: number,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(courierBookings)
    .values({ orderId, startedAt: now })
    .onConflictDoUpdate({
      target: courierBookings.orderId,
      set: { startedAt: now },
      where: lt(courierBookings.startedAt, staleBefore),
    })
    .returning({ orderId: courierBookings.orderId });
  return claimed.length > 0;
}

/** Gives up a claim this booking made (the courier failed: the next press may try again). */
export async function releaseCourierBooking(db: Database, orderId: number, startedAt: Date): Promise<void> {
  await db
    .delete(courierBookings)
    .where(and(eq(courierBookings.orderId, orderId), eq(courierBookings.startedAt, startedAt)));
}
