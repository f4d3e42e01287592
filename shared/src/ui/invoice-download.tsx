import { useState } from 'react';
import { apiClient, failedResponse } from '../api/client';
import { Button } from './button';
import styles from './ui.module.css';

export const INVOICE_MESSAGES = {
  notYet: 'The tax invoice is issued once the payment is confirmed. Please try again in a moment.',
  failed: 'The tax invoice could not be downloaded. Please try again.',
} as const;

/** The file name the server gave (Content-Disposition), else one made from the order. */
function fileNameOf(disposition: unknown, orderId: number | string): string {
  const match = typeof disposition === 'string' ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? `harmony-order-${orderId}-invoice.pdf`;
}

/**
 * The order's GST tax invoice as a download. The api wants the session's token, which a plain link
 * cannot carry, so the PDF is fetched by the session's client and handed to the browser as a file.
 */
export async function downloadInvoice(orderId: number | string): Promise<void> {
  const response = await apiClient.get<Blob>(`/api/orders/${encodeURIComponent(orderId)}/invoice`, {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers['content-disposition'], orderId);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the object URL would otherwise live with the page.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface InvoiceDownloadProps {
  orderId: number | string;
  /** The invoice's number, when the order's answer named it. */
  number?: string | null;
}

/** "Download tax invoice", with the invoice's number, and a short line when it could not be had. */
export function InvoiceDownload({ orderId, number }: InvoiceDownloadProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await downloadInvoice(orderId);
    } catch (error) {
      console.error('Tax invoice could not be downloaded', error);
      setProblem(failedResponse(error)?.status === 409 ? INVOICE_MESSAGES.notYet : INVOICE_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.invoice}>
      <Button variant="ghost" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? 'Preparing invoice…' : 'Download tax invoice (PDF)'}
      </Button>
      {number && <span className={styles.invoiceNumber}>Invoice {number}</span>}
      {problem && (
        <p role="alert" className={styles.invoiceProblem}>
          {problem}
        </p>
      )}
    </div>
  );
}
