import { lazy } from './lazy';

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

const rupees = (minimumFractionDigits: number) =>
  lazy(
    () =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: CURRENCY,
        minimumFractionDigits,
        maximumFractionDigits: 2,
      }),
  );
const generalRupees = rupees(0);
const exactRupees = rupees(2);

/** "₹4,999" or "₹4,999.5" generally; "₹4,999.00" with `exact` (order screens always show 2 decimals). */
export function formatRupees(paise: Paise, options: { exact?: boolean } = {}): string {
  return (options.exact ? exactRupees : generalRupees)().format(paiseToRupees(paise));
}

const groupedNumber = lazy(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));

/** The amount as the catalogue writes it, without the currency sign: "4,999", "1,24,999.5". */
export function formatAmount(paise: Paise): string {
  return groupedNumber().format(paiseToRupees(paise));
}
