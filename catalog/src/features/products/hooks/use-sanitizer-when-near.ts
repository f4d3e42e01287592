import { useEffect, useState, type RefObject } from 'react';

type Sanitize = (html: string) => string;

// Once fetched, every later product page has it at once.
let loaded: Sanitize | null = null;

/** How far below the screen a description starts fetching its sanitizer, so it is ready on arrival. */
const AHEAD = '400px';

/**
 * The description sanitizer (DOMPurify, about 11 KB gzipped) is not needed for the first paint: the
 * description sits below the product on a phone. It is fetched when the description comes within AHEAD
 * of the screen (at once where IntersectionObserver is missing), and null until then.
 */
export function useSanitizerWhenNear(target: RefObject<Element | null>): Sanitize | null {
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => loaded);

  useEffect(() => {
    const node = target.current;
    if (loaded || !node) return;
    let active = true;
    const fetchSanitizer = () =>
      import(/* webpackChunkName: "description-sanitizer" */ '../utils/sanitize-description').then(
        ({ sanitizeDescription }) => {
          loaded = sanitizeDescription;
          if (active) setSanitize(() => sanitizeDescription);
        },
      );
    if (typeof IntersectionObserver === 'undefined') {
      void fetchSanitizer();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void fetchSanitizer();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [target]);

  return sanitize;
}
