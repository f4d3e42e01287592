import { signaturesMatch } from '../gateways/signatures';
import { type BookedShipment, CourierError, type CourierGateway, type ShipmentRequest } from './types';

export const SHIPROCKET_API_URL = 'https://apiv2.shiprocket.in/v1/external';
/** Shiprocket's public tracking page of an AWB. */
export const SHIPROCKET_TRACKING_URL = 'https://shiprocket.co/tracking/';
/** A token from /auth/login is valid for 10 days (240 hours). */
export const SHIPROCKET_TOKEN_DAYS = 10;
/** Renewed a day before it runs out, so no call goes out with a token about to expire. */
const RENEW_BEFORE_MS = 24 * 3600_000;

/**
 * The parcel every order goes as: the shop's stabilizers share one carton size (Shiprocket wants the
 * dimensions in cm and the weight in kg; its courier re-weighs it at pickup).
 */
const PARCEL = { length: 40, breadth: 30, height: 25, weight: 6 };

export interface ShiprocketOptions {
  email: string;
  password: string;
  /** The token set in Shiprocket's panel for the tracking webhook; null = every event is refused. */
  webhookToken: string | null;
  /** The pickup address's nickname as set in Shiprocket's panel. */
  pickupLocation: string;
  /** Where the calls go: Shiprocket's own API, or a test's server. */
  apiUrl: string;
  timeoutMs: number;
  now(): Date;
  warn(details: Record<string, unknown>, message: string): void;
}

const rupees = (paise: number) => paise / 100;
/** YYYY-MM-DD HH:mm in India, as Shiprocket takes an order date. */
const orderDate = (at: Date) =>
  new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');

class HttpStatusError extends CourierError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Shiprocket's external API (apiv2.shiprocket.in/v1/external): logs in with the API user's email and
 * password, keeps the token for its 10 days (renewed before it ends, or at once on a 401), and books a
 * shipment in three calls: create the order (adhoc), assign an AWB, request the pickup.
 */
export function createShiprocketGateway(options: ShiprocketOptions): CourierGateway {
  let token: { value: string; renewAt: number } | null = null;
  let loggingIn: Promise<string> | null = null;

  async function call(path: string, body: unknown, bearer?: string): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(`${options.apiUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      throw new CourierError(`Shiprocket ${path}: ${(err as Error).message}`, { cause: err });
    }
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) {
      const message = typeof answer.message === 'string' ? answer.message : `HTTP ${res.status}`;
      throw new HttpStatusError(res.status, `Shiprocket ${path}: ${message}`);
    }
    return answer;
  }

  function login(): Promise<string> {
    loggingIn ??= call('/auth/login', { email: options.email, password: options.password })
      .then((answer) => {
        if (typeof answer.token !== 'string' || !answer.token) {
          throw new CourierError('Shiprocket /auth/login answered no token');
        }
        const renewAt = options.now().getTime() + SHIPROCKET_TOKEN_DAYS * 86_400_000 - RENEW_BEFORE_MS;
        token = { value: answer.token, renewAt };
        return answer.token;
      })
      .finally(() => {
        loggingIn = null;
      });
    return loggingIn;
  }

  /** A call with the kept token; a 401 (revoked, or expired early) logs in again and retries once. */
  async function authorized(path: string, body: unknown) {
    const current = token && options.now().getTime() < token.renewAt ? token.value : await login();
    try {
      return await call(path, body, current);
    } catch (err) {
      if (!(err instanceof HttpStatusError) || err.status !== 401) throw err;
      token = null;
      return call(path, body, await login());
    }
  }

  async function book(request: ShipmentRequest): Promise<BookedShipment> {
    const created = await authorized('/orders/create/adhoc', {
      order_id: `HAR-${request.orderId}`,
      order_date: orderDate(request.placedAt),
      pickup_location: options.pickupLocation,
      billing_customer_name: request.customerName,
      billing_last_name: '',
      billing_address: request.address,
      billing_city: request.city,
      billing_pincode: request.pincode,
      billing_state: request.state,
      billing_country: 'India',
      billing_email: request.customerEmail,
      billing_phone: request.customerPhone,
      shipping_is_billing: true,
      order_items: request.items.map((item) => ({
        name: item.name,
        sku: item.sku,
        units: item.units,
        selling_price: rupees(item.unitPricePaise),
      })),
      payment_method: request.cashOnDelivery ? 'COD' : 'Prepaid',
      sub_total: rupees(request.totalPaise),
      ...PARCEL,
    });
    const shipmentId = created.shipment_id;
    if (typeof shipmentId !== 'number' && typeof shipmentId !== 'string') {
      throw new CourierError('Shiprocket /orders/create/adhoc answered no shipment_id');
    }
    const assigned = await authorized('/courier/assign/awb', { shipment_id: Number(shipmentId) });
    const data = (assigned.response as { data?: Record<string, unknown> } | undefined)?.data;
    const awb = data?.awb_code;
    if (assigned.awb_assign_status !== 1 || typeof awb !== 'string' || !awb) {
      throw new CourierError('Shiprocket /courier/assign/awb assigned no AWB');
    }
    // The AWB is the courier's already: the shipment stands whatever the pickup request answers (a refused
    // one is asked again in Shiprocket's panel), so booking again would make a second shipment.
    const pickup = await authorized('/courier/generate/pickup', { shipment_id: [Number(shipmentId)] }).catch(
      (err: unknown) => ({ pickup_status: 0, reason: (err as Error).message }),
    );
    if (pickup.pickup_status !== 1) {
      options.warn(
        { orderId: request.orderId, awb, reason: pickup.reason },
        'Shiprocket did not schedule the pickup',
      );
    }
    return {
      courier: typeof data?.courier_name === 'string' && data.courier_name ? data.courier_name : 'Shiprocket',
      awb,
      gatewayOrderId: String(created.order_id),
      gatewayShipmentId: String(shipmentId),
      trackingUrl: `${SHIPROCKET_TRACKING_URL}${encodeURIComponent(awb)}`,
    };
  }

  return {
    kind: 'shiprocket',
    book,
    verifyWebhookToken: (given) =>
      options.webhookToken !== null && signaturesMatch(options.webhookToken, given),
  };
}
