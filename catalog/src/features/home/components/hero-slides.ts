import { formatRupees, rupeesToPaise } from '@harmony/shared';

/** SPEC §2/§9: the banner loops, moves on every 3 s and slides in 300 ms. */
export const HERO_AUTOPLAY_DELAY_MS = 3000;
export const HERO_SPEED_MS = 300;

export interface HeroSlide {
  productId: number;
  model: string;
  tagline: string;
  image: string;
}

/** The two promoted models (the api serves their pictures). */
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

/** The banner's marketing copy, word for word from SPEC §2 (the spec sheet's warranty may differ, §9). */
export const HERO_FEATURES = [
  { label: 'Working Range', value: '110VA-280VA' },
  { label: 'Frequency', value: '50HZ' },
  { label: 'Warranty', value: '5 Years' },
] as const;

export const HERO_BEST_PRICE = formatRupees(rupeesToPaise(4999), { exact: true });
