import type { CreditNoteRow } from '../db/invoice-schema';
import type { StoredInvoice } from '../db/invoices-repository';
import { renderInvoicePdf } from './invoice-pdf';

/** One document drawn in a worker thread of the invoice printer (see plugins/app/invoice-printer). */
export default function print({ stored, creditNote }: { stored: StoredInvoice; creditNote?: CreditNoteRow }) {
  return renderInvoicePdf(stored, creditNote);
}
