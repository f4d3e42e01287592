import { useCallback, type RefObject } from 'react';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A new page of results starts at the grid's top; focus moves there too, for keyboard and screen reader
 * users. The element needs tabIndex={-1}.
 */
export function useBringIntoView(ref: RefObject<HTMLElement | null>): () => void {
  return useCallback(() => {
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [ref]);
}
