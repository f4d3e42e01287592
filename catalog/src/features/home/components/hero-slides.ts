import { formatRupees, rupeesToPaise } from '@harmony/shared';

/** SPEC §2/§9: the banner loops, moves on every 3 s and slides in 300 ms. */
export const HERO_AUTOPLAY_DELAY_MS = 3000;
export const HERO_SPEED_MS = 300;

/** The banner's marketing copy, word for word from SPEC §2 (the spec sheet's warranty may differ, §9). */
export const HERO_FEATURES = [
  { label: 'Working Range', value: '110VA-280VA' },
  { label: 'Frequency', value: '50HZ' },
  { label: 'Warranty', value: '5 Years' },
] as const;

export const HERO_BEST_PRICE = formatRupees(rupeesToPaise(4999), { exact: true });
