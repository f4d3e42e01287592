import { RETURNED, type TrackingStatus } from '@harmony/shared/domain';
import type { Database } from '../db/client';
import { setOrderStatus } from '../db/fulfilment-repository';
import { lockOrder } from '../db/orders-repository';
import { issueCreditNote, recordOwedRefund } from '../db/refunds-repository';
import type { OrderRow } from '../db/schema';
import { findShipmentByAwb, insertTrackingEvent } from '../db/tracking-repository';
import type { TrackingUpdate } from '../couriers/tracking-payload';
import { collectCash } from '../db/cod-repository';
import type { OrderDeps } from '../orders/order-deps';
import { requestRefund } from '../orders/refund-payment';
import { returnToStock } from './return-to-stock';

/** The credit note's reason when the courier brings an order back. */
export const RETURNED_TO_ORIGIN = 'Returned to origin: the courier could not deliver the order';

export type TrackingOutcome =
  | 'moved'
  | 'delivered'
  | 'returned'
  /** Kept in the history; the order stays where it is (a scan on the way, or a late one). */
  | 'recorded'
  | 'duplicate'
  | 'unknown_shipment';

/** Where each event takes an order, from the statuses it may come from (never backwards). */
const MOVES: Partial<Record<TrackingStatus, { to: string; from: readonly string[] }>> = {
  out_for_delivery: { to: 'out_for_delivery', from: ['shipped'] },
  delivered: { to: 'completed', from: ['shipped', 'out_for_delivery'] },
  rto_delivered: { to: RETURNED, from: ['shipped', 'out_for_delivery'] },
};

/**
 * The order returned to the shop: its units back in stock (once: the order is locked and moves to
 * returned once), its credit note issued against the invoice, and a prepaid order's money owed back. A
 * Cash on Delivery order was never paid: nothing is refunded.
 */
async function returnOrder(tx: Database, deps: OrderDeps, order: OrderRow, at: Date) {
  if (order.reservation === 'sold') await returnToStock(tx, order.id, at);
  await issueCreditNote(tx, order.id, RETURNED_TO_ORIGIN, deps.config.invoice.creditNotePrefix, at);
  const prepaid = order.paymentStatus === 'paid' && order.paymentMethod !== 'cod';
  return prepaid ? recordOwedRefund(tx, order, 'operator', at) : undefined;
}

/**
 * One tracking event from the courier (Shiprocket's webhook or the sandbox's): stored once in the
 * order's tracking history, then the order moves by itself: out for delivery, delivered (a COD order's
 * cash collected), or returned. Events may come in any order: one that would take the order back (a
 * late In transit after Delivered) is kept in the history and changes nothing.
 */
export async function handleTrackingEvent(
  deps: OrderDeps,
  update: TrackingUpdate,
  receivedAt: Date,
): Promise<TrackingOutcome> {
  const shipment = await findShipmentByAwb(deps.db, update.awb);
  if (!shipment) return 'unknown_shipment';
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, shipment.orderId);
    if (!order) return { outcome: 'unknown_shipment' as const };
    const fresh = await insertTrackingEvent(tx, {
      orderId: order.id,
      eventKey: update.eventKey,
      trackingNumber: update.awb,
      status: update.status,
      courierStatus: update.courierStatus,
      location: update.location,
      at: update.at,
      receivedAt,
    });
    if (!fresh) return { outcome: 'duplicate' as const };
    const move = MOVES[update.status];
    if (!move || !move.from.includes(order.status)) return { outcome: 'recorded' as const };
    const refund = move.to === RETURNED ? await returnOrder(tx, deps, order, update.at) : undefined;
    const moved = await setOrderStatus(tx, order.id, move.to, update.at);
    if (move.to === 'completed') await collectCash(tx, order.id, update.at);
    const outcome = move.to === RETURNED ? 'returned' : move.to === 'completed' ? 'delivered' : 'moved';
    return { outcome, order: moved, refund } as const;
  });
  if (result.refund) deps.metrics?.refundOwed('returned');
  // Through the refund workflow a cancellation uses: a refusal leaves it owed, for `npm run ops -- refund`.
  if (result.outcome === 'returned' && result.refund && result.order?.gatewayPaymentId) {
    await requestRefund(deps, result.refund, result.order.gatewayPaymentId);
  }
  return result.outcome;
}
