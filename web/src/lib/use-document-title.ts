import { useEffect } from 'react';

const APP_NAME = 'Crema';

/** "Search · Crema"; the app's name alone while the screen has no title yet. */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

/** Names the browser tab (and what screen readers announce on navigation) after the screen shown. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
