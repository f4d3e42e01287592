import { TRACKING_STATUS_LABELS } from '@harmony/shared/domain';
import { SANDBOX_LOCATIONS } from '../couriers/courier-sandbox';
import { SHIPROCKET_STATUSES, readTrackingBody, trackingBody } from '../couriers/tracking-payload';
import type { Database } from '../db/client';
import { findShipment } from '../db/fulfilment-repository';
import type { OrderDeps } from '../orders/order-deps';
import { handleTrackingEvent } from '../shipment/track-shipment';
import { OpsError, wholeId } from './input';

/** The operator's hand on the courier sandbox: a shipment pushed to any status, as its courier would. */

type PushedStatus = keyof typeof SHIPROCKET_STATUSES;
const PUSHED = Object.keys(SHIPROCKET_STATUSES) as PushedStatus[];

export type CourierOpsCommand = { name: 'courier'; orderId: number; status: PushedStatus };

export const COURIER_USAGE = `  courier <orderId> <${PUSHED.join('|')}>
      Push a courier sandbox shipment to a status now, as its courier's tracking event: the order
      moves as it would with Shiprocket's (delivered: a Cash on Delivery order's cash collected;
      rto_delivered: returned, its units back in stock, a prepaid order refunded).`;

export function parseCourierCommand(rest: string[]): CourierOpsCommand {
  const orderId = wholeId(rest[0], 'The order id');
  const status = rest[1] as PushedStatus;
  if (!PUSHED.includes(status))
    throw new OpsError(`Unknown status "${rest[1]}". Statuses: ${PUSHED.join(', ')}.`);
  return { name: 'courier', orderId, status };
}

export async function runCourierCommand(
  db: Database,
  c: CourierOpsCommand,
  deps: () => Promise<OrderDeps>,
  now: Date,
): Promise<string[]> {
  const shipment = await findShipment(db, c.orderId);
  if (!shipment) throw new OpsError(`Order #${c.orderId} has no shipment; ship it first.`);
  if (shipment.bookedWith !== 'sandbox') {
    throw new OpsError(
      `Order #${c.orderId} was shipped ${shipment.bookedWith === 'manual' ? 'by hand' : `with ${shipment.bookedWith}`}; only the courier sandbox's shipments are moved from here.`,
    );
  }
  const body = trackingBody(
    {
      awb: shipment.trackingNumber,
      courier: shipment.courier,
      orderId: c.orderId,
      gatewayShipmentId: shipment.gatewayShipmentId,
    },
    c.status,
    now,
    SANDBOX_LOCATIONS[c.status]!,
  );
  const outcome = await handleTrackingEvent(await deps(), readTrackingBody(body, now)!, now);
  return [
    `Order #${c.orderId} (${shipment.trackingNumber}): ${TRACKING_STATUS_LABELS[c.status]} — ${outcome}.`,
  ];
}
