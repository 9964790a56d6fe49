import type { Analytics } from '@crema/contracts/admin/analytics';
import { ChartFigure } from '@/components/charts/chart-figure';
import { HorizontalBars, VerticalBars } from '@/components/charts/charts';
import { plural } from '@/lib/plural';
import { condenseSeries, labelStep, peak, type ChartPoint } from './analytics-series';

const STARS = ['5', '4', '3', '2', '1'] as const;

function SeriesChart({
  title,
  points,
  measure,
  noun,
}: {
  title: string;
  points: readonly ChartPoint[];
  measure: 'checkIns' | 'newUsers';
  noun: [string, string];
}) {
  const total = points.reduce((sum, point) => sum + point[measure], 0);
  const busiest = peak(points, measure);
  return (
    <ChartFigure
      title={title}
      summary={`${plural(total, ...noun)} in the period${busiest ? `; the most, ${busiest[measure]}, on ${busiest.label}` : ''}.`}
      table={{ headers: ['When', title], rows: points.map((point) => [point.label, point[measure]]) }}
    >
      <VerticalBars
        data={points.map((point) => ({ label: point.shortLabel, value: point[measure] }))}
        labelEvery={labelStep(points.length)}
      />
    </ChartFigure>
  );
}

function TopList({ title, items, noun }: { title: string; items: Analytics['topCoffees']; noun: string }) {
  if (items.length === 0) {
    return (
      <figure className="grid gap-2 rounded-xl border border-border bg-card p-4 shadow-sm">
        <figcaption className="font-semibold">{title}</figcaption>
        <p className="text-sm text-muted-foreground">No check-ins in this period.</p>
      </figure>
    );
  }
  return (
    <ChartFigure
      title={title}
      summary={`${title}: ${items
        .slice(0, 5)
        .map((item) => `${item.name} ${item.count}`)
        .join(', ')}.`}
      table={{ headers: [noun, 'Check-ins'], rows: items.map((item) => [item.name, item.count]) }}
    >
      <HorizontalBars data={items.map((item) => ({ label: item.name, value: item.count }))} />
    </ChartFigure>
  );
}

/** The period's charts, each with a spoken summary and its data behind "Show as table". */
export function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  const points = condenseSeries(analytics.series);
  const ratings = STARS.map((stars) => ({ stars, count: analytics.ratingBreakdown[stars] }));
  return (
    <div className="grid gap-4 md:grid-cols-2 [&>*]:min-w-0">
      <SeriesChart title="Check-ins" points={points} measure="checkIns" noun={['check-in', 'check-ins']} />
      <SeriesChart title="New users" points={points} measure="newUsers" noun={['new user', 'new users']} />
      <ChartFigure
        title="Ratings"
        summary={`Check-ins by rating: ${ratings.map((r) => `${r.stars} stars ${r.count}`).join(', ')}.`}
        table={{ headers: ['Rating', 'Check-ins'], rows: ratings.map((r) => [`${r.stars} stars`, r.count]) }}
      >
        <HorizontalBars data={ratings.map((r) => ({ label: `${r.stars} ★`, value: r.count }))} />
      </ChartFigure>
      <TopList title="Top coffees" items={analytics.topCoffees} noun="Coffee" />
      <TopList title="Top roasters" items={analytics.topRoasters} noun="Roaster" />
    </div>
  );
}
