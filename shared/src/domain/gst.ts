import type { Paise } from './money';
import { foldStateName } from './gst-states';

export { GST_STATE_CODES, gstStateCode, stateWithCode } from './gst-states';
export * from './gstin';

/**
 * A GST tax invoice's rules (CGST Rules, rule 46): the financial year and serial number, the split of an
 * order's tax by place of supply, the amount in words. Pure; the api issues and prints the invoices.
 */

/** CGST + SGST when the goods stay in the supplier's state; IGST when they cross a state border. */
export type GstKind = 'cgst_sgst' | 'igst';

export function gstKind(supplierState: string, placeOfSupply: string): GstKind {
  return foldStateName(supplierState) === foldStateName(placeOfSupply) ? 'cgst_sgst' : 'igst';
}

// India keeps one offset all year (no daylight saving).
const IST_OFFSET_MS = 330 * 60_000;

function istParts(at: Date) {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The financial year (April to March, Indian time) of a moment: "2026-27". */
export function financialYear(at: Date): string {
  const { year, month } = istParts(at);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The calendar date in India, "2027-03-31": an invoice's date. */
export function istDate(at: Date): string {
  const { year, month, day } = istParts(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant an Indian calendar day ("2027-03-31") begins. */
export function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

const DAY_MS = 86_400_000;

/** The instant after an Indian calendar day ends (the next one begins): a range's exclusive end. */
export function istDayEnd(day: string): Date {
  return new Date(istDayStart(day).getTime() + DAY_MS);
}

/** `count` Indian calendar days from `first` on: ["2026-11-30", "2026-12-01", ...]. */
export function istDays(first: string, count: number): string[] {
  const start = istDayStart(first).getTime();
  // India keeps one offset all year, so every day is 24 hours long.
  return Array.from({ length: count }, (_, index) => istDate(new Date(start + index * DAY_MS)));
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "31 March 2027", the date in India; written out so a reprint never depends on the machine's locale. */
export function formatInvoiceDate(at: Date): string {
  const { year, month, day } = istParts(at);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** Rule 46 allows a serial number of at most 16 characters: a prefix of 3 and six digits fit. */
export const MAX_DOCUMENT_PREFIX = 3;

/** The numbers' own spelling of a financial year: "2026-27" → "26-27". */
export function shortFinancialYear(year: string): string {
  return year.slice(2);
}

/**
 * "HAR/26-27/000123" (16 characters, rule 46's most): the series is the prefix and the financial year;
 * the serial has six digits.
 */
export function invoiceNumber(prefix: string, year: string, serial: number): string {
  return `${prefix}/${shortFinancialYear(year)}/${String(serial).padStart(6, '0')}`;
}

/** "HAR-26-27-000123.pdf": an invoice or credit note number as a file name (no slashes). */
export function invoiceFileName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/** A rate in basis points as printed: 500 → "5%", 250 → "2.5%". */
export function formatRate(basisPoints: number): string {
  return `${basisPoints / 100}%`;
}

/**
 * Splits a whole number of paise in proportion to the weights, to the paisa: the shares add up to
 * `total` exactly (largest remainders get the leftover paise, the earlier line on a tie). Exact for any
 * amount (BigInt), so a large order never gains or loses a paisa to floating point.
 */
export function allocate(total: Paise, weights: readonly number[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const whole = BigInt(total);
  const denominator = BigInt(sum);
  const parts = weights.map((weight, i) => {
    const numerator = whole * BigInt(weight);
    return { i, share: numerator / denominator, remainder: numerator % denominator };
  });
  let left = whole - parts.reduce((a, p) => a + p.share, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left <= 0n) break;
    part.share += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p.share));
}

export interface GstSplitInput {
  /** `charge`: a delivery or COD fee line, which the goods' discount does not reduce. */
  lines: readonly { unitPricePaise: Paise; quantity: number; charge?: boolean }[];
  /** The order's discount and tax, as the order recorded them. */
  discountPaise: Paise;
  taxPaise: Paise;
  kind: GstKind;
}

export interface GstAmounts {
  /** Value before tax, after the discount. */
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** Taxable value plus tax. */
  totalPaise: Paise;
}

export interface GstLine extends GstAmounts {
  grossPaise: Paise;
  discountPaise: Paise;
}

export interface GstSplit extends GstAmounts {
  lines: GstLine[];
  taxPaise: Paise;
}

/**
 * An order's discount and tax spread over its lines, and the tax split into CGST + SGST or IGST, so that
 * every total equals the order's to the paisa: the order's tax is what was charged, the invoice only
 * shows where it went. An odd paisa of an intra-state tax goes to CGST.
 */
export function splitGst({ lines, discountPaise, taxPaise, kind }: GstSplitInput): GstSplit {
  const gross = lines.map((line) => line.unitPricePaise * line.quantity);
  const discounts = allocate(
    discountPaise,
    lines.map((line, i) => (line.charge ? 0 : (gross[i] ?? 0))),
  );
  const taxable = gross.map((value, i) => value - (discounts[i] ?? 0));
  const taxes = allocate(taxPaise, taxable);
  const sgstTotal = kind === 'cgst_sgst' ? Math.floor(taxPaise / 2) : 0;
  const sgst = allocate(sgstTotal, taxes);
  const split = gross.map((grossPaise, i): GstLine => {
    const tax = taxes[i] ?? 0;
    const stateShare = sgst[i] ?? 0;
    return {
      grossPaise,
      discountPaise: discounts[i] ?? 0,
      taxablePaise: taxable[i] ?? 0,
      cgstPaise: kind === 'cgst_sgst' ? tax - stateShare : 0,
      sgstPaise: stateShare,
      igstPaise: kind === 'igst' ? tax : 0,
      totalPaise: (taxable[i] ?? 0) + tax,
    };
  });
  const sum = (pick: (line: GstLine) => Paise) => split.reduce((a, line) => a + pick(line), 0);
  return {
    lines: split,
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    taxPaise,
    totalPaise: sum((l) => l.totalPaise),
  };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = ONES[n % 10];
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return ones ? `${tens}-${ones}` : tens;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number of at least 1 in Indian numbering: crore (10^7), lakh (10^5), thousand, hundred. */
function indianWords(n: number): string {
  const crores = Math.floor(n / 10_000_000);
  const rest = n % 10_000_000;
  return [
    crores ? `${indianWords(crores)} Crore` : '',
    rest >= 100_000 ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : '',
    rest % 100_000 >= 1000 ? `${belowHundred(Math.floor((rest % 100_000) / 1000))} Thousand` : '',
    rest % 1000 ? belowThousand(rest % 1000) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only". */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`An amount in words needs whole, non-negative paise, not ${paise}`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${rupees ? indianWords(rupees) : 'Zero'}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}
