import { DEFAULT_SITE_CONFIG, useSiteStore } from '@harmony/shared';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AboutPage } from '../components/about-page';
import { PrivacyPage } from '../components/privacy-page';
import { RefundPolicyPage } from '../components/refund-policy-page';
import { TermsPage } from '../components/terms-page';

const EMAIL = 'help@harmony.test';

function renderPage(page: ReactElement) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

function headings(level: number): string[] {
  return screen.getAllByRole('heading', { level }).map((heading) => heading.textContent ?? '');
}

/** Every text of the page in one string, so a point can be found whatever element carries it. */
function pageText(): string {
  return (document.body.textContent ?? '').replace(/\s+/g, ' ');
}

beforeEach(() => useSiteStore.setState({ contactEmail: EMAIL }));
afterEach(() => useSiteStore.setState(DEFAULT_SITE_CONFIG));

test('About: the banner, its sections and the five key pillars', () => {
  renderPage(<AboutPage />);
  expect(document.title).toBe('About · Harmony');
  expect(screen.getByRole('heading', { level: 1, name: 'we are Harmony' })).toBeInTheDocument();
  expect(screen.getByText(/energizing your home with stability/i)).toBeInTheDocument();
  expect(headings(2)).toEqual(expect.arrayContaining(['Our Brand Philosophy', 'Our Vision', 'Key Pillars']));
  const pillars = within(screen.getByRole('heading', { name: 'Key Pillars' }).closest('section')!);
  expect(pillars.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Affordability and Accessibility',
    'High-Quality Standards',
    'Transparency',
    'Customer-Centric Service',
    'Nation-Building',
  ]);
  expect(pageText()).toMatch(/Chennai/);
});

test('Privacy: every point of the policy, dated, with the support email', () => {
  renderPage(<PrivacyPage />);
  expect(document.title).toBe('Privacy Policy · Harmony');
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  const text = pageText();
  expect(text).toContain('Last updated: 21 November 2026');
  for (const point of [
    /your name/,
    /billing and shipping addresses/,
    /tax registration information/,
    /contact details/,
    /payment information/,
    /not sold, rented or shared/,
    /group/,
    /third parties only when the law requires it/,
    /fraud/,
    /aged 18 and over/,
  ]) {
    expect(text).toMatch(point);
  }
  expect(screen.getAllByRole('link', { name: EMAIL })[0]).toHaveAttribute('href', `mailto:${EMAIL}`);
});

test('Refund policy: every point of SPEC §9, with the support email', () => {
  renderPage(<RefundPolicyPage />);
  expect(document.title).toBe('Refund Policy · Harmony');
  const text = pageText();
  expect(text).toContain('Last updated: 21 November 2026');
  for (const point of [
    /within 7 calendar days of the date of purchase/,
    /damaged/,
    /defective/,
    /wrong item/,
    /missing/,
    /original packaging/,
    /unused/,
    /receipt/,
    /within 3 working days of the request/,
    /buyer pays the cost of return shipping/,
    /deducted from the refund/,
    /original payment method/,
    /within 7 working days of its initiation/,
    /started by email/,
  ]) {
    expect(text).toMatch(point);
  }
  expect(screen.getAllByRole('link', { name: EMAIL }).length).toBeGreaterThanOrEqual(2);
});

test('Terms: every point of the terms, dated, in numbered sections', () => {
  renderPage(<TermsPage />);
  expect(document.title).toBe('Terms and Conditions · Harmony');
  expect(pageText()).toContain('Last updated: 21 November 2026');
  expect(headings(2)).toEqual(
    expect.arrayContaining([
      'Lawful use',
      'Personal use only',
      'Your account',
      'Content ownership',
      'Content you send us',
      'Links to other websites',
      'Limits of liability',
      'Indemnity',
    ]),
  );
  const text = pageText();
  expect(text).toMatch(/may not be bought for resale/);
  expect(text).toMatch(/password and account details confidential/);
  expect(text).toMatch(/licence/);
  expect(screen.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/RefundPolicy');
  expect(screen.getAllByRole('link', { name: EMAIL })[0]).toHaveAttribute('href', `mailto:${EMAIL}`);
});
