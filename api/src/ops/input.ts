import { amountToPaise } from '@harmony/shared/domain';

// What every ops command shares: its refusal, its ids, its amounts and its tables.

/** Bad input or a refused change: the message is for the operator, and the tool exits 1. */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsError';
  }
}

/** A database id given on the command line: a positive whole number that fits an integer column. */
export function wholeId(value: string | undefined, what: string): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw new OpsError(`${what} must be a positive whole number${value ? `, not "${value}"` : ''}.`);
  }
  return Number(value);
}

/** An amount in rupees given on the command line (4999 or 4999.50), above 0, in paise. */
export function rupeesArgument(value: string | undefined, what: string): number {
  const paise = value === undefined ? null : amountToPaise(value);
  if (paise === null || paise <= 0) {
    throw new OpsError(
      `${what} must be an amount in rupees above 0 (e.g. 4999 or 4999.50)${value ? `, not "${value}"` : ''}.`,
    );
  }
  return paise;
}

/** A plain text table: a header, a rule, the rows; columns of amounts and counts are right-aligned. */
export function table(headers: string[], rows: string[][], rightAligned: number[] = []): string[] {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.includes(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}
