/** Facts about the company printed by the footer and the content pages. Phone and email are runtime config (useSiteStore). */
export const COMPANY = {
  name: 'Harmony',
  legalName: 'Harmony Power Systems Pvt. Ltd.',
  addressLines: [
    'Harmony Power Systems Pvt. Ltd.',
    'Plot 42, SIDCO Industrial Estate, Guindy',
    'Chennai 600 032, Tamil Nadu',
    'India',
  ],
  /** What the map centres on. */
  mapQuery: 'Guindy Industrial Estate, Chennai, Tamil Nadu, India',
  workingHours: 'Monday to Saturday, 9:30 am to 6:30 pm',
} as const;

/** The date printed on the legal pages. */
export const LEGAL_LAST_UPDATED = { iso: '2026-11-21', text: '21 November 2026' } as const;
