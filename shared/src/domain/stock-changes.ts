// Staff changing a product's stock (the back office and `npm run ops`): why, by how much, and what each
// refusal says. The stock a product shows is its AVAILABLE units: units held by unpaid checkouts are
// already out of it, and come back only if their payment does not.

/** Why stock changes; the stock_movements table allows exactly these. */
export const STOCK_REASONS = ['received', 'returned', 'damaged', 'correction'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const isStockReason = (value: unknown): value is StockReason =>
  (STOCK_REASONS as readonly unknown[]).includes(value);

/** Each reason as the history names it. */
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  received: 'Received from a supplier',
  returned: 'Returned by a customer',
  damaged: 'Damaged or lost',
  correction: 'Counted',
};

/** What each reason does with its units, as the form says it. */
export const STOCK_REASON_EFFECTS: Record<StockReason, string> = {
  received: 'adds units',
  returned: 'adds units',
  damaged: 'removes units',
  correction: 'sets the available units',
};

/** The most units a change may name, and a product may have: more is a slip of the keyboard. */
export const MAX_STOCK_UNITS = 1_000_000;

/**
 * The available units after a change: received and returned add their units, damaged takes them
 * away, a correction is the new count itself (what is on the shelf and not held by a checkout). May be
 * negative or too many: the caller refuses those.
 */
export function stockAfterChange(available: number, reason: StockReason, units: number): number {
  switch (reason) {
    case 'received':
    case 'returned':
      return available + units;
    case 'damaged':
      return available - units;
    case 'correction':
      return units;
  }
}

/** At or below its low-stock level a product is low (an out-of-stock one too). */
export const isLowStock = (stock: number, lowStockLevel: number): boolean => stock <= lowStockLevel;

export const STOCK_CHANGE_MESSAGES = {
  noProduct: 'There is no such product.',
  changed: 'This product’s stock changed since you opened it',
  /** A removal larger than what is available; held units are not the shelf's to give. */
  notEnough: (units: number, available: number, held: number) =>
    `Only ${available} ${available === 1 ? 'unit is' : 'units are'} available` +
    `${held > 0 ? ` (${held} more held by unpaid checkouts)` : ''}: ${units} cannot be removed.`,
  tooMany: 'A product can have at most 10,00,000 units.',
  unitsNeeded: 'Received, returned and damaged each need at least 1 unit.',
} as const;
