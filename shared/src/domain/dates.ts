import { lazy } from './lazy';

const dateTime = lazy(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      // The shop's day and its staff are in India: a browser, a server or a test elsewhere says India time.
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }),
);

/** Dates in en-IN and India time, e.g. "21 Nov 2026, 4:05 pm" (UI.md); text that is no date is shown as it came. */
export function formatOrderDate(value: string | null | undefined): string {
  if (!value) return '';
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : dateTime().format(time);
}
