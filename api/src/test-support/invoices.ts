import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import { invoiceLines, invoices } from '../db/invoice-schema';
import { type Line, checkoutBody, createOrder, sandboxPay, verify } from './payments';
import type { LoggedIn } from './users';

/**
 * The text of a PDF as poppler's pdftotext reads it (`-layout`: a table row stays on one line). The
 * tests read invoices back the way a person's tools would, not through the library that wrote them.
 */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-layout', '-enc', 'UTF-8', '-', '-'],
      { maxBuffer: 16 * 1024 * 1024 },
      (err, stdout) =>
        err
          ? reject(new Error(`pdftotext failed (Debian package poppler-utils): ${err.message}`))
          : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}

/** create-order, the sandbox's Pay and verify: the paid order's id. */
export async function payFor(
  app: App,
  user: LoggedIn,
  lines: Line[],
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const created = await createOrder(app, user, await checkoutBody(app, user, lines, overrides));
  assert.equal(created.statusCode, 201, created.body);
  const { razorpayOrder, localOrderId } = created.json();
  const paid = await verify(app, user, await sandboxPay(app, razorpayOrder.id));
  assert.equal(paid.statusCode, 200, paid.body);
  return localOrderId;
}

export function downloadInvoice(
  app: App,
  user: LoggedIn,
  orderId: number | string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/invoice`,
    headers: { ...user.auth, ...headers },
  });
}

/** The stored invoice of an order and its lines, straight from the tables. */
export async function storedInvoice(app: App, orderId: number) {
  const [invoice] = await app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  assert.ok(invoice, `order ${orderId} has an invoice`);
  const lines = await app.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
  return { invoice, lines };
}
