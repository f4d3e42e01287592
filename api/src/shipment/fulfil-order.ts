import { CANCELLED, type OrderState, type OrderStatus, canAdvanceStatus } from '@harmony/shared/domain';
import { type Actor, recordAudit } from '../db/audit-repository';
import type { Database } from '../db/client';
import { findShipment, saveShipment, setOrderStatus } from '../db/fulfilment-repository';
import type { ShipmentRow } from '../db/fulfilment-schema';
import { lockOrder } from '../db/orders-repository';
import type { OrderRow } from '../db/schema';
import { insertTrackingEvent } from '../db/tracking-repository';

/** What the courier gateway booked for a shipment (shipment/book-shipment.ts). */
export interface Booking {
  bookedWith: 'shiprocket' | 'sandbox';
  gatewayOrderId: string;
  gatewayShipmentId: string;
  trackingUrl: string | null;
}

/**
 * A move forward in fulfilment. Shipping names the courier and its tracking number (the AWB), booked
 * through the courier gateway (`booking`) or typed by staff; the shopper follows it.
 */
export type FulfilmentStep =
  | { to: 'shipped'; courier?: string; trackingNumber?: string; booking?: Booking }
  | { to: Exclude<OrderStatus, 'shipped'> };

export type FulfilmentRefusal = 'no-order' | 'cancelled' | 'not-paid' | 'backwards' | 'changed';

/** Why an order did not move; `order` is what it is now (for a stale page's fresh state). */
export class FulfilmentError extends Error {
  constructor(
    readonly reason: FulfilmentRefusal,
    readonly order: OrderRow | undefined,
  ) {
    super(reason);
    this.name = 'FulfilmentError';
  }
}

export interface Fulfilled {
  /** The status it had, and the order as it is now. */
  from: OrderState;
  order: OrderRow;
  shipment: ShipmentRow | undefined;
  /** False when the order was already there (the same shipment): asking twice changes nothing. */
  changed: boolean;
}

const sameShipment = (step: FulfilmentStep, shipment: ShipmentRow | undefined) =>
  step.to !== 'shipped' ||
  step.courier === undefined ||
  (shipment?.courier === step.courier && shipment.trackingNumber === step.trackingNumber);

/**
 * Moves a paid order forward (pending → shipped → out_for_delivery → completed), under the order's lock,
 * with its audit line in the same transaction. `expected` is the status the caller saw: anything else
 * now is 'changed' (a stale page, or two staff at once), unless the order already is where this step
 * leads, which answers unchanged. The ops tool passes no `expected`.
 */
export async function fulfilOrder(
  db: Database,
  request: { orderId: number; expected?: OrderState; step: FulfilmentStep },
  actor: Actor,
  now: Date,
): Promise<Fulfilled> {
  const { orderId, expected, step } = request;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new FulfilmentError('no-order', undefined);
    const from = order.status as OrderState;
    const shipment = await findShipment(tx, orderId);
    if (from === step.to && sameShipment(step, shipment)) return { from, order, shipment, changed: false };
    if (expected !== undefined && from !== expected) throw new FulfilmentError('changed', order);
    if (from === CANCELLED) throw new FulfilmentError('cancelled', order);
    if (order.paymentStatus !== 'paid') throw new FulfilmentError('not-paid', order);
    if (!canAdvanceStatus(from, step.to)) throw new FulfilmentError('backwards', order);

    const moved = await setOrderStatus(tx, orderId, step.to, now);
    const booking = step.to === 'shipped' ? step.booking : undefined;
    const shipped =
      step.to === 'shipped' && step.courier && step.trackingNumber
        ? {
            orderId,
            courier: step.courier,
            trackingNumber: step.trackingNumber,
            shippedAt: now,
            bookedWith: booking?.bookedWith ?? 'manual',
            gatewayOrderId: booking?.gatewayOrderId ?? null,
            gatewayShipmentId: booking?.gatewayShipmentId ?? null,
            trackingUrl: booking?.trackingUrl ?? null,
          }
        : undefined;
    if (shipped) await saveShipment(tx, shipped);
    // A booked shipment's history starts with its booking.
    if (shipped && booking) {
      await insertTrackingEvent(tx, {
        orderId,
        eventKey: `${shipped.trackingNumber}|BOOKED`,
        trackingNumber: shipped.trackingNumber,
        status: 'booked',
        courierStatus: 'AWB ASSIGNED',
        location: null,
        at: now,
        receivedAt: now,
      });
    }
    await recordAudit(
      tx,
      actor,
      {
        action: 'order.status',
        objectType: 'order',
        objectId: orderId,
        before: { status: from },
        after: shipped
          ? { status: step.to, courier: shipped.courier, tracking_number: shipped.trackingNumber }
          : { status: step.to },
      },
      now,
    );
    return { from, order: moved, shipment: shipped ?? shipment, changed: true };
  });
}
