import { useEffect } from 'react';

/** Names the browser tab after the page ("About · Harmony"). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Harmony`;
  }, [title]);
}
