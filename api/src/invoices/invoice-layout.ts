import { formatRupees } from '@harmony/shared/domain';
import { formatInvoiceDate, formatRate } from '@harmony/shared/gst';
import type { CreditNoteRow, InvoiceLineRow, InvoiceRow } from '../db/invoice-schema';

// What a tax document prints where: the table's columns and the particulars that name the document.

const money = (paise: number) => formatRupees(paise, { exact: true });
/** Table cells: the column header says ₹ once. */
const amount = (paise: number) => money(paise).replace('₹', '');

export interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: InvoiceLineRow) => string;
}

/** The lines' columns: CGST and SGST within the supplier's state, IGST across a state border. */
export function columns(intraState: boolean, rateBp: number): Column[] {
  const taxColumns: Column[] = intraState
    ? [
        {
          title: `CGST ${formatRate(rateBp / 2)}`,
          width: 50,
          align: 'right',
          cell: (l) => amount(l.cgstPaise),
        },
        {
          title: `SGST ${formatRate(rateBp / 2)}`,
          width: 50,
          align: 'right',
          cell: (l) => amount(l.sgstPaise),
        },
      ]
    : [{ title: `IGST ${formatRate(rateBp)}`, width: 60, align: 'right', cell: (l) => amount(l.igstPaise) }];
  const description = intraState ? 131 : 171;
  return [
    { title: '#', width: 16, align: 'left', cell: (l) => String(l.position) },
    { title: 'Description', width: description, align: 'left', cell: (l) => l.description },
    { title: 'HSN', width: 34, align: 'left', cell: (l) => l.hsn || '-' },
    { title: 'Qty', width: 24, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Unit price (₹)', width: 54, align: 'right', cell: (l) => amount(l.unitPricePaise) },
    { title: 'Taxable value (₹)', width: 60, align: 'right', cell: (l) => amount(l.taxablePaise) },
    { title: 'GST rate', width: 38, align: 'right', cell: (l) => formatRate(l.taxRateBp) },
    ...taxColumns,
    { title: 'Total (₹)', width: 58, align: 'right', cell: (l) => amount(l.totalPaise) },
  ];
}

/** What the document is: the invoice itself, or a credit note reversing all of it. */
export function documentOf(invoice: InvoiceRow, creditNote?: CreditNoteRow) {
  const invoiced: [string, string][] = [
    ['Invoice No.', invoice.number],
    ['Invoice date', formatInvoiceDate(invoice.issuedAt)],
  ];
  if (!creditNote) {
    return {
      title: 'TAX INVOICE',
      name: 'Tax invoice',
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      total: 'Invoice total',
      particulars: [invoiced],
    };
  }
  return {
    title: 'CREDIT NOTE',
    name: 'Credit note',
    number: creditNote.number,
    issuedAt: creditNote.issuedAt,
    total: 'Credit note total',
    particulars: [
      [
        ['Credit note No.', creditNote.number],
        ['Credit note date', formatInvoiceDate(creditNote.issuedAt)],
      ],
      invoiced,
      [['Reason', creditNote.reason]],
    ] as [string, string][][],
  };
}
