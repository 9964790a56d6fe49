import type { CoffeeInsights } from '@crema/contracts/insights/recommendations';
import { Coffee, LineChart, Star, Store } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { StatusMessage } from '@/components/ui/status-message';
import { ChartFigure } from '@/components/charts/chart-figure';
import { VerticalBars } from '@/components/charts/charts';

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">{label}</p>
        <p className="truncate font-semibold">{value}</p>
      </div>
    </div>
  );
}

const ratingTable = (rows: CoffeeInsights['ratioVsRating']) => ({
  headers: ['Range', 'Average rating', 'Check-ins'],
  rows: rows.map((row) => [row.range, row.averageRating.toFixed(1), row.count]),
});

/** The Coffee Insights tab: habits and what goes with the person's best cups. */
export function CoffeeInsightsPanel({ insights }: { insights: CoffeeInsights }) {
  if (insights.averageRating === null) {
    return (
      <StatusMessage icon={LineChart} role="status" title="No insights yet.">
        Check in a few coffees and your habits and best brews show up here.
      </StatusMessage>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <Fact icon={Coffee} label="Favourite method" value={insights.favoriteBrewMethod ?? '–'} />
        <Fact icon={Store} label="Favourite roaster" value={insights.favoriteRoaster ?? '–'} />
        <Fact icon={Star} label="Average rating" value={`${insights.averageRating.toFixed(1)} ★`} />
      </div>
      <ChartFigure
        title="Average rating, last 6 months"
        summary={`Average rating per month: ${insights.ratingTrend
          .map(
            (month) =>
              `${month.name} ${month.averageRating === null ? 'none' : month.averageRating.toFixed(1)}`,
          )
          .join(', ')}.`}
        table={{
          headers: ['Month', 'Average rating', 'Check-ins'],
          rows: insights.ratingTrend.map((month) => [
            month.month,
            month.averageRating === null ? '–' : month.averageRating.toFixed(1),
            month.count,
          ]),
        }}
      >
        <VerticalBars
          data={insights.ratingTrend.map((month) => ({
            label: month.name,
            value: month.averageRating ?? 0,
            display: month.averageRating?.toFixed(1),
          }))}
        />
      </ChartFigure>
      {insights.ratioVsRating.length > 0 && (
        <ChartFigure
          title="Brew ratio and your ratings"
          summary={`Average rating by ratio: ${insights.ratioVsRating.map((r) => `${r.range} ${r.averageRating.toFixed(1)}`).join(', ')}.`}
          table={ratingTable(insights.ratioVsRating)}
        >
          <VerticalBars
            data={insights.ratioVsRating.map((r) => ({
              label: r.range,
              value: r.averageRating,
              display: r.averageRating.toFixed(1),
            }))}
          />
        </ChartFigure>
      )}
      {insights.temperatureVsRating.length > 0 && (
        <ChartFigure
          title="Water temperature and your ratings"
          summary={`Average rating by temperature: ${insights.temperatureVsRating.map((r) => `${r.range} ${r.averageRating.toFixed(1)}`).join(', ')}.`}
          table={ratingTable(insights.temperatureVsRating)}
        >
          <VerticalBars
            data={insights.temperatureVsRating.map((r) => ({
              label: r.range,
              value: r.averageRating,
              display: r.averageRating.toFixed(1),
            }))}
          />
        </ChartFigure>
      )}
    </div>
  );
}
