import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './schema';

/**
 * One row per financial year: the last serial issued. The invoice that takes the next one increments it
 * in its own statement, so a rolled-back payment gives its number back and the series has no gap (a
 * PostgreSQL sequence would keep the gap).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    /** "2026-27": April to March, Indian time. */
    financialYear: text('financial_year').primaryKey(),
    lastSerial: integer('last_serial').notNull(),
  },
  (table) => [check('invoice_counters_serial_positive', sql`${table.lastSerial} > 0`)],
);

/**
 * A GST tax invoice as issued (CGST Rules, rule 46). It copies everything it prints, so a later change
 * of a product, an address or the shop's settings never alters it; a trigger refuses any UPDATE or
 * DELETE (drizzle/0005_invoices.sql). Amounts in paise; they equal the order's to the paisa.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** "HAR/2026-27/000123". */
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
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
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
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

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
