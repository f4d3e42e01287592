import { CANCELLED, type OrderState, type OrderStatus, canAdvanceStatus } from '@harmony/shared/domain';
import type { InvoiceSettings } from '../config';
import { type Actor, recordAudit } from '../db/audit-repository';
import type { Database } from '../db/client';
import {
  type StoredInvoice,
  findInvoiceByOrder,
  invoiceSourceLines,
  issueInvoice,
} from '../db/invoices-repository';
import { draftInvoice } from '../invoices/invoice-draft';
import { ORDER_MAIL } from '../types/mail';
import { findShipment, saveShipment, setOrderStatus } from '../db/fulfilment-repository';
import type { ShipmentRow } from '../db/fulfilment-schema';
import { lockOrder } from '../db/orders-repository';
import { enqueueOrderMail } from '../db/outbox-repository';
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

export type FulfilmentRefusal =
  'no-order' | 'cancelled' | 'not-paid' | 'not-confirmed' | 'backwards' | 'changed';

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
  /** The tax invoice of a Cash on Delivery order, issued by this move (its dispatch), to be mailed. */
  invoice?: StoredInvoice;
}

// A Cash on Delivery order is invoiced when it leaves the shop (GST: goods are invoiced at removal).
const DISPATCHED: readonly OrderStatus[] = ['shipped', 'out_for_delivery', 'completed'];

/** A COD order's invoice, issued under the order's lock when it is dispatched (once: none yet). */
async function invoiceAtDispatch(
  tx: Database,
  order: OrderRow,
  to: OrderStatus,
  settings: InvoiceSettings,
  now: Date,
) {
  if (order.paymentStatus !== 'cod' || !DISPATCHED.includes(to)) return undefined;
  if (await findInvoiceByOrder(tx, order.id)) return undefined;
  const draft = draftInvoice(order, await invoiceSourceLines(tx, order.id), settings, now);
  return issueInvoice(tx, draft, settings.prefix);
}

/** Why an order cannot be fulfilled yet: unpaid, or on Cash on Delivery and not confirmed by its customer. */
export function notReady(order: OrderRow): 'not-paid' | 'not-confirmed' | null {
  if (order.paymentStatus === 'cod') return order.codConfirmedAt ? null : 'not-confirmed';
  return order.paymentStatus === 'paid' ? null : 'not-paid';
}

const sameShipment = (step: FulfilmentStep, shipment: ShipmentRow | undefined) =>
  step.to !== 'shipped' ||
  step.courier === undefined ||
  (shipment?.courier === step.courier && shipment.trackingNumber === step.trackingNumber);

/**
 * Moves a paid order, or a Cash on Delivery one its customer confirmed, forward (pending → shipped →
 * out_for_delivery → completed), under the order's lock, with its audit line in the same transaction;
 * a COD order's tax invoice is issued with its dispatch. `expected` is the status the caller saw: anything else
 * now is 'changed' (a stale page, or two staff at once), unless the order already is where this step
 * leads, which answers unchanged. The ops tool passes no `expected`.
 */
export async function fulfilOrder(
  db: Database,
  request: { orderId: number; expected?: OrderState; step: FulfilmentStep },
  actor: Actor,
  now: Date,
  invoiceSettings: InvoiceSettings,
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
    const unready = notReady(order);
    if (unready) throw new FulfilmentError(unready, order);
    if (!canAdvanceStatus(from, step.to)) throw new FulfilmentError('backwards', order);

    const invoice = await invoiceAtDispatch(tx, order, step.to, invoiceSettings, now);
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
    // The shopper hears of the shipment once, from the move that shipped it, with a COD order's invoice.
    if (step.to === 'shipped' || invoice) {
      await enqueueOrderMail(tx, {
        kind: ORDER_MAIL.shipped,
        orderId,
        attachments: invoice ? [{ document: 'invoice' }] : undefined,
      });
    }
    return { from, order: moved, shipment: shipped ?? shipment, changed: true, invoice };
  });
}
