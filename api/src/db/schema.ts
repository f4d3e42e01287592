import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One section of a product's technical specs, as the detail page's accordion shows it. */
export interface SpecSection {
  section: string;
  rows: { label: string; value: string }[];
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** PostgreSQL's text-search document; drizzle has no built-in type for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The shop's aisles; a product names one by slug (or none, until an operator files it). */
export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  /** Order of the category list and the filter. */
  position: integer('position').notNull(),
});

/**
 * What full-text search reads: the title weighs most, then summary, brand and category, then the
 * description (HTML: the parser drops the tags). The capacity is one normalised lexeme ("1.5ton",
 * "5kva", see capacityToken in @harmony/shared/domain), so every spelling of a unit finds it.
 */
const searchDocument = sql`setweight(to_tsvector('english', title), 'A')
  || CASE WHEN capacity_value IS NULL OR capacity_unit IS NULL THEN ''::tsvector
     ELSE setweight(('''' || trim_scale(capacity_value)::text || capacity_unit || ''':1')::tsvector, 'A') END
  || setweight(to_tsvector('english', summary || ' ' || brand || ' ' || replace(coalesce(category, ''), '-', ' ')), 'B')
  || setweight(to_tsvector('english', description), 'C')`;

export const products = pgTable(
  'products',
  {
    // By default, not always: the seed keeps its well-known ids (Harmony M1 is 1).
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    // Money is integer paise; the "4,999 6,999" text exists only in answers.
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    /** Units that can still be sold: checkout's reservations take from it, releases give back. */
    stock: integer('stock').notNull().default(0),
    /** A file name under api/assets/products/. */
    imageFile: text('image_file').notNull(),
    inputVoltage: text('input_voltage').notNull(),
    outputVoltage: text('output_voltage').notNull(),
    /** HTML: a paragraph and a list of highlights. */
    description: text('description').notNull(),
    /** The one-line summary the api calls description1. */
    summary: text('summary').notNull(),
    label: text('label'),
    specs: jsonb('specs').$type<SpecSection[]>().notNull(),
    category: text('category').references(() => categories.slug, { onUpdate: 'cascade' }),
    /** What the product is sized by: an AC's tonnage, or kVA for every other stabilizer; null for the rest. */
    capacityValue: numeric('capacity_value', { mode: 'number' }),
    capacityUnit: text('capacity_unit').$type<'ton' | 'kva'>(),
    /** The HSN code a tax invoice prints for it (8504 stabilizers, 8536 sockets and plugs, …). */
    hsn: text('hsn').notNull(),
    /** False hides it from shoppers (listing, search, suggestions, sitemap, its page); orders keep it. */
    published: boolean('published').notNull().default(true),
    /** At or below this many units it counts as low stock on the back office's dashboard. */
    lowStockLevel: integer('low_stock_level').notNull().default(5),
    search: tsvector('search').generatedAlwaysAs(searchDocument),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_positive', sql`${table.pricePaise} > 0`),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    check(
      'products_original_above_price',
      sql`${table.originalPricePaise} IS NULL OR ${table.originalPricePaise} > ${table.pricePaise}`,
    ),
    check(
      'products_capacity_valid',
      // Both or neither; a NULL inside OR would let a half capacity through.
      sql`(${table.capacityValue} IS NULL) = (${table.capacityUnit} IS NULL) AND (${table.capacityValue} IS NULL OR (${table.capacityValue} > 0 AND ${table.capacityUnit} IN ('ton', 'kva')))`,
    ),
    check('products_hsn_digits', sql`${table.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('products_low_stock_level_valid', sql`${table.lowStockLevel} >= 0`),
    index('products_search_idx').using('gin', table.search),
    index('products_category_idx').on(table.category),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ...timestamps,
    /** Null until the mail to the shop went out; a failed mail leaves the message readable here. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** open until staff close it; a reply from either side may reopen it. */
    status: text('status').notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check('contact_messages_status_known', sql`${table.status} IN ('open', 'closed')`),
    index('contact_messages_status_created').on(table.status, table.createdAt),
  ],
);

/** A shopper's account. address/city/state/pincode are the ones given at registration (SPEC §3 User). */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fullname: text('fullname').notNull(),
  /** Lowercased. */
  email: text('email').notNull().unique(),
  /** Ten digits, no prefix. */
  contactNumber: text('contact_number').notNull().unique(),
  /** scrypt$<logN>$<r>$<p>$<salt>$<hash> (base64url). */
  passwordHash: text('password_hash').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
  /** Public path, /uploads/profile/<random>.webp, or null. */
  profileImage: text('profile_image'),
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the customer deleted the account: the row stays, anonymised, for the orders it placed. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /**
   * Moved by every order placed, in the statement that places it: a placing statement that finds it
   * moved since its snapshot knows its count of the customer's open orders may be stale.
   */
  openOrdersVersion: integer('open_orders_version').notNull().default(0),
});

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    contactNumber: text('contact_number').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode').notNull(),
    type: text('type').notNull(),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('addresses_user_idx').on(table.userId),
    check('addresses_type_known', sql`${table.type} IN ('billing', 'shipping', 'billing+shipping')`),
    check(
      'addresses_default_billing_fits',
      sql`NOT ${table.isDefaultBilling} OR ${table.type} IN ('billing', 'billing+shipping')`,
    ),
    check(
      'addresses_default_shipping_fits',
      sql`NOT ${table.isDefaultShipping} OR ${table.type} IN ('shipping', 'billing+shipping')`,
    ),
    // One default of each kind per user, whatever the requests racing each other do.
    uniqueIndex('addresses_one_default_billing')
      .on(table.userId)
      .where(sql`${table.isDefaultBilling}`),
    uniqueIndex('addresses_one_default_shipping')
      .on(table.userId)
      .where(sql`${table.isDefaultShipping}`),
  ],
);

/**
 * One row per refresh token ever issued. Rotation marks the presented row rotated and adds its
 * successor in the same family; presenting a rotated token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token descended from one login shares it. */
    familyId: text('family_id').notNull(),
    /** The family's sign-in, copied to every token of it: its absolute lifetime counts from here. */
    familyStartedAt: timestamp('family_started_at', { withTimezone: true }).notNull(),
    /** The role the family signed in as (accounts/session-lifetimes.ts): its lifetimes follow from it. */
    role: text('role').notNull().default('customer'),
    /** SHA-256 of the token, base64url: the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The earlier of its idle timeout (from its issue) and its family's absolute lifetime. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/** One row per "forgot password" request: a 6-digit OTP and a single-use link, both stored hashed. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC of the row id and the OTP (a six-digit space is too small for a plain hash). */
    otpHash: text('otp_hash').notNull(),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }).notNull(),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    linkTokenHash: text('link_token_hash').notNull().unique(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    /** Set when the OTP or the link reset the password, or a newer request replaced this one. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A change of email or mobile number waiting for its confirmation (issue 28): the new values, the old ones
 * to undo it, and the two links' tokens, kept only as SHA-256 hashes. A newer request cancels the older.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null when this value does not change. */
    newEmail: text('new_email'),
    newContactNumber: text('new_contact_number'),
    oldEmail: text('old_email').notNull(),
    oldContactNumber: text('old_contact_number').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    undoTokenHash: text('undo_token_hash').notNull().unique(),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }).notNull(),
    /** Set when the old address undid it, or a newer request replaced it before its confirmation. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('contact_changes_user_idx').on(table.userId, table.createdAt)],
);

/** Fixed-window counters shared by every api process: key = what is limited (route + address/account). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limits_window_idx').on(table.windowStart)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    check('cart_items_quantity_range', sql`${table.quantity} BETWEEN 1 AND 99`),
  ],
);

/** An order as placed: amounts in paise, the addresses and customer copied as they were then. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    /** created → paid (or failed): the payment gateway's side; cod (cash due) → paid when collected. */
    paymentStatus: text('payment_status').notNull().default('created'),
    paymentMethod: text('payment_method'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The coupon the discount came from (coupons.code), or null. */
    couponCode: text('coupon_code'),
    /** The delivery charge (DELIVERY_FEE_RUPEES below FREE_DELIVERY_FROM_RUPEES), taxed as the goods. */
    shippingPaise: integer('shipping_paise').notNull().default(0),
    /** The Cash on Delivery fee (COD_FEE_RUPEES), taxed as the goods; 0 for an order paid online. */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    taxPaise: integer('tax_paise').notNull(),
    grandTotalPaise: integer('grand_total_paise').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    billingAddress: text('billing_address').notNull(),
    /** The addresses' states: the shipping one is the place of supply on the tax invoice. */
    billingState: text('billing_state').notNull(),
    shippingState: text('shipping_state').notNull(),
    /** The GST rate the tax was computed at, in basis points (500 = 5%). */
    taxRateBp: integer('tax_rate_bp').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /** A business buyer's GSTIN and the legal name registered with it, for the tax invoice; null for most. */
    buyerGstin: text('buyer_gstin'),
    buyerLegalName: text('buyer_legal_name'),
    /** The gateway's order (Razorpay's order_…); set once the gateway made it. */
    gatewayOrderId: text('gateway_order_id').unique(),
    /** The payment that paid it (pay_…), from verify or the webhook, whichever came first. */
    gatewayPaymentId: text('gateway_payment_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The saved addresses chosen at checkout; the text columns keep what they said then. */
    billingAddressId: integer('billing_address_id').references(() => addresses.id, { onDelete: 'set null' }),
    shippingAddressId: integer('shipping_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    /**
     * The order's hold on stock: held from create-order until reservedUntil, then sold (paid), released
     * (failed, dismissed or expired: the units went back) or refund_due (paid after its units were
     * released and sold to someone else: the money goes back) or returned (sold, then the order was
     * cancelled: the units went back).
     */
    reservation: text('reservation').notNull().default('held'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** The client's Idempotency-Key for create-order: a retry answers the same order. */
    idempotencyKey: text('idempotency_key'),
    /** Set when the order confirmation mail went out (once, after the payment). */
    confirmationMailedAt: timestamp('confirmation_mailed_at', { withTimezone: true }),
    /** Set when the customer (or the operator) cancelled the paid order before it shipped. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Set when a captured payment could not be accepted (its coupon's last use went to another order):
     * what the shopper was told. The order is cancelled, its units given back, its payment refunded.
     */
    refusedReason: text('refused_reason'),
    /** A Cash on Delivery order: when the customer confirmed it with the mailed code, or null. */
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
    /** A Cash on Delivery order: unconfirmed by then, it is cancelled and its units given back. */
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    // The back office's list: each sort and filter walks an index, newest (or largest) first.
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_total_idx').on(table.grandTotalPaise, table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
    index('orders_coupon_created_idx')
      .on(table.couponCode, table.createdAt, table.id)
      .where(sql`${table.couponCode} IS NOT NULL`),
    // The dashboard's figures: paid orders by the time they were paid, and those waiting to leave (only
    // paid ones: the abandoned checkouts that stay pending would otherwise fill the count's walk).
    index('orders_paid_at_idx')
      .on(table.paidAt)
      .where(sql`${table.paymentStatus} = 'paid'`),
    index('orders_to_ship_idx')
      .on(table.status)
      .where(sql`${table.paymentStatus} = 'paid' AND ${table.status} IN ('pending', 'packed')`),
    index('orders_email_idx').on(sql`lower(${table.customerEmail})`),
    index('orders_phone_idx').on(table.customerPhone),
    index('orders_name_prefix_idx').using('btree', sql`lower(${table.customerName}) text_pattern_ops`),
    uniqueIndex('orders_idempotency_key').on(table.userId, table.idempotencyKey),
    // The expiry sweep reads only the holds.
    index('orders_held_until_idx')
      .on(table.reservedUntil)
      .where(sql`${table.reservation} = 'held'`),
    check(
      'orders_reservation_known',
      sql`${table.reservation} IN ('held', 'sold', 'released', 'refund_due', 'returned')`,
    ),
    check(
      'orders_status_known',
      sql`${table.status} IN ('pending', 'packed', 'shipped', 'out_for_delivery', 'completed', 'cancelled', 'returned')`,
    ),
    check('orders_payment_status_known', sql`${table.paymentStatus} IN ('created', 'paid', 'failed', 'cod')`),
    check(
      'orders_buyer_gstin_has_name',
      sql`(${table.buyerGstin} IS NULL) = (${table.buyerLegalName} IS NULL)`,
    ),
    // The COD sweep reads only the unconfirmed Cash on Delivery orders.
    index('orders_cod_unconfirmed_idx')
      .on(table.codConfirmBy)
      .where(
        sql`${table.paymentStatus} = 'cod' AND ${table.codConfirmedAt} IS NULL AND ${table.status} = 'pending'`,
      ),
    check('orders_discount_has_coupon', sql`${table.discountPaise} = 0 OR ${table.couponCode} IS NOT NULL`),
    check(
      'orders_amounts_valid',
      sql`${table.subtotalPaise} >= 0 AND ${table.discountPaise} >= 0 AND ${table.shippingPaise} >= 0 AND ${table.codFeePaise} >= 0 AND ${table.taxPaise} >= 0 AND ${table.grandTotalPaise} >= 0`,
    ),
  ],
);

/**
 * The code that confirms a Cash on Delivery order, mailed (or, later, sent by SMS) to the customer: only
 * its hash is kept. A new code replaces the old one and its count of wrong tries.
 */
export const codCodes = pgTable('cod_codes', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** sha256 of the salt and the code, hex. */
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  /** Wrong codes tried against this one. */
  wrongTries: integer('wrong_tries').notNull().default(0),
  /** How many codes this order was sent (a new one on request, a few at most). */
  codesSent: integer('codes_sent').notNull().default(1),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** No foreign key: an order keeps its lines when a product leaves the catalogue. */
    productId: integer('product_id').notNull(),
    title: text('title').notNull(),
    brand: text('brand').notNull(),
    image: text('image').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    size: text('size'),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check('order_items_price_valid', sql`${table.unitPricePaise} >= 0`),
  ],
);

/** Every webhook event handled, by the gateway's event id: a delivery seen again changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    eventId: text('event_id').primaryKey(),
    event: text('event').notNull(),
    gatewayOrderId: text('gateway_order_id'),
    /** What the event did: paid, already_paid, unknown_order, amount_mismatch, ignored. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_order_idx').on(table.gatewayOrderId)],
);

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ContactChangeRow = typeof contactChanges.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
