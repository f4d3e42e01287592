import { useEffect } from 'react';
import { HOME_TITLE } from '../domain/site-routes';

/** Names the browser tab after the screen ("Cart · Harmony"); without a screen name, the home title. */
export function useDocumentTitle(screen?: string): void {
  useEffect(() => {
    document.title = screen ? `${screen} · Harmony` : HOME_TITLE;
  }, [screen]);
}
