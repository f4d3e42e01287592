import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { type TrackingEventRow, shipments, trackingEvents } from './fulfilment-schema';
import { orders } from './schema';

/** The shipment of an AWB (the order it carries), or undefined for one the shop did not book. */
export async function findShipmentByAwb(db: Database, awb: string) {
  const [row] = await db.select().from(shipments).where(eq(shipments.trackingNumber, awb)).limit(1);
  return row;
}

/** Stores the event unless one with its key is there: answers whether it was new. */
export async function insertTrackingEvent(
  tx: Database,
  event: Omit<TrackingEventRow, 'id'>,
): Promise<boolean> {
  const inserted = await tx
    .insert(trackingEvents)
    .values(event)
    .onConflictDoNothing({ target: trackingEvents.eventKey })
    .returning({ id: trackingEvents.id });
  return inserted.length > 0;
}

/** The tracking history of these orders, oldest event first, by order id (none asked: no query). */
export async function trackingEventsOf(
  db: Database,
  orderIds: number[],
): Promise<Map<number, TrackingEventRow[]>> {
  const byOrder = new Map<number, TrackingEventRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(trackingEvents)
    .where(inArray(trackingEvents.orderId, orderIds))
    .orderBy(asc(trackingEvents.at), asc(trackingEvents.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** The sandbox's shipments still on their way, with the statuses each has reached. */
export async function sandboxShipmentsOnTheirWay(db: Database) {
  const moving = await db
    .select({
      orderId: shipments.orderId,
      awb: shipments.trackingNumber,
      courier: shipments.courier,
      gatewayShipmentId: shipments.gatewayShipmentId,
      shippedAt: shipments.shippedAt,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.bookedWith, 'sandbox'), inArray(orders.status, ['shipped', 'out_for_delivery'])));
  const events = await trackingEventsOf(
    db,
    moving.map((shipment) => shipment.orderId),
  );
  return moving.map((shipment) => ({
    ...shipment,
    reached: new Set((events.get(shipment.orderId) ?? []).map((event) => event.status)),
  }));
}
