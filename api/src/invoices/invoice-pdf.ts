import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Font, create as openFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import subsetFont from 'subset-font';
import { discountLabel, formatRupees } from '@harmony/shared/domain';
import { formatRate, stateWithCode } from '@harmony/shared/gst';
import type { CreditNoteRow } from '../db/invoice-schema';
import type { StoredInvoice } from '../db/invoices-repository';
import { columns, documentOf } from './invoice-layout';

// pdfkit's standard fonts have no ₹; DejaVu Sans (an npm package, embedded as a subset) has it.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

/**
 * The font as an invoice needs it: every glyph, without TrueType hinting and without the OpenType
 * shaping tables. A PDF viewer draws outlines without hints, and pdfkit would copy every glyph's
 * instructions into each document's subset; shaping (kerning, ligatures, mark placement) would run for
 * every word. Without them a document takes a third of the time. pdfkit lays text out left to right
 * only, so scripts that need shaping were not drawn right with the tables either.
 */
async function loadFont(file: string): Promise<Font> {
  const plain = await subsetFont(await readFile(file), null, {
    keepAllGlyphs: true,
    noHinting: true,
    dropTables: ['GSUB', 'GPOS', 'GDEF', 'kern'],
    targetFormat: 'truetype',
  });
  const font = openFont(plain);
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  return font;
}

// Prepared once per process (or worker thread): a document that parses its own fonts takes five times
// as long.
let fonts: Promise<{ regular: Font; bold: Font }> | undefined;
export const loadFonts = () =>
  (fonts ??= Promise.all([loadFont(FONT_FILES.regular), loadFont(FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
  ));

const PAGE = { left: 40, right: 555, top: 40, bottom: 800 };
const WIDTH = PAGE.right - PAGE.left;
const GREY = '#555555';
const RULE = '#999999';

const money = (paise: number) => formatRupees(paise, { exact: true });

/**
 * The invoice as an A4 PDF, or with a credit note the credit note against it, from the stored records
 * only (so a reissue prints what was issued). The document's dates are its own, so printing the same
 * record twice gives the same bytes.
 */
/** Draws an invoice, or with a credit note the credit note, as a PDF. */
export type PrintInvoice = (stored: StoredInvoice, creditNote?: CreditNoteRow) => Promise<Buffer>;

export async function renderInvoicePdf(
  { invoice, lines }: StoredInvoice,
  creditNote?: CreditNoteRow,
): Promise<Buffer> {
  const document = documentOf(invoice, creditNote);
  const { regular, bold } = await loadFonts();
  const doc = new PDFDocument({
    // No default Helvetica: its metrics would be parsed for every document and never used.
    font: null as unknown as string,
    size: 'A4',
    bufferPages: true,
    margins: { top: PAGE.top, bottom: 40, left: PAGE.left, right: 595.28 - PAGE.right },
    info: {
      Title: `${document.name} ${document.number}`,
      Author: invoice.supplierName,
      Subject: `${document.name} for order #${invoice.orderId}`,
      CreationDate: document.issuedAt,
    },
  });
  // pdfkit takes a parsed fontkit font too; its types only name files and bytes.
  doc.registerFont('regular', regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) => {
    doc.text(value, x, y, { lineGap: 1, ...options });
    return doc.y;
  };
  const rule = (y: number, from = PAGE.left, width = 0.6) => {
    doc.moveTo(from, y).lineTo(PAGE.right, y).lineWidth(width).strokeColor(RULE).stroke();
  };

  // The supplier, and what the document is.
  doc.font('bold').fontSize(16).fillColor('black');
  text(document.title, PAGE.left, PAGE.top, { width: WIDTH, align: 'right' });
  doc.font('regular').fontSize(8).fillColor(GREY);
  text('Original for recipient', PAGE.left, PAGE.top + 20, { width: WIDTH, align: 'right' });
  doc.font('bold').fontSize(13).fillColor('black');
  let y = text(invoice.supplierName, PAGE.left, PAGE.top, { width: 320 });
  doc.font('regular').fontSize(9);
  y = text(invoice.supplierAddress, PAGE.left, y + 2, { width: 320 });
  y = text(`GSTIN: ${invoice.supplierGstin}`, PAGE.left, y + 2);
  y = text(`State: ${stateWithCode(invoice.supplierState)}`, PAGE.left, y);
  rule(y + 8);

  // The invoice's particulars, in two columns.
  y += 16;
  // A pair alone on its row (the reason of a credit note) has the row's width.
  const pair = (label: string, value: string, x: number, top: number, width = 160) => {
    doc.font('bold').fontSize(9);
    text(label, x, top, { width: 95 });
    doc.font('regular');
    return text(value, x + 95, top, { width });
  };
  const half = PAGE.left + WIDTH / 2;
  const particulars: [string, string][][] = [
    ...document.particulars,
    [
      ['Order No.', `#${invoice.orderId}`],
      ['Place of supply', stateWithCode(invoice.placeOfSupply)],
    ],
    [['Reverse charge', 'No']],
  ];
  for (const pairs of particulars) {
    const top = y;
    y =
      Math.max(
        ...pairs.map(([label, value], i) =>
          pair(label, value, i === 0 ? PAGE.left : half, top, pairs.length === 1 ? WIDTH - 95 : 160),
        ),
      ) + 2;
  }
  rule(y + 8);

  // Who buys, where it goes.
  y += 16;
  const party = (
    title: string,
    name: string,
    address: string,
    state: string,
    x: number,
    gstin: string | null = null,
  ) => {
    doc.font('bold').fontSize(9).fillColor(GREY);
    let bottom = text(title, x, y, { width: 250 });
    doc.fillColor('black');
    bottom = text(name, x, bottom + 2, { width: 250 });
    doc.font('regular');
    if (gstin) bottom = text(`GSTIN: ${gstin}`, x, bottom, { width: 250 });
    bottom = text(address, x, bottom, { width: 250 });
    return text(`State: ${stateWithCode(state)}`, x, bottom, { width: 250 });
  };
  // A business buyer is billed under their registered legal name and GSTIN (rule 46); the goods still go
  // to the person who ordered them.
  const billed = party(
    'Bill to',
    invoice.buyerLegalName ?? invoice.buyerName,
    invoice.billingAddress,
    invoice.billingState,
    PAGE.left,
    invoice.buyerGstin,
  );
  const shipped =
    invoice.shippingAddress === invoice.billingAddress
      ? party('Ship to', invoice.buyerName, 'Same as the billing address', invoice.shippingState, half)
      : party('Ship to', invoice.buyerName, invoice.shippingAddress, invoice.shippingState, half);
  y = Math.max(billed, shipped) + 12;

  // The lines; a long order continues on the next page under the same header.
  const cols = columns(invoice.kind === 'cgst_sgst', invoice.taxRateBp);
  const rowHeight = (cells: string[]) =>
    Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: cols[i]!.width - 4 })));
  const row = (cells: string[], top: number, heading: boolean) => {
    doc.font(heading ? 'bold' : 'regular').fontSize(7.5);
    const height = rowHeight(cells);
    if (heading)
      doc
        .rect(PAGE.left, top, WIDTH, height + 6)
        .fill('#eeeeee')
        .fillColor('black');
    let x = PAGE.left;
    cells.forEach((cell, i) => {
      const col = cols[i]!;
      text(cell, x + 2, top + 3, { width: col.width - 4, align: col.align });
      x += col.width;
    });
    return top + height + 6;
  };
  const header = (top: number) =>
    row(
      cols.map((col) => col.title),
      top,
      true,
    );
  y = header(y);
  for (const line of lines) {
    const cells = cols.map((col) => col.cell(line));
    doc.font('regular').fontSize(7.5);
    if (y + rowHeight(cells) + 6 > PAGE.bottom) {
      doc.addPage();
      y = header(PAGE.top);
    }
    y = row(cells, y, false);
    rule(y, PAGE.left, 0.3);
  }

  // Totals, the amount in words, the declarations and the signature: kept together on one page.
  const taxes: [string, number][] =
    invoice.kind === 'cgst_sgst'
      ? [
          [`CGST @ ${formatRate(invoice.taxRateBp / 2)}`, invoice.cgstPaise],
          [`SGST @ ${formatRate(invoice.taxRateBp / 2)}`, invoice.sgstPaise],
        ]
      : [[`IGST @ ${formatRate(invoice.taxRateBp)}`, invoice.igstPaise]];
  const totals: [string, number][] = [
    ...(invoice.discountPaise > 0
      ? ([
          ['Subtotal', invoice.subtotalPaise],
          [discountLabel(invoice.couponCode), -invoice.discountPaise],
        ] as [string, number][])
      : []),
    ['Taxable value', invoice.taxablePaise],
    ...taxes,
    ['Total tax', invoice.taxPaise],
  ];
  if (y + 14 * totals.length + 150 > PAGE.bottom) {
    doc.addPage();
    y = PAGE.top;
  }
  y += 8;
  const labelX = PAGE.right - 230;
  doc.font('regular').fontSize(9);
  for (const [label, value] of totals) {
    text(label, labelX, y, { width: 130 });
    y = text(money(value), labelX + 130, y, { width: 100, align: 'right' }) + 2;
  }
  rule(y, labelX);
  doc.font('bold').fontSize(11);
  text(document.total, labelX, y + 4, { width: 130 });
  y = text(money(invoice.totalPaise), labelX + 130, y + 4, { width: 100, align: 'right' }) + 10;

  doc.font('bold').fontSize(9);
  y = text('Amount in words', PAGE.left, y, { width: WIDTH });
  doc.font('regular');
  y = text(invoice.amountInWords, PAGE.left, y, { width: WIDTH }) + 8;
  y = text('Tax is not payable on reverse charge basis.', PAGE.left, y, { width: WIDTH }) + 24;

  doc.font('bold').fontSize(9);
  text(`For ${invoice.supplierName}`, PAGE.right - 250, y, { width: 250, align: 'right' });
  y += 48;
  rule(y, PAGE.right - 160);
  doc.font('regular').fontSize(9);
  text('Authorised Signatory', PAGE.right - 250, y + 4, { width: 250, align: 'right' });

  // Every page names the document, so a loose second page is still known.
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i += 1) {
    doc.switchToPage(pages.start + i);
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(7).fillColor(GREY);
    text(`${document.number} · Page ${i + 1} of ${pages.count}`, PAGE.left, 815, {
      width: WIDTH,
      align: 'center',
    });
  }
  doc.end();
  return done;
}
