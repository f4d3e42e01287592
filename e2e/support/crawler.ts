// A crawler's view of the site: each address fetched once over plain HTTP (no JavaScript, no
// redirects followed), then read with the browser's own HTML and XML parsers (DOMParser runs no script).
import type { Page } from 'playwright-core';

export interface Fetched {
  status: number;
  contentType: string;
  body: string;
}

/** GET as a link preview or a search engine that does not render asks for a page. */
export async function crawl(url: string): Promise<Fetched> {
  const answer = await fetch(url, {
    redirect: 'manual',
    headers: { 'user-agent': 'HarmonyTestBot/1.0 (no JavaScript)', accept: 'text/html,*/*' },
  });
  return {
    status: answer.status,
    contentType: answer.headers.get('content-type') ?? '',
    body: await answer.text(),
  };
}

export interface PageHead {
  lang: string | null;
  titles: string[];
  /** Every meta's content under its name or property, in order (a name given twice appears twice). */
  meta: Array<[key: string, content: string]>;
  canonicals: string[];
  /** The JSON-LD scripts, parsed (a broken one throws). */
  structuredData: Array<Record<string, unknown>>;
  /** The other script elements: the page's own, and any a hostile text would have added. */
  scripts: number;
  /** Elements in <body> (the app's mount point, its no-script note). */
  bodyElements: string[];
}

/** What a parser finds in a page's markup. */
export async function readPage(parser: Page, html: string): Promise<PageHead> {
  const read = await parser.evaluate((markup) => {
    const doc = new DOMParser().parseFromString(markup, 'text/html');
    const ld = Array.from(doc.querySelectorAll('script[type="application/ld+json"]'));
    return {
      lang: doc.documentElement.getAttribute('lang'),
      titles: Array.from(doc.querySelectorAll('title')).map((el) => el.textContent ?? ''),
      meta: Array.from(doc.querySelectorAll('meta[name], meta[property]')).map(
        (el) =>
          [
            el.getAttribute('name') ?? el.getAttribute('property') ?? '',
            el.getAttribute('content') ?? '',
          ] as [string, string],
      ),
      canonicals: Array.from(doc.querySelectorAll('link[rel=canonical]')).map(
        (el) => el.getAttribute('href') ?? '',
      ),
      ld: ld.map((el) => el.textContent ?? ''),
      scripts: doc.querySelectorAll('script').length - ld.length,
      bodyElements: Array.from(doc.body.children).map((el) => el.tagName.toLowerCase()),
    };
  }, html);
  const { ld, ...rest } = read;
  return { ...rest, structuredData: ld.map((text) => JSON.parse(text) as Record<string, unknown>) };
}

/** The one content of a meta (asserting there is exactly one is the caller's). */
export function metaOf(head: PageHead, key: string): string[] {
  return head.meta.filter(([name]) => name === key).map(([, content]) => content);
}

/** A sitemap as an XML parser reads it: its parse error, if any, and each url's loc and lastmod. */
export async function readSitemap(
  parser: Page,
  xml: string,
): Promise<{ error: string | null; root: string; urls: Array<{ loc: string; lastmod: string }> }> {
  return parser.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const urls = Array.from(doc.getElementsByTagNameNS(ns, 'url')).map((url) => ({
      loc: url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagNameNS(ns, 'lastmod')[0]?.textContent ?? '',
    }));
    return { error, root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`, urls };
  }, xml);
}
