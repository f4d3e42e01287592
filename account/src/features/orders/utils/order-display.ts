import { formatRupees, priceToPaise } from '@harmony/shared';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** Dates in en-IN, e.g. "21 Nov 2026, 4:05 pm" (UI.md); text that is no date is shown as it came. */
export function formatOrderDate(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : dateTime.format(time);
}

/** "out_for_delivery" → "Out for delivery". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
}

/** Order screens show rupees with exactly two decimals. */
export function formatOrderPrice(price: unknown): string {
  return formatRupees(priceToPaise(price), { exact: true });
}
