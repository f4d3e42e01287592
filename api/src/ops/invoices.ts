import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { formatRupees } from '@harmony/shared/domain';
import { formatInvoiceDate, formatRate, invoiceFileName, stateWithCode } from '@harmony/shared/gst';
import { recordAudit } from '../db/audit-repository';
import type { Database } from '../db/client';
import { findInvoiceByNumber, listInvoices } from '../db/invoices-repository';
import { products } from '../db/schema';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { OpsError, table, wholeId } from './input';

/** The operator's side of tax invoices: list them, print one again, set a product's HSN code. */

export type InvoiceOpsCommand =
  | { name: 'invoices'; limit: number; year: string | null }
  | { name: 'invoice'; number: string; reissue: string | null }
  | { name: 'hsn'; productId: number; hsn: string };

export const INVOICE_USAGE = `  invoices [--year <2026-27>] [--limit <n>]
      List tax invoices, newest first: number, date, order, buyer, place of supply, total.
  invoice <number> [--reissue <file or folder>]
      Show an invoice (HAR/26-27/000123); --reissue writes its PDF again from the stored record.
  hsn <productId> <code>
      Set the HSN code (4, 6 or 8 digits) that invoices issued from now on print for a product.`;

/** parseArgs options only these commands take. */
export const INVOICE_OPTIONS = {
  year: { type: 'string' },
  reissue: { type: 'string' },
} as const;

export function hsnCode(value: string): string {
  if (!/^\d{4}(\d{2}){0,2}$/.test(value)) {
    throw new OpsError(`An HSN code is 4, 6 or 8 digits (e.g. 8504 or 850440), not "${value}".`);
  }
  return value;
}

export function parseInvoiceCommand(
  name: 'invoices' | 'invoice' | 'hsn',
  rest: string[],
  o: { limit?: string; year?: string; reissue?: string },
): InvoiceOpsCommand {
  switch (name) {
    case 'invoices': {
      if (o.year !== undefined && !/^\d{4}-\d{2}$/.test(o.year)) {
        throw new OpsError(`--year is a financial year such as 2026-27, not "${o.year}".`);
      }
      const limit = o.limit === undefined ? 50 : wholeId(o.limit, '--limit');
      return { name, limit: Math.min(limit, 10_000), year: o.year ?? null };
    }
    case 'invoice':
      return { name, number: rest[0]?.trim() ?? '', reissue: o.reissue ?? null };
    case 'hsn':
      return { name, productId: wholeId(rest[0], 'The product id'), hsn: hsnCode(rest[1] ?? '') };
  }
}

const money = (paise: number) => formatRupees(paise, { exact: true });

async function listCommand(db: Database, c: Extract<InvoiceOpsCommand, { name: 'invoices' }>) {
  const rows = await listInvoices(db, c);
  const where = c.year ? ` in ${c.year}` : '';
  if (rows.length === 0) return [`No invoices${where}.`];
  return [
    ...table(
      ['Number', 'Date', 'Order', 'Buyer', 'Place of supply', 'Tax', 'Total'],
      rows.map((row) => [
        row.number,
        formatInvoiceDate(row.issuedAt),
        `#${row.orderId}`,
        row.buyerName,
        stateWithCode(row.placeOfSupply),
        money(row.taxPaise),
        money(row.totalPaise),
      ]),
      [2, 5, 6],
    ),
    '',
    `${rows.length} invoice${rows.length === 1 ? '' : 's'}${where}${rows.length === c.limit ? ` (the last ${c.limit}; --limit shows more)` : ''}.`,
  ];
}

/** A folder (existing, or written with a trailing slash) gets the invoice's own file name. */
async function pdfPath(target: string, number: string): Promise<string> {
  const resolved = path.resolve(target);
  const isFolder =
    /[\\/]$/.test(target) ||
    (await stat(resolved)
      .then((s) => s.isDirectory())
      .catch(() => false));
  if (isFolder) {
    await mkdir(resolved, { recursive: true });
    return path.join(resolved, invoiceFileName(number));
  }
  return resolved;
}

async function showCommand(db: Database, c: Extract<InvoiceOpsCommand, { name: 'invoice' }>) {
  const stored = await findInvoiceByNumber(db, c.number);
  if (!stored) {
    throw new OpsError(`There is no invoice "${c.number}"; \`npm run ops -- invoices\` lists them.`);
  }
  const { invoice, lines } = stored;
  const tax =
    invoice.kind === 'cgst_sgst'
      ? `CGST ${money(invoice.cgstPaise)} + SGST ${money(invoice.sgstPaise)}`
      : `IGST ${money(invoice.igstPaise)}`;
  const summary = [
    `${invoice.number}, ${formatInvoiceDate(invoice.issuedAt)}, order #${invoice.orderId}: ${invoice.buyerName}, ` +
      `place of supply ${stateWithCode(invoice.placeOfSupply)}.`,
    ...lines.map(
      (line) =>
        `  ${line.position}. ${line.description} (HSN ${line.hsn || '-'}) x ${line.quantity}: ` +
        `${money(line.taxablePaise)} + ${formatRate(line.taxRateBp)} GST = ${money(line.totalPaise)}`,
    ),
    ...(invoice.discountPaise > 0
      ? [
          `Subtotal ${money(invoice.subtotalPaise)}, discount${invoice.couponCode ? ` (${invoice.couponCode})` : ''} ` +
            `-${money(invoice.discountPaise)}.`,
        ]
      : []),
    `Taxable ${money(invoice.taxablePaise)}, ${tax}, total ${money(invoice.totalPaise)}.`,
  ];
  if (!c.reissue) return summary;
  const file = await pdfPath(c.reissue, invoice.number);
  await writeFile(file, await renderInvoicePdf(stored));
  return [...summary, `Written again from the stored record: ${file}`];
}

async function hsnCommand(db: Database, c: Extract<InvoiceOpsCommand, { name: 'hsn' }>, now: Date) {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ hsn: products.hsn })
      .from(products)
      .where(eq(products.id, c.productId))
      .for('update');
    if (!before) return undefined;
    const [changed] = await tx
      .update(products)
      .set({ hsn: c.hsn, updatedAt: now })
      .where(eq(products.id, c.productId))
      .returning({ id: products.id, title: products.title });
    await recordAudit(
      tx,
      { via: 'ops' },
      { action: 'product.edit', objectType: 'product', objectId: c.productId, before, after: { hsn: c.hsn } },
      now,
    );
    return changed;
  });
  if (!row) throw new OpsError(`There is no product #${c.productId}.`);
  return [
    `Product #${row.id} ${row.title}: HSN ${c.hsn}.`,
    'Invoices already issued keep the code they were issued with.',
  ];
}

export async function runInvoiceCommand(db: Database, command: InvoiceOpsCommand, now: Date) {
  switch (command.name) {
    case 'invoices':
      return listCommand(db, command);
    case 'invoice':
      return showCommand(db, command);
    case 'hsn':
      return hsnCommand(db, command, now);
  }
}
