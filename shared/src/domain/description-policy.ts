import type { Config, DOMPurify } from 'dompurify';

/**
 * What a product description may hold: a paragraph or two, lists of highlights, emphasis, small headings
 * and plain links. Everything else (media, forms, SVG, MathML, styles, any attribute but a link's href)
 * is dropped by an allowlist, so a new browser feature cannot slip through the way it could through a
 * blocklist. The api cleans a description when it is stored and when it is served, the catalog again
 * before rendering; both use this one policy.
 */
export const DESCRIPTION_TAGS: readonly string[] = 'p br strong em b i ul ol li h3 h4 a'.split(' ');

const POLICY = {
  ALLOWED_TAGS: [...DESCRIPTION_TAGS],
  ALLOWED_ATTR: ['href'],
  // Web and mail links, and the shop's own addresses (/description/3, #specs); no other scheme.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|[/#])/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
} satisfies Config;

/** A link never hands the opened page a handle on the shop's window, nor the shopper's address. */
const LINK_REL = 'noopener noreferrer';

export type DescriptionSanitizer = (html: unknown) => string;

/**
 * The description sanitiser over a DOMPurify instance of its own (`DOMPurify(window)`, on the server
 * over a jsdom window): the policy is set on that instance, so it must serve nothing else.
 */
export function descriptionSanitizer(purify: DOMPurify): DescriptionSanitizer {
  // DOMPurify hands its input back unchanged on a DOM it cannot use: refuse to start instead.
  if (!purify.isSupported) throw new Error('DOMPurify cannot run on this DOM');
  purify.setConfig(POLICY);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', LINK_REL);
  });
  return (html) => (typeof html === 'string' ? purify.sanitize(html).trim() : '');
}
