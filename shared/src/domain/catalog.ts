export const PRODUCTS_PER_PAGE = 8;

export function pageCount(itemCount: number, perPage = PRODUCTS_PER_PAGE): number {
  return Math.max(1, Math.ceil(itemCount / perPage));
}

/** A page number from the address bar, kept within 1..pages. */
export function clampPage(value: unknown, pages: number): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, pages);
}

export function pageItems<T>(items: readonly T[], page: number, perPage = PRODUCTS_PER_PAGE): T[] {
  const start = (page - 1) * perPage;
  return items.slice(start, start + perPage);
}

/** The eight sections of the detail page's spec accordion, in the order it shows them (SPEC §2). */
export const SPEC_SECTIONS = [
  'General',
  'Body',
  'Performance Features',
  'Safety Features',
  'Power Features',
  'Additional Features',
  'Dimensions',
  'Warranty',
] as const;

export type SpecSectionName = (typeof SPEC_SECTIONS)[number];
