import { type SQL, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { shortFinancialYear } from '@harmony/shared/gst';
import type { Database } from './client';
import {
  type DocumentSeries,
  type InvoiceLineRow,
  type InvoiceRow,
  invoiceCounters,
  invoiceLines,
  invoices,
} from './invoice-schema';
import { executePrepared, prepared } from './prepared';
import { columnList, fromDriverRow, jsonRecords } from './raw-rows';
import { orderItems, orders, products } from './schema';

/** Everything an invoice records except what only issuing knows: its serial (and so its number). */
export interface InvoiceDraft {
  invoice: Omit<typeof invoices.$inferInsert, 'id' | 'number' | 'serial'>;
  lines: Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>[];
}

/** An issued invoice with its lines, in their order: everything its PDF prints. */
export interface StoredInvoice {
  invoice: InvoiceRow;
  lines: InvoiceLineRow[];
}

// invoiceNumber() of @harmony/shared/gst: six digits at least, more when the year needs them.
export const SERIAL_TEXT = sql`lpad(last_serial::text, greatest(6, length(last_serial::text)), '0')`;

/**
 * The statement that takes the next serial of a series and year, once per row `from` returns (at most
 * one). The counter row's lock makes concurrent issuers take turns; a rollback gives the serial back.
 */
export function nextSerial(series: DocumentSeries, year: string, from: SQL): SQL {
  return sql`INSERT INTO ${invoiceCounters} (series, financial_year, last_serial)
      SELECT ${series}::text, ${year}::text, 1 FROM ${from}
      ON CONFLICT (series, financial_year) DO UPDATE SET last_serial = ${invoiceCounters.lastSerial} + 1
      RETURNING last_serial`;
}

/**
 * The CTEs that issue the invoice of the order the CTE `paid` returns, inside the caller's statement;
 * when `paid` returns no row (another request paid the order first) they issue nothing. The financial
 * year's counter goes up by one (the row lock makes concurrent payments take turns), and the invoice and
 * its lines take that serial: committed together, or not at all, so the series has no gap.
 */
export function issueInvoiceCtes(draft: InvoiceDraft, prefix: string, paid: SQL): SQL {
  const year = draft.invoice.financialYear;
  const head = Object.keys(draft.invoice);
  const lineKeys = Object.keys(draft.lines[0] ?? {});
  const lines =
    draft.lines.length === 0
      ? sql``
      : sql`, invoice_lines_added AS (
      INSERT INTO ${invoiceLines} (invoice_id, ${columnList(invoiceLines, lineKeys)})
      SELECT invoice.id, ${columnList(invoiceLines, lineKeys, 'l')}
      FROM invoice CROSS JOIN ${jsonRecords(invoiceLines, lineKeys, draft.lines)} AS l
      RETURNING *)`;
  return sql`counter AS (${nextSerial('invoice', year, paid)}),
    invoice AS (
      INSERT INTO ${invoices} (number, serial, ${columnList(invoices, head)})
      SELECT ${`${prefix}/${shortFinancialYear(year)}/`}::text || ${SERIAL_TEXT}, last_serial, ${columnList(invoices, head, 'r')}
      FROM counter CROSS JOIN ${jsonRecords(invoices, head, [draft.invoice])} AS r
      RETURNING *)${lines}`;
}

/**
 * The invoice the CTEs of issueInvoiceCtes issued, as two json columns of the caller's statement
 * (`issued_invoice`, `issued_invoice_lines`): its mail needs no second read. Read back by issuedInvoice.
 */
export function issuedInvoiceColumns(draft: InvoiceDraft): SQL {
  const lines =
    draft.lines.length === 0
      ? sql`'[]'::json`
      : sql`(SELECT json_agg(l ORDER BY l.position) FROM invoice_lines_added l)`;
  return sql`(SELECT to_json(i) FROM invoice i) AS issued_invoice, ${lines} AS issued_invoice_lines`;
}

/** The invoice issuedInvoiceColumns returned (json, keyed by column names), as a read would answer it. */
export function issuedInvoice(raw: Record<string, unknown>): StoredInvoice | undefined {
  const invoice = raw.issued_invoice as Record<string, unknown> | null;
  if (!invoice) return undefined;
  const lines = (raw.issued_invoice_lines ?? []) as Record<string, unknown>[];
  return {
    invoice: fromDriverRow(invoices, invoice),
    lines: lines.map((line) => fromDriverRow(invoiceLines, line)),
  };
}

export async function findInvoiceByOrder(db: Database, orderId: number): Promise<StoredInvoice | undefined> {
  const [invoice] = await prepared(db, 'invoice_of_order', (d) =>
    d
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, sql.placeholder('orderId'))),
  ).execute({ orderId });
  return invoice && { invoice, lines: await linesOf(db, invoice.id) };
}

export async function findInvoiceByNumber(db: Database, number: string): Promise<StoredInvoice | undefined> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.number, number));
  return invoice && { invoice, lines: await linesOf(db, invoice.id) };
}

/** The invoice of one of the user's orders; undefined for an unpaid order or someone else's. */
export async function findUserInvoice(db: Database, userId: number | null, orderId: number) {
  const [found] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      userId === null
        ? eq(invoices.orderId, orderId)
        : and(eq(invoices.orderId, orderId), eq(orders.userId, userId)),
    );
  return found && { invoice: found.invoice, lines: await linesOf(db, found.invoice.id) };
}

async function linesOf(db: Database, invoiceId: number): Promise<InvoiceLineRow[]> {
  return prepared(db, 'invoice_lines_of', (d) =>
    d
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, sql.placeholder('invoiceId')))
      .orderBy(asc(invoiceLines.position)),
  ).execute({ invoiceId });
}

/** Number and date of the orders' invoices, by order id (orders without one are missing). */
export async function invoicesOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { number: string; issuedAt: Date }>();
  const rows = await db
    .select({ orderId: invoices.orderId, number: invoices.number, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(inArray(invoices.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, { number: row.number, issuedAt: row.issuedAt }]));
}

/** The newest invoices first, optionally of one financial year ("2026-27"). */
export async function listInvoices(db: Database, options: { limit: number; year: string | null }) {
  return db
    .select()
    .from(invoices)
    .where(options.year ? eq(invoices.financialYear, options.year) : undefined)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(options.limit);
}

/**
 * Issues an invoice on its own, in the caller's transaction (a Cash on Delivery order's, at dispatch):
 * the same statements as at payment, taking the next serial.
 */
export async function issueInvoice(
  tx: Database,
  draft: InvoiceDraft,
  prefix: string,
): Promise<StoredInvoice> {
  const result = await executePrepared(
    tx,
    sql`WITH ${issueInvoiceCtes(draft, prefix, sql`(SELECT 1) AS dispatched`)} SELECT ${issuedInvoiceColumns(draft)}`,
  );
  const issued = issuedInvoice(result.rows[0] ?? {});
  if (!issued) throw new Error(`invoice of order ${draft.invoice.orderId} not issued`);
  return issued;
}

/** An order's lines with their products' HSN codes now: what its invoice copies. */
export async function invoiceSourceLines(db: Database, orderId: number) {
  return db
    .select({
      productId: orderItems.productId,
      title: orderItems.title,
      size: orderItems.size,
      hsn: sql<string>`coalesce(${products.hsn}, '')`,
      unitPricePaise: orderItems.unitPricePaise,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}
