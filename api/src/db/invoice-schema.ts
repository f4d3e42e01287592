import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REFUND_STATES } from '@harmony/shared/domain';
import { orders } from './schema';

/** The numbered series of tax documents: each has its own serials, restarting every financial year. */
export type DocumentSeries = 'invoice' | 'credit_note';

/**
 * One row per series and financial year: the last serial issued. The document that takes the next one
 * increments it in its own statement, so a rolled-back payment gives its number back and the series has
 * no gap (a PostgreSQL sequence would keep the gap).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').$type<DocumentSeries>().notNull().default('invoice'),
    /** "2026-27": April to March, Indian time. */
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.series, table.financialYear] }),
    check('invoice_counters_serial_positive', sql`${table.lastSerial} > 0`),
    check('invoice_counters_series_known', sql`${table.series} IN ('invoice', 'credit_note')`),
  ],
);

/** A tax document's number, its financial year and its serial in that year's series. */
const documentNumber = () => ({
  number: text('number').notNull().unique(),
  financialYear: text('financial_year').notNull(),
  serial: integer('serial').notNull(),
});

/** A tax document's amounts in paise: taxable value, its GST (CGST + SGST, or IGST), and the total. */
const taxAmounts = () => ({
  taxablePaise: integer('taxable_paise').notNull(),
  cgstPaise: integer('cgst_paise').notNull(),
  sgstPaise: integer('sgst_paise').notNull(),
  igstPaise: integer('igst_paise').notNull(),
  taxPaise: integer('tax_paise').notNull(),
  totalPaise: integer('total_paise').notNull(),
});

/**
 * A GST tax invoice as issued (CGST Rules, rule 46). It copies everything it prints, so a later change
 * of a product, an address or the shop's settings never alters it; a trigger refuses any UPDATE or
 * DELETE (drizzle/0005_invoices.sql). Amounts in paise; they equal the order's to the paisa.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** "HAR/26-27/000123": at most 16 characters (rule 46). */
    ...documentNumber(),
    /** One invoice per order; no cascade: an invoice outlives anything that would delete its order. */
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address').notNull(),
    supplierState: text('supplier_state').notNull(),
    supplierGstin: text('supplier_gstin').notNull(),
    buyerName: text('buyer_name').notNull(),
    /** A business buyer's GSTIN and legal name (the order's); null for a consumer. */
    buyerGstin: text('buyer_gstin'),
    buyerLegalName: text('buyer_legal_name'),
    billingAddress: text('billing_address').notNull(),
    billingState: text('billing_state').notNull(),
    shippingAddress: text('shipping_address').notNull(),
    shippingState: text('shipping_state').notNull(),
    /** The shipping state: it decides CGST + SGST (the supplier's state) or IGST (another one). */
    placeOfSupply: text('place_of_supply').notNull(),
    kind: text('kind').$type<'cgst_sgst' | 'igst'>().notNull(),
    /** The whole rate in basis points (500 = 5%); CGST and SGST are half each. */
    taxRateBp: integer('tax_rate_bp').notNull(),
    /** The lines' value before discount and tax. */
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    /** The coupon code printed beside the discount; null without one (and on invoices issued before). */
    couponCode: text('coupon_code'),
    ...taxAmounts(),
    amountInWords: text('amount_in_words').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_series_serial').on(table.financialYear, table.serial),
    check('invoices_kind_known', sql`${table.kind} IN ('cgst_sgst', 'igst')`),
    check(
      'invoices_amounts_add_up',
      sql`${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.taxPaise} AND ${table.taxablePaise} + ${table.taxPaise} = ${table.totalPaise} AND ${table.subtotalPaise} - ${table.discountPaise} = ${table.taxablePaise}`,
    ),
  ],
);

/** An invoice's lines, as printed. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** 1, 2, …: the order of the lines on the invoice. */
    position: integer('position').notNull(),
    /** For the record only: the product may change or go; the line keeps what was sold. */
    productId: integer('product_id').notNull(),
    description: text('description').notNull(),
    hsn: text('hsn').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.position] })],
);

/**
 * A GST credit note (CGST Act s.34) against an invoice, issued when its order is cancelled: the whole
 * invoice is credited, so the amounts are the invoice's, copied. Immutable like the invoice.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** "HCN/26-27/000007". */
    ...documentNumber(),
    invoiceId: integer('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    ...taxAmounts(),
  },
  (table) => [uniqueIndex('credit_notes_series_serial').on(table.financialYear, table.serial)],
);

export const REFUND_STATUSES = REFUND_STATES;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * The money of a cancelled order going back: one full refund per order. Pending until the gateway says
 * it is processed (its answer or the refund.processed webhook, whichever comes first); the idempotency key
 * goes with every attempt, so a retry never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    /** Sent as X-Refund-Idempotency on every attempt. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** The gateway's refund (rfnd_…), once it made one. */
    gatewayRefundId: text('gateway_refund_id').unique(),
    /**
     * Who asked: the customer (cancel), the operator (npm run ops -- refund), or the shop itself (a
     * payment it could not accept: the coupon's last use went to another order).
     */
    requestedBy: text('requested_by').$type<'customer' | 'operator' | 'shop'>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Why the last attempt did not go through, for the operator. */
    lastError: text('last_error'),
  },
  (table) => [
    check('refunds_amount_positive', sql`${table.amountPaise} > 0`),
    check('refunds_status_known', sql`${table.status} IN ('pending', 'processed', 'failed')`),
    check('refunds_requested_by_known', sql`${table.requestedBy} IN ('customer', 'operator', 'shop')`),
    check(
      'refunds_processed_has_time',
      sql`(${table.status} = 'processed') = (${table.processedAt} IS NOT NULL)`,
    ),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
