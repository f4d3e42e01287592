import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { financialYear, shortFinancialYear } from '@harmony/shared/gst';
import type { Database } from './client';
import {
  type CreditNoteRow,
  type RefundRow,
  type RefundStatus,
  creditNotes,
  invoices,
  refunds,
} from './invoice-schema';
import { SERIAL_TEXT, findInvoiceByOrder, nextSerial } from './invoices-repository';
import { type OrderRow, orders } from './schema';

/**
 * The whole order's amount owed back to the customer, in the caller's transaction: pending until the
 * gateway is asked after the commit, always with this refund's own idempotency key.
 */
export async function recordOwedRefund(
  tx: Database,
  order: OrderRow,
  requestedBy: RefundRow['requestedBy'],
  now: Date,
): Promise<RefundRow> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountPaise: order.grandTotalPaise,
      idempotencyKey: randomUUID(),
      requestedBy,
      requestedAt: now,
    })
    .returning();
  return refund!;
}

/**
 * The credit note of the order's invoice, crediting all of it, numbered in its own series without gaps
 * (the same counter rule as invoices). An order paid before invoices existed has none to credit.
 */
export async function issueCreditNote(
  tx: Database,
  orderId: number,
  reason: string,
  prefix: string,
  now: Date,
) {
  const year = financialYear(now);
  const invoice = sql`(SELECT * FROM ${invoices} WHERE ${invoices.orderId} = ${orderId}) AS invoice`;
  await tx.execute(sql`
    WITH counter AS (${nextSerial('credit_note', year, invoice)})
    INSERT INTO ${creditNotes} (number, financial_year, serial, invoice_id, order_id, issued_at, reason,
      taxable_paise, cgst_paise, sgst_paise, igst_paise, tax_paise, total_paise)
    SELECT ${`${prefix}/${shortFinancialYear(year)}/`}::text || ${SERIAL_TEXT}, ${year}::text, last_serial, i.id, i.order_id,
      ${now}::timestamptz, ${reason}::text, i.taxable_paise, i.cgst_paise, i.sgst_paise, i.igst_paise,
      i.tax_paise, i.total_paise
    FROM counter CROSS JOIN ${invoices} AS i WHERE i.order_id = ${orderId}`);
}

/** What the gateway said to a refund request: its refund id, and whether the money has gone. */
export interface GatewayRefundAnswer {
  gatewayRefundId: string;
  status: 'pending' | 'processed';
}

/**
 * Records the gateway's answer. Processed is recorded once: the api's own call and the refund.processed
 * webhook may race, and whichever comes second changes nothing (answers undefined).
 */
export async function recordRefundAnswer(
  db: Database,
  refundId: number,
  answer: GatewayRefundAnswer,
  now: Date,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({
      gatewayRefundId: sql`coalesce(${refunds.gatewayRefundId}, ${answer.gatewayRefundId})`,
      status: answer.status,
      processedAt: answer.status === 'processed' ? now : null,
      lastError: null,
    })
    .where(and(eq(refunds.id, refundId), ne(refunds.status, 'processed')))
    .returning();
  return row;
}

/** The gateway refused or did not answer: the refund stays owed, for a retry. */
export async function recordRefundFailure(db: Database, refundId: number, error: string) {
  await db
    .update(refunds)
    .set({ status: 'failed', lastError: error.slice(0, 500) })
    .where(and(eq(refunds.id, refundId), ne(refunds.status, 'processed')));
}

/** The webhook's side: the refund of the order a payment paid, marked processed unless it already is. */
export async function recordRefundProcessedByPayment(
  db: Database,
  paymentId: string,
  gatewayRefundId: string,
  now: Date,
): Promise<'recorded' | 'already_recorded' | 'unknown'> {
  const [row] = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(orders.gatewayPaymentId, paymentId));
  if (!row) return 'unknown';
  const recorded = await recordRefundAnswer(db, row.refund.id, { gatewayRefundId, status: 'processed' }, now);
  return recorded ? 'recorded' : 'already_recorded';
}

export async function findRefundByOrder(db: Database, orderId: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
  return row;
}

/** The refunds and credit notes of the orders, by order id (orders without one are missing). */
export async function refundsOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) {
    return { refunds: new Map<number, RefundRow>(), creditNotes: new Map<number, CreditNoteRow>() };
  }
  const [refundRows, noteRows] = await Promise.all([
    db.select().from(refunds).where(inArray(refunds.orderId, orderIds)),
    db.select().from(creditNotes).where(inArray(creditNotes.orderId, orderIds)),
  ]);
  return {
    refunds: new Map(refundRows.map((row) => [row.orderId, row])),
    creditNotes: new Map(noteRows.map((row) => [row.orderId, row])),
  };
}

/** The credit note of one of the user's orders, with the invoice it credits (its PDF prints both). */
export async function findUserCreditNote(db: Database, userId: number | null, orderId: number) {
  const [found] = await db
    .select({ creditNote: creditNotes })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(
      userId === null
        ? eq(creditNotes.orderId, orderId)
        : and(eq(creditNotes.orderId, orderId), eq(orders.userId, userId)),
    );
  if (!found) return undefined;
  const invoice = await findInvoiceByOrder(db, orderId);
  return invoice && { creditNote: found.creditNote, ...invoice };
}

/** Refunds newest first, optionally only those in one state (the operator's retry list). */
export async function listRefunds(db: Database, options: { status: RefundStatus | null; limit: number }) {
  return db
    .select({ refund: refunds, paymentId: orders.gatewayPaymentId, customer: orders.customerName })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(options.status ? eq(refunds.status, options.status) : undefined)
    .orderBy(desc(refunds.requestedAt), desc(refunds.id))
    .limit(options.limit);
}
