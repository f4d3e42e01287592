import type { CreditNoteRow } from '../db/invoice-schema';
import type { StoredInvoice } from '../db/invoices-repository';
import { loadFonts, renderInvoicePdf } from './invoice-pdf';

/** One document drawn in a worker thread of the invoice printer (see plugins/app/invoice-printer). */
/** Readies the thread before its first document: the fonts prepared (a few hundred milliseconds). */
export async function prepare() {
  await loadFonts();
}

export default function print({ stored, creditNote }: { stored: StoredInvoice; creditNote?: CreditNoteRow }) {
  return renderInvoicePdf(stored, creditNote);
}
