import type { CoffeePage } from '@crema/contracts/checkins/coffee-pages';
import { Coffee, PackageCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { roasterPath } from '@/config/paths';
import { useCoffeePage } from '../api/get-coffee-page';
import { CatalogueFacts } from './catalogue-facts';
import { CommunityStatsView } from './community-stats';
import { PageListSection } from './page-section';
import { PageState } from './page-state';

interface CoffeePageProps {
  id: string;
  /** The "Check in this coffee" action, composed by the route. */
  renderAction: (coffee: CoffeePage) => ReactNode;
  /** The recent check-ins, composed by the route. */
  renderCheckIns: (coffee: CoffeePage) => ReactNode;
}

/** `/coffees/{id}`: catalogue facts, ratings, notes against the bag's, friends, recent check-ins. */
export function CoffeePageView({ id, renderAction, renderCheckIns }: CoffeePageProps) {
  return (
    <PageState query={useCoffeePage(id)} what="coffee">
      {(coffee) => (
        <div className="grid gap-4">
          <Card className="overflow-hidden">
            <header className="flex flex-col gap-4 p-4 sm:flex-row sm:p-6">
              <BagImage src={coffee.bag?.imageUrl ?? null} name={coffee.name} />
              <div className="grid min-w-0 flex-1 content-start gap-3">
                <div>
                  <h1 className="font-display text-2xl font-bold break-words sm:text-3xl">{coffee.name}</h1>
                  <p className="mt-1 text-muted-foreground">
                    by{' '}
                    <Link
                      to={roasterPath(coffee.roasterId)}
                      className="font-medium text-foreground underline-offset-4 hover:underline"
                    >
                      {coffee.roaster}
                    </Link>
                  </p>
                </div>
                {coffee.bag && (
                  <p className="inline-flex w-fit items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                    <PackageCheck className="size-3.5" aria-hidden="true" />
                    In the catalogue
                  </p>
                )}
                <CatalogueFacts bag={coffee.bag} roaster={coffee.roasterCatalogue} />
                <div>{renderAction(coffee)}</div>
              </div>
            </header>
          </Card>
          <CommunityStatsView
            stats={coffee.stats}
            bagNotesUnnoticed={coffee.bag && coffee.bag.flavorNotes.length > 0 ? coffee.bagNotesUnnoticed : undefined}
          />
          <PageListSection title="Recent check-ins">{renderCheckIns(coffee)}</PageListSection>
        </div>
      )}
    </PageState>
  );
}

/** The bag's label photo, whole; a coffee icon when the catalogue has none. */
function BagImage({ src, name }: { src: string | null; name: string }) {
  return (
    <div className="flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-muted sm:size-40">
      {src ? (
        <img src={src} alt={`The bag of ${name}`} className="size-full object-contain" loading="lazy" />
      ) : (
        <Coffee className="size-12 text-muted-foreground" aria-hidden="true" />
      )}
    </div>
  );
}
