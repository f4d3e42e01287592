import { lazy } from 'react';

/**
 * The shell's own content pages (SPEC §2), each fetched only when its route is opened: none of them is
 * needed for the first render of the shop.
 */
export const AboutPage = lazy(() =>
  import('./components/about-page').then((m) => ({ default: m.AboutPage })),
);
export const ContactPage = lazy(() =>
  import('./components/contact-page').then((m) => ({ default: m.ContactPage })),
);
export const PrivacyPage = lazy(() =>
  import('./components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
export const RefundPolicyPage = lazy(() =>
  import('./components/refund-policy-page').then((m) => ({ default: m.RefundPolicyPage })),
);
export const TermsPage = lazy(() =>
  import('./components/terms-page').then((m) => ({ default: m.TermsPage })),
);
