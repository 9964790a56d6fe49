import { useRef } from 'react';

/**
 * Focus handlers for a dialog opened without a Radix Trigger (e.g. from a table row's button): on
 * close focus goes back to what had it when the dialog opened, or to the page's main region when
 * that is gone (the row was deleted), never to <body>.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves focus into the dialog: the active element is still the opener.
    onOpenAutoFocus: () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const target = returnTo.current?.isConnected ? returnTo.current : document.getElementById('main');
      returnTo.current = null;
      target?.focus();
    },
  };
}
