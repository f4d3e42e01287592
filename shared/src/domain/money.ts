/** Money is integer paise everywhere; rupees with decimals exist only at the edges (text, display). */
export type Paise = number;

export const PAISE_PER_RUPEE = 100;
export const CURRENCY = 'INR';

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function paiseToRupees(paise: Paise): number {
  return paise / PAISE_PER_RUPEE;
}

/** "1,24,999": the Indian grouping (thousands, then lakhs and crores in twos). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * Paise as en-IN rupees: Intl's en-IN output to the character ("1,24,999.5"), written out because
 * building an Intl.NumberFormat costs a phone tens of milliseconds on every page's first render.
 */
function formatPaise(paise: Paise, exact: boolean): string {
  const whole = Math.round(Math.abs(paise));
  const rupees = groupIndian(String(Math.floor(whole / PAISE_PER_RUPEE)));
  const fraction = String(whole % PAISE_PER_RUPEE).padStart(2, '0');
  const shown = exact ? fraction : fraction.replace(/0+$/, '');
  return shown ? `${rupees}.${shown}` : rupees;
}

const negative = (paise: Paise) => Math.round(paise) < 0;

/** "₹4,999" or "₹4,999.5" generally; "₹4,999.00" with `exact` (order screens always show 2 decimals). */
export function formatRupees(paise: Paise, options: { exact?: boolean } = {}): string {
  return `${negative(paise) ? '-' : ''}₹${formatPaise(paise, options.exact ?? false)}`;
}

/** The amount as the catalogue writes it, without the currency sign: "4,999", "1,24,999.5". */
export function formatAmount(paise: Paise): string {
  return `${negative(paise) ? '-' : ''}${formatPaise(paise, false)}`;
}
