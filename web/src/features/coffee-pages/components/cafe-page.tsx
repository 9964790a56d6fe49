import type { CafePage } from '@crema/contracts/checkins/coffee-pages';
import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { useCafePage } from '../api/get-cafe-page';
import { CommunityStatsView } from './community-stats';
import { PageListSection } from './page-section';
import { PageState } from './page-state';

/** `/cafes/{id}`: ratings, notes and friends from the check-ins there, and the recent ones. */
export function CafePageView({ id, renderCheckIns }: { id: string; renderCheckIns: (cafe: CafePage) => ReactNode }) {
  return (
    <PageState query={useCafePage(id)} what="café">
      {(cafe) => (
        <div className="grid gap-4">
          <Card className="flex items-center gap-4 p-4 sm:p-6">
            <div className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-muted">
              <Store className="size-8 text-muted-foreground" aria-hidden="true" />
            </div>
            <h1 className="min-w-0 font-display text-2xl font-bold break-words sm:text-3xl">{cafe.name}</h1>
          </Card>
          <CommunityStatsView stats={cafe.stats} />
          <PageListSection title="Recent check-ins">{renderCheckIns(cafe)}</PageListSection>
        </div>
      )}
    </PageState>
  );
}
