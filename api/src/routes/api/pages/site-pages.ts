import { SITE_ROUTES, type SitePagePath, matchSegments } from '@harmony/shared/routes';
import { idParam } from '../../../schemas/common';

/**
 * What search results and link previews say of each page whose head is the same for everyone (the
 * route table's; the catalogue's pages are described from the database).
 */
export const PAGE_DESCRIPTIONS: Record<SitePagePath, string> = {
  '/':
    'Voltage stabilizers for air conditioners and whole homes, extension boards and accessories from ' +
    'Harmony, made in India. Affordable, high quality, priced in rupees.',
  '/about':
    'We are Harmony: energizing your home with stability. Our brand philosophy, our vision and the ' +
    'pillars we build on: affordability, quality, transparency, service and nation-building.',
  '/contact':
    'Reach Harmony in Chennai by phone, email or the contact form: help choosing a stabilizer, ' +
    'orders, warranty and refunds.',
  '/privacy':
    'How Harmony collects, uses and protects your information, and why it is never sold, rented or ' +
    'shared for marketing.',
  '/RefundPolicy':
    "Harmony's refund policy: refunds within 7 days of purchase for damaged, defective, wrong or " +
    'missing items, and how to ask for one.',
  '/TandP':
    'The terms of using the Harmony shop: personal use, your account, orders, content, liability ' +
    'and the law that applies.',
  '/login': 'Sign in to your Harmony account to check out, save addresses and follow your orders.',
  '/registration': 'Create a Harmony account to check out, save addresses and follow your orders.',
  '/forget-password': 'Reset the password of your Harmony account with a one-time code sent to your email.',
  '/reset-password': 'Choose a new password for your Harmony account.',
  '/confirm-change': 'Confirm the new email or mobile number of your Harmony account.',
  '/undo-change': 'Undo a change to the email or mobile number of your Harmony account.',
  '/cart': 'The products in your Harmony cart and the order summary.',
  '/order-confirmation': 'Confirm your addresses and pay for your Harmony order.',
  '/order-success': 'Your Harmony order has been placed.',
  '/profile': 'Your Harmony profile, saved addresses and orders.',
  '/profile/settings': 'Change your Harmony password, download your data or delete your account.',
  '/Add-Addresses': 'Add a billing or shipping address to your Harmony account.',
  '/edit-address/:id': 'Edit a saved address of your Harmony account.',
  '/order/:orderId': 'The status, items and delivery details of your Harmony order.',
  '/admin': "Harmony's back office, for the shop's staff.",
  '/admin/orders': "Harmony's orders, for the shop's staff.",
  '/admin/orders/:orderId': "An order of Harmony's, for the shop's staff.",
  '/admin/staff': "Who runs Harmony's shop, and the roles each may use.",
  '/admin/audit': "Who did what in Harmony's back office, for the shop's owner.",
  '/admin/products': "Harmony's products, published or not, for the shop's staff.",
  '/admin/new-product': "A new product for Harmony's catalogue, for the shop's staff.",
  '/admin/products/:productId': "A product of Harmony's catalogue and its history, for the shop's staff.",
  '/admin/stock': "Harmony's stock of each product, for the shop's staff.",
  '/admin/stock/:productId': "A product's stock at Harmony and its history, for the shop's staff.",
  '/admin/coupons': "Harmony's coupon codes and their uses, for the shop's staff.",
  '/admin/messages': "Customers' messages to Harmony, for the shop's staff.",
  '/admin/messages/:messageId': "A customer's message to Harmony and its replies, for the shop's staff.",
  '/admin/mails': "The mails Harmony has not sent yet, with their errors, for the shop's staff.",
};

/**
 * When the texts of the shell's own pages (About, Contact, the legal pages…) last changed: their
 * sitemap lastmod. Move it with those texts; the catalogue's pages take theirs from the products.
 */
export const PAGES_UPDATED = new Date('2026-11-23T00:00:00Z');

const PAGE_ID = idParam('an id in a page address');

/** A page address's ids as numbers ({ id: '3' } → { id: 3 }); undefined when one is not an id. */
export function pageIds(params: Readonly<Record<string, string>>): Record<string, number> | undefined {
  const ids: Record<string, number> = {};
  for (const [name, value] of Object.entries(params)) {
    const id = PAGE_ID.safeParse(value);
    if (!id.success) return undefined;
    ids[name] = id.data;
  }
  return ids;
}

/**
 * The route a pathname's segments name, by its path or another spelling (any case, as the shell's
 * router matches), with the values of its parameters as the address spells them.
 */
export function findPage(segments: readonly string[]) {
  for (const route of SITE_ROUTES) {
    for (const path of [route.path, ...(route.spellings ?? [])]) {
      const params = matchSegments(path, segments);
      if (params) return { route, params };
    }
  }
  return undefined;
}
