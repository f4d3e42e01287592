import { failedResponse } from '../api/client';
import { downloadFile } from '../api/download';
import { Button } from './button';
import styles from './ui.module.css';
import { useDownload } from './use-download';

export const INVOICE_MESSAGES = {
  notYet: 'The tax invoice is issued once the payment is confirmed. Please try again in a moment.',
  failed: 'The tax invoice could not be downloaded. Please try again.',
  creditNoteFailed: 'The credit note could not be downloaded. Please try again.',
} as const;

/** The order's tax documents: the invoice, and the credit note of a cancelled order. */
const DOCUMENTS = {
  invoice: {
    name: 'Invoice',
    action: 'Download tax invoice (PDF)',
    busy: 'Preparing invoice…',
    failed: INVOICE_MESSAGES.failed,
  },
  'credit-note': {
    name: 'Credit note',
    action: 'Download credit note (PDF)',
    busy: 'Preparing credit note…',
    failed: INVOICE_MESSAGES.creditNoteFailed,
  },
} as const;

export type TaxDocument = keyof typeof DOCUMENTS;

/** Where an order's documents are: the shopper's own orders, or any order for staff. */
export type OrdersApi = '/api/orders' | '/api/admin/orders';

/** One of the order's tax documents as a download (the name the server gives, else one made here). */
export function downloadInvoice(
  orderId: number | string,
  document: TaxDocument = 'invoice',
  api: OrdersApi = '/api/orders',
): Promise<void> {
  return downloadFile(
    `${api}/${encodeURIComponent(orderId)}/${document}`,
    `harmony-order-${orderId}-${document}.pdf`,
  );
}

export interface InvoiceDownloadProps {
  orderId: number | string;
  /** The document's number, when the order's answer named it. */
  number?: string | null;
  document?: TaxDocument;
  api?: OrdersApi;
}

/** "Download tax invoice" (or credit note), with its number, and a short line when it could not be had. */
export function InvoiceDownload({ orderId, number, document = 'invoice', api }: InvoiceDownloadProps) {
  const words = DOCUMENTS[document];
  const { busy, problem, start } = useDownload(
    () => downloadInvoice(orderId, document, api),
    (error) =>
      document === 'invoice' && failedResponse(error)?.status === 409
        ? INVOICE_MESSAGES.notYet
        : words.failed,
  );
  return (
    <div className={styles.invoice}>
      <Button variant="ghost" onClick={start} disabled={busy} aria-busy={busy}>
        {busy ? words.busy : words.action}
      </Button>
      {number && (
        <span className={styles.invoiceNumber}>
          {words.name} {number}
        </span>
      )}
      {problem && (
        <p role="alert" className={styles.invoiceProblem}>
          {problem}
        </p>
      )}
    </div>
  );
}
