import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { JSDOM } from 'jsdom';
import { escapeHtml } from '../escape-html';
import { type PageHead, renderHead, scriptJson } from '../head-html';

const HOSTILE = `Bad "title" <script>alert('x')</script> & </script><!-- \u2028`;

const head: PageHead = {
  title: `${HOSTILE} · Harmony`,
  headline: HOSTILE,
  description: `About ${HOSTILE}`,
  canonical: 'https://shop.example/description/7?a=1&b="2"',
  share: {
    type: 'product',
    image: { url: 'https://shop.example/p.png', alt: HOSTILE, width: 1200, height: 630, type: 'image/png' },
    properties: [['product:price:amount', '4999.00']],
    facts: [
      ['Price', '₹4,999'],
      ['Availability', 'In stock'],
    ],
  },
  structuredData: [{ '@type': 'Product', name: HOSTILE }],
};

/** The fragment as a browser's parser reads it in a page's <head>. */
const parse = (fragment: string) =>
  new JSDOM(`<!doctype html><html><head>${fragment}</head><body></body></html>`).window.document;

describe('renderHead', () => {
  test('hostile text stays text: one title, every attribute whole, the JSON-LD parses back', () => {
    const document = parse(renderHead(head));
    assert.equal(document.querySelectorAll('title').length, 1);
    assert.equal(document.title, `${HOSTILE} · Harmony`);
    assert.equal(document.querySelectorAll('script').length, 1, 'no script but the JSON-LD');
    assert.equal(document.body.childNodes.length, 0, 'nothing spilled out of <head>');
    const content = (key: string) =>
      document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
    assert.equal(content('og:title'), HOSTILE);
    assert.equal(content('og:image:alt'), HOSTILE);
    assert.equal(content('description'), `About ${HOSTILE}`);
    assert.equal(
      document.querySelector('link[rel=canonical]')?.getAttribute('href'),
      'https://shop.example/description/7?a=1&b="2"',
    );
    const ld = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    assert.deepEqual(JSON.parse(ld), { '@type': 'Product', name: HOSTILE });
  });

  test('Open Graph and the Twitter card, in full', () => {
    const document = parse(renderHead(head));
    const tags = [...document.querySelectorAll('meta')].map((m) => [
      m.getAttribute('property') ?? m.getAttribute('name'),
      m.getAttribute('content'),
    ]);
    const keys = tags.map(([key]) => key);
    for (const key of [
      'og:site_name',
      'og:type',
      'og:title',
      'og:description',
      'og:url',
      'og:image',
      'og:image:width',
      'og:image:height',
      'product:price:amount',
      'twitter:card',
      'twitter:title',
      'twitter:image',
    ]) {
      assert.equal(keys.filter((k) => k === key).length, 1, key);
    }
    assert.deepEqual(
      tags.filter(([key]) => key?.startsWith('twitter:label') || key?.startsWith('twitter:data')),
      [
        ['twitter:label1', 'Price'],
        ['twitter:data1', '₹4,999'],
        ['twitter:label2', 'Availability'],
        ['twitter:data2', 'In stock'],
      ],
    );
  });

  test('a page that does not exist says only its title, description and noindex', () => {
    const html = renderHead({
      title: 'Page not found · Harmony',
      headline: 'x',
      description: 'd',
      robots: 'noindex',
    });
    assert.equal(
      html,
      '<title>Page not found · Harmony</title>\n<meta name="description" content="d">\n' +
        '<meta name="robots" content="noindex">\n',
    );
  });
});

describe('first images', () => {
  test('each is preloaded as an image, in order, its address kept whole, not above the scripts', () => {
    const doc = parse(
      renderHead({
        title: 't',
        headline: 't',
        description: 'd',
        firstImages: ['/api/images/products/a.svg', '/api/images/products/b.svg?v="2"&x=<y>'],
      }),
    );
    const links = [...doc.querySelectorAll('link[rel=preload]')];
    assert.deepEqual(
      links.map((link) => [
        link.getAttribute('as'),
        link.getAttribute('fetchpriority'),
        link.getAttribute('href'),
      ]),
      [
        ['image', null, '/api/images/products/a.svg'],
        ['image', null, '/api/images/products/b.svg?v="2"&x=<y>'],
      ],
    );
  });
});

describe('escaping', () => {
  test('escapeHtml covers what ends a text or a quoted attribute', () => {
    assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  test('scriptJson writes no <, > or & and reads back the same', () => {
    const value = { name: '</script><!-- & > \u2028\u2029' };
    const json = scriptJson(value);
    assert.doesNotMatch(json, /[<>&\u2028\u2029]/);
    assert.deepEqual(JSON.parse(json), value);
  });
});
