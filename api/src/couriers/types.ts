import type { Paise } from '@harmony/shared/domain';

export type CourierKind = 'shiprocket' | 'sandbox';

/** What the courier needs of an order to carry it: who to, what, and the cash to collect (COD). */
export interface ShipmentRequest {
  orderId: number;
  placedAt: Date;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** The street part of the shipping address; city, state and pincode apart. */
  address: string;
  city: string;
  state: string;
  pincode: string;
  items: { name: string; sku: string; units: number; unitPricePaise: Paise }[];
  /** What the goods come to (the order's grand total). */
  totalPaise: Paise;
  /** Cash on Delivery: the courier collects `totalPaise` at the door; otherwise prepaid. */
  cashOnDelivery: boolean;
}

/** A booked shipment: the AWB the courier tracks it by, and the gateway's ids for it. */
export interface BookedShipment {
  courier: string;
  awb: string;
  gatewayOrderId: string;
  gatewayShipmentId: string;
  /** The gateway's tracking page for the AWB; null: the courier's own page, if it has one. */
  trackingUrl: string | null;
}

/** The api's one view of a courier aggregator; configuration picks the implementation. */
export interface CourierGateway {
  readonly kind: CourierKind;
  /**
   * Creates the courier's order, assigns an AWB and asks for a pickup. CourierError when the courier
   * refuses or cannot be reached (nothing is shipped then).
   */
  book(request: ShipmentRequest): Promise<BookedShipment>;
  /** The token the tracking webhook must carry in x-api-key, compared in constant time. */
  verifyWebhookToken(token: string | undefined): boolean;
}

/** The courier failed or answered something unusable; the message is for the log, not the shopper. */
export class CourierError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CourierError';
  }
}
