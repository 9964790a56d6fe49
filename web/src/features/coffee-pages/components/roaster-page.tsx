import type { RoasterPage } from '@crema/contracts/checkins/coffee-pages';
import { Flame } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { RatingStars } from '@/components/ui/rating-stars';
import { coffeePath } from '@/config/paths';
import { plural } from '@/lib/plural';
import { useRoasterPage } from '../api/get-roaster-page';
import { CatalogueFacts } from './catalogue-facts';
import { CommunityStatsView } from './community-stats';
import { PageListSection, PageSection } from './page-section';
import { PageState } from './page-state';

/** `/roasters/{id}`: catalogue facts, its coffees, ratings, notes, friends and recent check-ins. */
export function RoasterPageView({
  id,
  renderCheckIns,
}: {
  id: string;
  renderCheckIns: (roaster: RoasterPage) => ReactNode;
}) {
  return (
    <PageState query={useRoasterPage(id)} what="roaster">
      {(roaster) => (
        <div className="grid gap-4">
          <Card className="flex flex-col gap-4 p-4 sm:flex-row sm:p-6">
            <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-muted">
              {roaster.catalogue?.logoUrl ? (
                <img
                  src={roaster.catalogue.logoUrl}
                  alt={`${roaster.name} logo`}
                  className="size-full object-contain"
                />
              ) : (
                <Flame className="size-10 text-muted-foreground" aria-hidden="true" />
              )}
            </div>
            <div className="grid min-w-0 flex-1 content-start gap-3">
              <h1 className="font-display text-2xl font-bold break-words sm:text-3xl">{roaster.name}</h1>
              <CatalogueFacts roaster={roaster.catalogue} />
            </div>
          </Card>
          <PageSection title="Coffees">
            {roaster.coffees.length === 0 ? (
              <p className="text-sm text-muted-foreground">No coffees of this roaster checked in that you can see.</p>
            ) : (
              <ul className="divide-y divide-border">
                {roaster.coffees.map((coffee) => (
                  <li key={coffee.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
                    <Link to={coffeePath(coffee.id)} className="min-w-0 font-medium underline-offset-4 hover:underline">
                      {coffee.name}
                    </Link>
                    <span className="flex items-center gap-2 text-sm text-muted-foreground tabular-nums">
                      <RatingStars rating={coffee.avgRating} />
                      {coffee.avgRating.toFixed(1)} · {plural(coffee.checkInsCount, 'check-in')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </PageSection>
          <CommunityStatsView stats={roaster.stats} />
          <PageListSection title="Recent check-ins">{renderCheckIns(roaster)}</PageListSection>
        </div>
      )}
    </PageState>
  );
}
