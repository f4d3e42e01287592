import { fetchSuggestions, type ProductSuggestion } from '@harmony/shared';
import { useEffect, useState } from 'react';

/** Waits for a pause in typing, so a phone sends one request per word, not one per key. */
export const SUGGEST_DELAY_MS = 200;
export const SUGGEST_MIN_LENGTH = 2;

interface Suggestions {
  query: string;
  items: ProductSuggestion[];
}

/**
 * Suggestions for what is typed, once typing pauses. An answer for older text is dropped (its request
 * aborted), so a slow answer never replaces a newer one. A failure leaves the list empty: the shopper
 * can still press Enter for the full results.
 */
export function useSuggestions(query: string): ProductSuggestion[] {
  const wanted = query.trim();
  const [answer, setAnswer] = useState<Suggestions>({ query: '', items: [] });

  useEffect(() => {
    if (wanted.length < SUGGEST_MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(wanted, controller.signal).then(
        (items) => setAnswer({ query: wanted, items: Array.isArray(items) ? items : [] }),
        (error: unknown) => {
          if (!controller.signal.aborted) console.error('Search suggestions could not be loaded', error);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted]);

  return answer.query === wanted ? answer.items : [];
}
