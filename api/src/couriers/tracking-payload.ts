import type { TrackingStatus } from '@harmony/shared/domain';

// Shiprocket's tracking webhook body (Settings > API > Webhooks): one POST per scan, with the token set
// in the panel as x-api-key. The sandbox sends the same body, so one reader serves both.

/** The parts of Shiprocket's tracking webhook body the api reads. */
export interface TrackingBody {
  awb?: unknown;
  courier_name?: unknown;
  current_status?: unknown;
  current_status_id?: unknown;
  shipment_status?: unknown;
  shipment_status_id?: unknown;
  /** "DD MM YYYY HH:mm:ss", India time. */
  current_timestamp?: unknown;
  order_id?: unknown;
  scans?: unknown;
}

/** Shiprocket's status labels and shipment status ids, and what each means to the shop. */
const STATUS_BY_LABEL: Record<string, TrackingStatus> = {
  'PICKED UP': 'in_transit',
  SHIPPED: 'in_transit',
  'IN TRANSIT': 'in_transit',
  'REACHED AT DESTINATION HUB': 'in_transit',
  'OUT FOR DELIVERY': 'out_for_delivery',
  DELIVERED: 'delivered',
  'RTO INITIATED': 'rto_initiated',
  'RTO IN TRANSIT': 'rto_initiated',
  'RTO DELIVERED': 'rto_delivered',
};
const STATUS_BY_ID: Record<number, TrackingStatus> = {
  6: 'in_transit',
  18: 'in_transit',
  42: 'in_transit',
  17: 'out_for_delivery',
  7: 'delivered',
  9: 'rto_initiated',
  10: 'rto_delivered',
};

/** What the sandbox says for each of its steps, as Shiprocket labels and numbers them. */
export const SHIPROCKET_STATUSES: Record<Exclude<TrackingStatus, 'booked' | 'other'>, [string, number]> = {
  in_transit: ['IN TRANSIT', 18],
  out_for_delivery: ['OUT FOR DELIVERY', 17],
  delivered: ['DELIVERED', 7],
  rto_initiated: ['RTO INITIATED', 9],
  rto_delivered: ['RTO DELIVERED', 10],
};

const IST_MS = 330 * 60_000;
const two = (n: number) => String(n).padStart(2, '0');

/** "DD MM YYYY HH:mm:ss" in India, as Shiprocket writes current_timestamp. */
export function shiprocketTimestamp(at: Date): string {
  const d = new Date(at.getTime() + IST_MS);
  return (
    `${two(d.getUTCDate())} ${two(d.getUTCMonth() + 1)} ${d.getUTCFullYear()} ` +
    `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
  );
}

/** Shiprocket's "DD MM YYYY HH:mm:ss" (or "YYYY-MM-DD HH:mm:ss"), India time; null when neither. */
export function parseShiprocketTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  let m = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  const parts = m ? [m[3], m[2], m[1], m[4], m[5], m[6]] : null;
  m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  const [y, mo, d, h, mi, s] = (parts ?? (m ? m.slice(1) : [])).map(Number);
  if (y === undefined || Number.isNaN(y)) return null;
  const at = new Date(Date.UTC(y, mo! - 1, d, h, mi, s) - IST_MS);
  return Number.isNaN(at.getTime()) ? null : at;
}

const text = (value: unknown, max = 200) =>
  typeof value === 'string' && value.trim().length > 0 ? value.trim().slice(0, max) : null;

/** One tracking event as the shop keeps it. */
export interface TrackingUpdate {
  awb: string;
  status: TrackingStatus;
  courierStatus: string;
  location: string | null;
  at: Date;
  /** The same scan sent twice has the same key: stored once. */
  eventKey: string;
}

/** Reads Shiprocket's body; null when it names no AWB or status (acknowledged, nothing kept). */
export function readTrackingBody(body: TrackingBody, receivedAt: Date): TrackingUpdate | null {
  const awb = text(body.awb, 60);
  const label = text(body.current_status, 100) ?? text(body.shipment_status, 100);
  if (!awb || !label) return null;
  const id = Number(body.current_status_id ?? body.shipment_status_id);
  const status = STATUS_BY_LABEL[label.toUpperCase()] ?? STATUS_BY_ID[id] ?? 'other';
  const stamp = text(body.current_timestamp, 40);
  const scans = Array.isArray(body.scans) ? (body.scans as { location?: unknown }[]) : [];
  return {
    awb,
    status,
    courierStatus: label,
    location: text(scans.at(-1)?.location, 200),
    at: parseShiprocketTime(stamp) ?? receivedAt,
    eventKey: `${awb}|${label.toUpperCase()}|${stamp ?? receivedAt.toISOString()}`,
  };
}

/** The body Shiprocket would send for a shipment reaching `status` at `at` (the sandbox's events). */
export function trackingBody(
  shipment: { awb: string; courier: string; orderId: number; gatewayShipmentId: string | null },
  status: keyof typeof SHIPROCKET_STATUSES,
  at: Date,
  location: string,
) {
  const [label, id] = SHIPROCKET_STATUSES[status];
  const stamp = shiprocketTimestamp(at);
  return {
    awb: shipment.awb,
    courier_name: shipment.courier,
    current_status: label,
    current_status_id: id,
    shipment_status: label,
    shipment_status_id: id,
    current_timestamp: stamp,
    order_id: `HAR-${shipment.orderId}`,
    sr_order_id: Number(shipment.gatewayShipmentId?.replace(/\D/g, '') || shipment.orderId),
    scans: [
      {
        date: stamp,
        status: label,
        activity: label,
        location,
        'sr-status': String(id),
        'sr-status-label': label,
      },
    ],
    is_return: status.startsWith('rto') ? 1 : 0,
  };
}
