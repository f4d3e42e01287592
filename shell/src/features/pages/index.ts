/** The shell's own content pages: About, Contact Us and the legal pages (SPEC §2). */
export { AboutPage } from './components/about-page';
export { ContactPage } from './components/contact-page';
export { PrivacyPage } from './components/privacy-page';
export { RefundPolicyPage } from './components/refund-policy-page';
export { TermsPage } from './components/terms-page';
