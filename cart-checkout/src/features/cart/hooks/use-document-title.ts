import { useEffect } from 'react';

/** Names the browser tab after the screen ("Cart · Harmony"). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Harmony`;
  }, [title]);
}
