/**
 * An order line as GET /api/orders answers it (SPEC §3 Order item). `price` is the unit price as text
 * ("4,999"); `unit_price_paise` the same amount in paise. Older or partial answers may lack fields.
 */
export interface OrderItem {
  product_id: number;
  title?: string | null;
  brand?: string | null;
  image?: string | null;
  quantity: number;
  price: string | number;
  unit_price_paise?: number | null;
  size?: string | null;
}

/**
 * An order of the signed-in customer (SPEC §3 Order) as GET /api/orders/user/{userId} and
 * GET /api/orders/{orderId} answer it. Amounts are integer paise. `status` is one of ORDER_STATUSES
 * ('pending' | 'packed' | 'shipped' | 'out_for_delivery' | 'completed'), 'cancelled' or 'returned', but is kept as text: screens show whatever came.
 */
export interface Order {
  order_id: number;
  created_at: string;
  status: string;
  payment_status?: string;
  items: OrderItem[];
  customer?: string | null;
  email?: string | null;
  phone?: string[] | string | null;
  shipping_address?: string | null;
  billing_address?: string | null;
  payment?: { method?: string | null } | null;
  subtotal?: number;
  discount?: number;
  /** The coupon the discount came from (upper case), or null when the order has none. */
  coupon_code?: string | null;
  /** The delivery charge (0: delivered free), taxed as the goods. */
  shipping?: number;
  /** The Cash on Delivery fee (0 for an order paid online), taxed as the goods. */
  cod_fee?: number;
  tax?: number;
  /** The GST rate this order was charged, in percent (the rate in force when it was placed). */
  tax_rate_percent?: number;
  total?: number;
  /** The GST tax invoice, once the order is paid. */
  invoice?: OrderInvoice | null;
  /** ISO 8601, when a cancelled order was cancelled. */
  cancelled_at?: string | null;
  /** The refund of a cancelled order. */
  refund?: OrderRefund | null;
  /** The credit note against the invoice of a cancelled order. */
  credit_note?: OrderInvoice | null;
  /** Set once the shop shipped it: the courier, the number, and the courier's page for it (if any). */
  shipment?: OrderShipment | null;
  /** A business buyer's GSTIN and legal name, which the tax invoice is billed to; null for a consumer. */
  business_buyer?: { gstin: string; legal_name: string } | null;
  /** Set for a Cash on Delivery order: confirmed by the mailed code, and its cash collected. */
  cod?: OrderCod | null;
}

export interface OrderCod {
  confirmed: boolean;
  /** ISO 8601: unconfirmed by then, the order is cancelled. */
  confirm_by: string | null;
  collected: boolean;
}

export interface OrderShipment {
  courier: string;
  /** The AWB the courier tracks the parcel by. */
  tracking_number: string;
  tracking_url: string | null;
  shipped_at: string;
  /** The courier's tracking events, oldest first (none for a parcel shipped by hand). */
  tracking?: TrackingEvent[];
}

/** One scan of the courier's: what the shop reads it as (TRACKING_STATUSES), and what the courier said. */
export interface TrackingEvent {
  status: string;
  courier_status: string;
  location: string | null;
  at: string;
}

export interface OrderRefund {
  /** pending until the gateway confirms it; failed is retried by the shop. */
  status: 'pending' | 'processed' | 'failed';
  /** In paise. */
  amount: number;
  requested_at: string;
  refunded_at: string | null;
}

export interface OrderInvoice {
  number: string;
  /** YYYY-MM-DD, India's date. */
  date: string;
  download_url: string;
}
