import type { BrewDetails } from '@crema/contracts/checkins/brew-details';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { clsx } from 'clsx';
import { Spinner } from '@/components/ui/spinner';
import { useLoadedOnUse } from '@/lib/use-loaded-on-use';

// What the section shows once opened loads on first opening (or on hover or focus before it), not
// with the card: a feed's cards are a member's first screen.
const loadBrewDetailsFacts = async () => (await import('./brew-details-facts')).BrewDetailsFacts;

export function hasBrewDetails(details: BrewDetails | null): details is BrewDetails {
  return !!details && Object.values(details).some((value) => value !== undefined && value !== '');
}

/** The collapsible 'Show brew details' section of a card. */
export function BrewDetailsSection({ details, brewMethod }: { details: BrewDetails; brewMethod: string }) {
  const [open, setOpen] = useState(false);
  const [Facts, loadFacts, warmFacts, factsFailed] = useLoadedOnUse(loadBrewDetailsFacts);
  const regionId = useId();

  return (
    <div className="rounded-xl border border-border bg-muted/40">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onPointerEnter={warmFacts}
        onFocus={warmFacts}
        onClick={() => {
          if (!Facts) loadFacts();
          setOpen((value) => !value);
        }}
        className="flex w-full items-center justify-between gap-2 rounded-xl px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {open ? 'Hide brew details' : 'Show brew details'}
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open && (
        <div id={regionId} className="grid gap-4 px-3 pt-1 pb-3 text-sm">
          {Facts ? (
            <Facts details={details} brewMethod={brewMethod} />
          ) : factsFailed ? (
            <p role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">
              The brew details could not be loaded.
              <button
                type="button"
                onClick={loadFacts}
                className="rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                Try again
              </button>
            </p>
          ) : (
            <span role="status" className="flex items-center gap-2 text-muted-foreground">
              <Spinner />
              Loading brew details…
            </span>
          )}
        </div>
      )}
    </div>
  );
}
