import { BEFORE_SHIPPING } from '@harmony/shared/domain';
import type { Actor } from '../db/audit-repository';
import { claimCourierBooking, releaseCourierBooking } from '../db/fulfilment-repository';
import { findOrderRow, orderLines } from '../db/orders-repository';
import type { OrderRow } from '../db/schema';
import { CourierError, type CourierGateway, type ShipmentRequest } from '../couriers/types';
import type { OrderDeps } from '../orders/order-deps';
import { type Fulfilled, fulfilOrder, notReady } from './fulfil-order';

/** The courier could not book the shipment: the order stays where it was (packed). */
export class BookingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BookingError';
  }
}

/** Another process is booking this order's shipment right now: nothing was booked by this request. */
export class BookingInProgressError extends Error {
  constructor() {
    super('courier booking in progress');
    this.name = 'BookingInProgressError';
  }
}

/** How long a booking's claim holds off other processes: longer than any courier call takes. */
const BOOKING_CLAIM_MS = 2 * 60_000;

/** "address, city, state - pincode" (formatOrderAddress) taken apart, the state known from the order. */
export function addressParts(order: Pick<OrderRow, 'shippingAddress' | 'shippingState'>) {
  const match = /^(.*) - (\d{6})$/.exec(order.shippingAddress.trim());
  const head = match?.[1] ?? order.shippingAddress;
  const withoutState = head.endsWith(`, ${order.shippingState}`)
    ? head.slice(0, -(order.shippingState.length + 2))
    : head;
  const cut = withoutState.lastIndexOf(', ');
  return {
    address: cut > 0 ? withoutState.slice(0, cut) : withoutState,
    city: cut > 0 ? withoutState.slice(cut + 2) : '',
    state: order.shippingState,
    pincode: match?.[2] ?? '',
  };
}

async function shipmentRequest(deps: Pick<OrderDeps, 'db'>, order: OrderRow): Promise<ShipmentRequest> {
  const lines = await orderLines(deps.db, order.id);
  return {
    orderId: order.id,
    placedAt: order.createdAt,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    ...addressParts(order),
    items: lines.map((line) => ({
      name: line.title,
      sku: `HAR-${line.productId}`,
      units: line.quantity,
      unitPricePaise: line.unitPricePaise,
    })),
    totalPaise: order.grandTotalPaise,
    cashOnDelivery: order.paymentMethod === 'cod',
  };
}

/**
 * The bookings of this process, by gateway and order, kept a minute after they end: a second press that read the
 * order before the first one's shipment was saved gets the same AWB (and is answered unchanged) instead
 * of booking again. A failed booking is forgotten at once, so the next press tries again.
 */
const bookingsBy = new WeakMap<CourierGateway, Map<number, ReturnType<CourierGateway['book']>>>();
const KEEP_BOOKING_MS = 60_000;

/**
 * Books across processes once: the booking is claimed in the database before the courier is called
 * (another process's claim: BookingInProgressError), and the claim is given up if the courier fails.
 */
async function claimAndBook(deps: Pick<OrderDeps, 'db' | 'courier'>, order: OrderRow, now: Date) {
  const staleBefore = new Date(now.getTime() - BOOKING_CLAIM_MS);
  if (!(await claimCourierBooking(deps.db, order.id, now, staleBefore))) throw new BookingInProgressError();
  try {
    return await deps.courier.book(await shipmentRequest(deps, order));
  } catch (err) {
    await releaseCourierBooking(deps.db, order.id, now);
    throw err;
  }
}

function bookOnce(deps: Pick<OrderDeps, 'db' | 'courier'>, order: OrderRow, now: Date) {
  const bookings = bookingsBy.get(deps.courier) ?? new Map<number, ReturnType<CourierGateway['book']>>();
  bookingsBy.set(deps.courier, bookings);
  const known = bookings.get(order.id);
  if (known) return known;
  const pending = claimAndBook(deps, order, now);
  bookings.set(order.id, pending);
  pending.then(
    () => setTimeout(() => bookings.delete(order.id), KEEP_BOOKING_MS).unref(),
    () => bookings.delete(order.id),
  );
  return pending;
}

/**
 * Ships an order with the courier: books it through the courier gateway (outside any transaction, as
 * the payment gateway is called), then marks it shipped with the AWB, courier and tracking page. An
 * order that cannot ship (already shipped, cancelled, unpaid, changed since the page read it) goes
 * straight to fulfilOrder, which answers it unchanged or refuses it, so nothing is booked for it. A
 * courier failure is a BookingError and the order stays as it was.
 */
export async function bookAndShip(
  deps: Pick<OrderDeps, 'db' | 'courier' | 'log' | 'config'>,
  request: { orderId: number; expected?: OrderRow['status'] },
  actor: Actor,
  now: Date,
): Promise<Fulfilled> {
  const { orderId } = request;
  const expected = request.expected as Parameters<typeof fulfilOrder>[1]['expected'];
  const order = await findOrderRow(deps.db, orderId);
  const shippable =
    order &&
    notReady(order) === null &&
    BEFORE_SHIPPING.includes(order.status) &&
    (expected === undefined || expected === order.status);
  const invoice = deps.config.invoice;
  if (!shippable) {
    return fulfilOrder(deps.db, { orderId, expected, step: { to: 'shipped' } }, actor, now, invoice);
  }
  let booked;
  try {
    booked = await bookOnce(deps, order, now);
  } catch (err) {
    if (!(err instanceof CourierError)) throw err;
    deps.log.warn({ orderId, reason: err.message }, 'courier booking failed; the order stays packed');
    throw new BookingError(err.message, { cause: err });
  }
  const step = {
    to: 'shipped' as const,
    courier: booked.courier,
    trackingNumber: booked.awb,
    booking: {
      bookedWith: deps.courier.kind,
      gatewayOrderId: booked.gatewayOrderId,
      gatewayShipmentId: booked.gatewayShipmentId,
      trackingUrl: booked.trackingUrl,
    },
  };
  return fulfilOrder(deps.db, { orderId, expected, step }, actor, now, invoice);
}
