import { idParam } from '../../../schemas/common';

/** A route of SPEC §2 whose metadata is the same for everyone (the catalogue's pages are described apart). */
export interface SitePage {
  /** SPEC §2's first spelling, also the canonical address; `:name` is an id (digits). */
  path: string;
  /** The screen's name as its tab says it ("Cart" → "Cart · Harmony"); none: the home title. */
  screen?: string | ((params: Record<string, number>) => string);
  description: string;
  /** A shopper's own page: noindex, not in the sitemap, disallowed in robots.txt. */
  private?: true;
  /**
   * Open to crawlers but not in the sitemap: nothing there to find. The cart, which a crawler sees
   * empty (the shopper's lines live in their browser and, signed in, behind their token).
   */
  unlisted?: true;
  /** Other addresses of the page: SPEC §2's other spellings (robots.txt compares paths by case), /index.html. */
  spellings?: string[];
}

/** The home page's title, as the shell names its tab (and its page's default). */
export const HOME_TITLE = 'Harmony · Voltage stabilizers, extension boards and accessories';
const HOME_DESCRIPTION =
  'Voltage stabilizers for air conditioners and whole homes, extension boards and accessories from ' +
  'Harmony, made in India. Affordable, high quality, priced in rupees.';

/**
 * When the texts of the shell's own pages (About, Contact, the legal pages…) last changed: their
 * sitemap lastmod. Move it with those texts; the catalogue's pages take theirs from the products.
 */
export const PAGES_UPDATED = new Date('2026-11-23T00:00:00Z');

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', description: HOME_DESCRIPTION, spellings: ['/index.html'] },
  {
    path: '/about',
    screen: 'About',
    description:
      'We are Harmony: energizing your home with stability. Our brand philosophy, our vision and the ' +
      'pillars we build on: affordability, quality, transparency, service and nation-building.',
    spellings: ['/About'],
  },
  {
    path: '/contact',
    screen: 'Contact Us',
    description:
      'Reach Harmony in Chennai by phone, email or the contact form: help choosing a stabilizer, ' +
      'orders, warranty and refunds.',
    spellings: ['/Contact'],
  },
  {
    path: '/privacy',
    screen: 'Privacy Policy',
    description:
      'How Harmony collects, uses and protects your information, and why it is never sold, rented or ' +
      'shared for marketing.',
    spellings: ['/Privacy'],
  },
  {
    path: '/RefundPolicy',
    screen: 'Refund Policy',
    description:
      "Harmony's refund policy: refunds within 7 days of purchase for damaged, defective, wrong or " +
      'missing items, and how to ask for one.',
  },
  {
    path: '/TandP',
    screen: 'Terms and Conditions',
    description:
      'The terms of using the Harmony shop: personal use, your account, orders, content, liability ' +
      'and the law that applies.',
  },
  {
    path: '/login',
    screen: 'Sign In',
    description: 'Sign in to your Harmony account to check out, save addresses and follow your orders.',
  },
  {
    path: '/registration',
    screen: 'Customer Registration',
    description: 'Create a Harmony account to check out, save addresses and follow your orders.',
  },
  {
    path: '/forget-password',
    screen: 'Forgot Password',
    description: 'Reset the password of your Harmony account with a one-time code sent to your email.',
  },
  {
    path: '/reset-password',
    screen: 'Reset Password',
    description: 'Choose a new password for your Harmony account.',
    private: true,
  },
  {
    path: '/cart',
    screen: 'Cart',
    description: 'The products in your Harmony cart and the order summary.',
    unlisted: true,
  },
  {
    path: '/order-confirmation',
    screen: 'Order Confirmation',
    description: 'Confirm your addresses and pay for your Harmony order.',
    private: true,
  },
  {
    path: '/order-success',
    screen: 'Order Placed',
    description: 'Your Harmony order has been placed.',
    private: true,
  },
  {
    path: '/profile',
    screen: 'My Profile',
    description: 'Your Harmony profile, saved addresses and orders.',
    private: true,
    spellings: ['/Profile'],
  },
  {
    path: '/profile/settings',
    screen: 'Account Settings',
    description: 'Change your Harmony password, download your data or delete your account.',
    private: true,
  },
  {
    path: '/Add-Addresses',
    screen: 'Add New Address',
    description: 'Add a billing or shipping address to your Harmony account.',
    private: true,
  },
  {
    path: '/edit-address/:id',
    screen: 'Edit Address',
    description: 'Edit a saved address of your Harmony account.',
    private: true,
  },
  {
    path: '/order/:orderId',
    screen: ({ orderId }) => `Order #${orderId}`,
    description: 'The status, items and delivery details of your Harmony order.',
    private: true,
  },
];

const PAGE_ID = idParam('an id in a page address');

/**
 * A pathname's segments against a route's: whole path, any case (as the shell's router matches), ids
 * as numbers; undefined when it does not match.
 */
export function matchRoute(route: string, segments: readonly string[]): Record<string, number> | undefined {
  const want = route.split('/').filter(Boolean);
  if (want.length !== segments.length) return undefined;
  const params: Record<string, number> = {};
  for (const [i, part] of want.entries()) {
    const have = segments[i]!;
    if (part.startsWith(':')) {
      const id = PAGE_ID.safeParse(have);
      if (!id.success) return undefined;
      params[part.slice(1)] = id.data;
    } else if (part.toLowerCase() !== have.toLowerCase()) return undefined;
  }
  return params;
}

/** The page a pathname names, with its ids. */
export function findSitePage(segments: readonly string[]) {
  for (const page of SITE_PAGES) {
    for (const path of [page.path, ...(page.spellings ?? [])]) {
      const params = matchRoute(path, segments);
      if (params) return { page, params };
    }
  }
  return undefined;
}
