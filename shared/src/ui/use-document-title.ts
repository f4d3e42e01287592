import { useEffect } from 'react';

export const HOME_TITLE = 'Harmony · Voltage stabilizers, extension boards and accessories';

/** Names the browser tab after the screen ("Cart · Harmony"); without a screen name, the home title. */
export function useDocumentTitle(screen?: string): void {
  useEffect(() => {
    document.title = screen ? `${screen} · Harmony` : HOME_TITLE;
  }, [screen]);
}
