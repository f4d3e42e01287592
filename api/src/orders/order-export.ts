import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { OrderListSort } from '@harmony/shared/domain';
// Days are India's (istDate, YYYY-MM-DD): spreadsheets read them as dates.
import { istDate, stateWithCode } from '@harmony/shared/gst';
import type { Database } from '../db/client';
import { type ExportRow, exportBatch } from '../db/order-export-repository';
import type { StaffOrderFilter } from '../db/staff-orders-repository';

/** Rows read per query: a bounded slice of memory however many orders the filter holds. */
export const EXPORT_BATCH = 1000;

export const EXPORT_COLUMNS = [
  'Order',
  'Placed on',
  'Invoice number',
  'Invoice date',
  'Customer',
  'Email',
  'Buyer GSTIN',
  'Buyer legal name',
  'Place of supply',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Discount',
  'Total',
  'Payment id',
  'Payment',
  'Status',
] as const;

/** Rupees with two decimals and no symbol or grouping, so a spreadsheet reads a number. */
const rupees = (paise: number | null) => (paise === null ? '' : (paise / 100).toFixed(2));
/** A shopper's own text never starts a formula in the accountant's spreadsheet (CSV injection). */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

function record(row: ExportRow): string[] {
  return [
    String(row.id),
    istDate(row.createdAt),
    row.invoiceNumber ?? '',
    row.invoiceIssuedAt ? istDate(row.invoiceIssuedAt) : '',
    text(row.customerName),
    text(row.customerEmail),
    row.buyerGstin ?? '',
    text(row.buyerLegalName ?? ''),
    stateWithCode(row.placeOfSupply ?? row.shippingState),
    rupees(row.taxablePaise ?? row.subtotalPaise - row.discountPaise),
    rupees(row.cgstPaise),
    rupees(row.sgstPaise),
    rupees(row.igstPaise),
    rupees(row.discountPaise),
    rupees(row.grandTotalPaise),
    row.gatewayPaymentId ?? '',
    row.paymentStatus,
    row.status,
  ];
}

/** Every order the filter holds, in the list's order, read a batch at a time (keyset, as the list pages). */
async function* records(db: Database, filter: StaffOrderFilter, sort: OrderListSort) {
  let after: number | null = null;
  for (;;) {
    const rows = await exportBatch(db, filter, sort, after, EXPORT_BATCH);
    for (const row of rows) yield record(row);
    if (rows.length < EXPORT_BATCH) return;
    after = rows.at(-1)!.id;
  }
}

/**
 * The filtered orders as CSV, streamed: one row per order with what the accountant needs (invoice,
 * customer, a business buyer's GSTIN and legal name, place of supply, taxable value, CGST, SGST and
 * IGST, discount, total, payment id, status).
 * Starts with a byte-order mark so spreadsheets read it as UTF-8.
 */
export function orderExport(db: Database, filter: StaffOrderFilter, sort: OrderListSort): Readable {
  const csv = stringify({ header: true, columns: [...EXPORT_COLUMNS], bom: true });
  return Readable.from(records(db, filter, sort)).pipe(csv);
}
