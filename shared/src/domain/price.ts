import { type Paise, formatAmount, rupeesToPaise } from './money';

/**
 * A product's price travels as text: one amount ("4,999") or the selling amount followed by the
 * original one ("4,999 6,999"). Thousands separators are commas; a rupee sign may precede an amount.
 */
export interface PriceAmounts {
  selling: Paise;
  original: Paise | null;
}

const AMOUNT = /^₹?\s*(\d[\d,]*(?:\.\d{1,2})?)$/;

function amountToPaise(token: string): Paise | null {
  const match = AMOUNT.exec(token.trim());
  if (!match?.[1]) return null;
  const rupees = Number(match[1].replace(/,/g, ''));
  return Number.isFinite(rupees) ? rupeesToPaise(rupees) : null;
}

/** Both amounts of a price text, or null when the text holds no readable amount. */
export function parsePriceText(text: unknown): PriceAmounts | null {
  if (typeof text === 'number') {
    return Number.isFinite(text) && text >= 0 ? { selling: rupeesToPaise(text), original: null } : null;
  }
  if (typeof text !== 'string') return null;
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0 || tokens.length > 2) return null;
  const [selling, original] = tokens.map(amountToPaise);
  if (selling == null || original === null) return null;
  return { selling, original: original ?? null };
}

/** The amount a shopper pays for one unit: the selling amount, or 0 for a price that is not a number. */
export function priceToPaise(price: unknown): Paise {
  return parsePriceText(price)?.selling ?? 0;
}

/** The catalogue's text form: "4,999" or, with an original price, "4,999 6,999". */
export function formatPriceText(selling: Paise, original?: Paise | null): string {
  return original != null ? `${formatAmount(selling)} ${formatAmount(original)}` : formatAmount(selling);
}
