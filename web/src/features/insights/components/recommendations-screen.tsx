import { BREWING_TIP_MIN_CHECK_INS } from '@crema/contracts/insights/brewing-tip-rules';
import type { Recommendations } from '@crema/contracts/insights/recommendations';
import { AlertTriangle, Compass, FlaskConical, RotateCw, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { StatusMessage } from '@/components/ui/status-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRecommendations, useRefreshRecommendations } from '../api/get-recommendations';
import { CoffeeInsightsPanel } from './coffee-insights-panel';
import { RecommendationCard } from './recommendation-card';

export const RECOMMENDATION_TABS = ['recommendations', 'insights'] as const;
export type RecommendationTab = (typeof RECOMMENDATION_TABS)[number];

function RecommendationsTab({ data }: { data: Recommendations }) {
  return (
    <div className="grid gap-6">
      {data.coffees.length > 0 ? (
        <ul aria-label="Recommended coffees" className="grid gap-3">
          {data.coffees.map((coffee) => (
            <RecommendationCard key={`${coffee.roaster}\n${coffee.name}`} coffee={coffee} />
          ))}
        </ul>
      ) : (
        <StatusMessage icon={Sparkles} role="status" title="Nothing to recommend yet.">
          Check in a few coffees and rate them: recommendations learn from what you love.
        </StatusMessage>
      )}

      {data.explorationSuggestion && (
        <section aria-labelledby="explore" className="rounded-xl border border-primary/30 bg-primary/5 p-4">
          <h2 id="explore" className="flex items-center gap-2 font-semibold">
            <Compass className="size-5 text-primary" aria-hidden="true" />
            Something new to explore: {data.explorationSuggestion.value}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{data.explorationSuggestion.reason}</p>
        </section>
      )}

      <section aria-labelledby="tips" className="grid gap-3">
        <h2 id="tips" className="font-display text-xl font-semibold">
          Brewing tips
        </h2>
        {data.brewingTips.length > 0 ? (
          <ul className="grid gap-3 sm:grid-cols-2">
            {data.brewingTips.map((tip) => (
              <li key={tip.topic} className="rounded-xl border border-border bg-card p-4 shadow-sm">
                <p className="flex items-center gap-2 font-semibold">
                  <FlaskConical className="size-4 text-primary" aria-hidden="true" />
                  {tip.title}
                </p>
                <p className="mt-1 text-sm text-muted-foreground">{tip.detail}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
            No tips yet. Log dose and water, temperature or grind on at least {BREWING_TIP_MIN_CHECK_INS}{' '}
            check-ins of one brew method and rate them: a tip appears when your best-rated cups share a
            setting.
          </p>
        )}
      </section>
    </div>
  );
}

interface RecommendationsScreenProps {
  tab: RecommendationTab;
  onTabChange: (tab: RecommendationTab) => void;
}

/** `/recommendations`: coffees for the person's taste, tips, and the Coffee Insights tab. */
export function RecommendationsScreen({ tab, onTabChange }: RecommendationsScreenProps) {
  const recommendations = useRecommendations();
  const refresh = useRefreshRecommendations();

  const refreshButton = (
    <Button
      variant="outline"
      onClick={() => refresh.mutate()}
      disabled={refresh.isPending || recommendations.isPending}
    >
      {refresh.isPending ? <Spinner /> : <RotateCw aria-hidden="true" />}
      Refresh
    </Button>
  );

  let body;
  if (recommendations.isPending) {
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading your recommendations…</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-40" />
        ))}
      </div>
    );
  } else if (recommendations.isError) {
    body = (
      <StatusMessage
        icon={AlertTriangle}
        tone="error"
        role="alert"
        title="Error loading recommendations"
        action={
          <Button
            variant="outline"
            onClick={() => void recommendations.refetch()}
            disabled={recommendations.isFetching}
          >
            {recommendations.isFetching ? <Spinner /> : <RotateCw aria-hidden="true" />}
            Try Again
          </Button>
        }
      >
        We couldn&apos;t load your personalized recommendations. Please try again later.
      </StatusMessage>
    );
  } else {
    body = (
      <>
        <TabsContent value="recommendations">
          <RecommendationsTab data={recommendations.data} />
        </TabsContent>
        <TabsContent value="insights">
          <CoffeeInsightsPanel insights={recommendations.data.insights} />
        </TabsContent>
      </>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl font-bold tracking-tight">Recommendations</h1>
          <p className="text-sm text-muted-foreground">
            Coffees picked for your taste, and what your journal says.
          </p>
        </div>
        {refreshButton}
      </div>
      <Tabs
        value={tab}
        onValueChange={(next) => onTabChange(next === 'insights' ? 'insights' : 'recommendations')}
      >
        <TabsList aria-label="Recommendations">
          <TabsTrigger value="recommendations">Recommendations</TabsTrigger>
          <TabsTrigger value="insights">Coffee Insights</TabsTrigger>
        </TabsList>
        {recommendations.isPending || recommendations.isError ? <div className="mt-4">{body}</div> : body}
      </Tabs>
    </div>
  );
}
