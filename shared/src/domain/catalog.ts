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

export interface HeroSlide {
  productId: number;
  model: string;
  tagline: string;
  image: string;
}

/**
 * The two models the home banner promotes (SPEC §2), first slide first. The api serves their pictures
 * and names the first in the home page's head, so it is fetched with the page.
 */
export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    productId: 1,
    model: 'Harmony M1',
    tagline: 'Digital voltage stabilizer for ACs up to 1.5 ton',
    image: '/api/images/products/harmony-m1.svg',
  },
  {
    productId: 3,
    model: 'Harmony M2',
    tagline: 'Heavy-duty voltage stabilizer for ACs up to 2 ton',
    image: '/api/images/products/harmony-m2.svg',
  },
];
