import { useLayoutEffect } from 'react';
import { clsx } from 'clsx';
import { buttonClassName } from '@/components/ui/button-styles';
import { cardStyles } from '@/components/ui/card-styles';
import { errorDetail } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { showFirstScreen } from '@/lib/first-screen';

/**
 * Last line of defence: a screen failed to load or render. Part of the first load (the routes'
 * error boundary), so drawn with the card's and button's classes rather than their components.
 */
export function RouteError({ error }: { error: unknown }) {
  useDocumentTitle('Something went wrong');
  useLayoutEffect(showFirstScreen, []);
  const message = errorDetail(error, 'Unknown error');
  return (
    <div className="flex min-h-dvh items-center justify-center p-4">
      <div className={clsx(cardStyles.card, 'w-full max-w-md')} role="alert">
        <div className={cardStyles.header}>
          <h2 className={cardStyles.title}>Something went wrong</h2>
          <p className={cardStyles.description}>{message}</p>
        </div>
        <div className={cardStyles.content}>
          <button type="button" className={buttonClassName()} onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </div>
      </div>
    </div>
  );
}
