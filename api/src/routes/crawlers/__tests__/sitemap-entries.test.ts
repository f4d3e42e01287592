import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PAGES_UPDATED } from '../../api/pages/site-pages';
import { sitemapEntries } from '../index';

const MAY = new Date('2031-05-06T07:08:09Z');
const JUNE = new Date('2031-06-01T00:00:00Z');
const products = [
  { id: 1, category: 'ac-stabilizers', updatedAt: MAY },
  { id: 2, category: 'mainline-stabilizers', updatedAt: JUNE },
];
const aisles = [
  { slug: 'ac-stabilizers', name: 'AC stabilizers', count: 1 },
  { slug: 'mainline-stabilizers', name: 'Mainline stabilizers', count: 1 },
  { slug: 'accessories', name: 'Accessories', count: 0 },
];

describe('sitemapEntries', () => {
  const entries = sitemapEntries(products, aisles);
  const paths = entries.map(([path]) => path);

  test('lists the home page and the listing with its aisles first, the products last', () => {
    assert.deepEqual(entries.slice(0, 4), [
      ['/', JUNE],
      ['/product', JUNE],
      ['/product?category=ac-stabilizers', MAY],
      ['/product?category=mainline-stabilizers', JUNE],
    ]);
    assert.deepEqual(entries.slice(-2), [
      ['/description/1', MAY],
      ['/description/2', JUNE],
    ]);
  });

  test("lists the shell's and the account's public pages as of when their texts changed", () => {
    assert.deepEqual(entries.slice(4, -2), [
      ['/about', PAGES_UPDATED],
      ['/contact', PAGES_UPDATED],
      ['/privacy', PAGES_UPDATED],
      ['/RefundPolicy', PAGES_UPDATED],
      ['/TandP', PAGES_UPDATED],
      ['/login', PAGES_UPDATED],
      ['/registration', PAGES_UPDATED],
      ['/forget-password', PAGES_UPDATED],
    ]);
  });

  test("leaves out a shopper's own pages, the cart, an empty aisle and other spellings", () => {
    for (const left of ['/cart', '/profile', '/reset-password', '/product?category=accessories']) {
      assert.ok(!paths.includes(left), left);
    }
    assert.ok(!paths.some((path) => path.includes(':') || path === '/index.html' || path === '/About'));
  });
});
