import { createRequire } from 'node:module';
import { type DescriptionSanitizer, descriptionSanitizer } from '@harmony/shared/description-policy';
import createDOMPurify, { type WindowLike } from 'dompurify';
import type * as Jsdom from 'jsdom';

const require = createRequire(import.meta.url);

// jsdom, the DOM DOMPurify supports on a server, takes about a second to load: a process loads it
// when it first meets a description, not at start (the ops tool's other commands never do).
let sanitizer: DescriptionSanitizer | undefined;
function load(): DescriptionSanitizer {
  const { JSDOM } = require('jsdom') as typeof Jsdom;
  return descriptionSanitizer(createDOMPurify(new JSDOM('').window as unknown as WindowLike));
}

// Every catalogue refresh serves the same few hundred descriptions: each is cleaned once per process.
const MEMO_LIMIT = 2000;
const memo = new Map<string, string>();

/** A product description cleaned by the shared policy (@harmony/shared/description-policy). */
export function sanitizeDescription(html: string): string {
  let clean = memo.get(html);
  if (clean === undefined) {
    sanitizer ??= load();
    clean = sanitizer(html);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(html, clean);
  }
  return clean;
}

/** What a shopper reads of a cleaned description: it escapes any "<" in its text, so dropping its tags leaves exactly the text. */
export const descriptionText = (clean: string) => clean.replace(/<[^>]*>/g, '').trim();
