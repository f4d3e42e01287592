import { escapeHtml } from './escape-html';

/** A picture a link preview shows (og:image, twitter:image): absolute, with its size so none is fetched to learn it. */
export interface PreviewImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  type: string;
}

/** What a page says about itself before any script runs: to crawlers, link previews and the tab. */
export interface PageHead {
  /** The <title>, as the page's own script later names the tab. */
  title: string;
  /** og:title and twitter:title: the page's name without the site's (og:site_name says it). */
  headline: string;
  description: string;
  /** Absolute. None for a page that does not exist. */
  canonical?: string;
  /** `noindex` for a shopper's own pages and for pages that do not exist. */
  robots?: string;
  /** Open Graph and the Twitter card; none for a page that does not exist. */
  share?: {
    type: 'website' | 'product';
    image: PreviewImage;
    /** More Open Graph properties (product:price:amount…), in order. */
    properties?: ReadonlyArray<readonly [string, string]>;
    /** Twitter's label/data pairs (Price: ₹4,999), shown under the card. */
    facts?: ReadonlyArray<readonly [string, string]>;
  };
  /** schema.org objects, each written as one JSON-LD script. */
  structuredData?: readonly object[];
  /**
   * The pictures the page's first screen shows (site paths), the largest first: fetched with the page
   * instead of after its script draws them, which is what a phone's first paint waits on. At an image's
   * own priority, not above the scripts: the paint waits for those more (a listing's four pictures at
   * high priority held /product's LCP 0.15 s later on a phone's six connections).
   */
  firstImages?: readonly string[];
}

export const SITE_NAME = 'Harmony';

/**
 * JSON for a <script> element: `<` (and `>`, `&`, the JavaScript line separators) as \u escapes, which
 * JSON reads back as the same characters, so no text in it can end the element or open a comment.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

/** The tags, one a line, that replace the shell's default <title> and description in its page. */
export function renderHead(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.robots) lines.push(meta('name', 'robots', head.robots));
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const image of head.firstImages ?? []) {
    lines.push(`<link rel="preload" as="image" href="${escapeHtml(image)}">`);
  }
  const { share } = head;
  if (share) {
    const { image } = share;
    const og: Array<readonly [string, string]> = [
      ['og:site_name', SITE_NAME],
      ['og:locale', 'en_IN'],
      ['og:type', share.type],
      ['og:title', head.headline],
      ['og:description', head.description],
      ...(head.canonical ? [['og:url', head.canonical] as const] : []),
      ['og:image', image.url],
      ['og:image:type', image.type],
      ['og:image:width', String(image.width)],
      ['og:image:height', String(image.height)],
      ['og:image:alt', image.alt],
      ...(share.properties ?? []),
    ];
    for (const [key, content] of og) lines.push(meta('property', key, content));
    const twitter: Array<readonly [string, string]> = [
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', head.headline],
      ['twitter:description', head.description],
      ['twitter:image', image.url],
      ['twitter:image:alt', image.alt],
      ...(share.facts ?? []).flatMap(
        ([label, data], i) =>
          [
            [`twitter:label${i + 1}`, label],
            [`twitter:data${i + 1}`, data],
          ] as const,
      ),
    ];
    for (const [key, content] of twitter) lines.push(meta('name', key, content));
  }
  for (const data of head.structuredData ?? []) {
    lines.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return `${lines.join('\n')}\n`;
}
