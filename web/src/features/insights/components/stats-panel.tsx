import type { UserStats } from '@crema/contracts/insights/stats';
import { BarChart3 } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError, StatusMessage } from '@/components/ui/status-message';
import { plural } from '@/lib/plural';
import { useUserStats } from '../api/get-stats';
import { ChartFigure } from '@/components/charts/chart-figure';
import { Donut, HorizontalBars, VerticalBars } from '@/components/charts/charts';

function StatsCharts({ stats }: { stats: UserStats }) {
  const monthsWithCheckIns = stats.monthlyActivity.filter((month) => month.count > 0).length;
  return (
    <div className="grid gap-4">
      <ChartFigure
        title="Top brew methods"
        summary={`Brew methods: ${stats.topBrewMethods.map((m) => `${m.name} ${m.percentage}%`).join(', ')}.`}
        table={{
          headers: ['Method', 'Check-ins', 'Share'],
          rows: stats.topBrewMethods.map((m) => [m.name, m.count, `${m.percentage}%`]),
        }}
      >
        <HorizontalBars
          data={stats.topBrewMethods.map((m) => ({
            label: m.name,
            value: m.count,
            display: `${m.percentage}%`,
          }))}
        />
      </ChartFigure>
      {stats.flavorProfile.length > 0 ? (
        <ChartFigure
          title="Flavor profile"
          summary={`Tasting notes you chose most: ${stats.flavorProfile
            .slice(0, 5)
            .map((n) => `${n.name} ${n.count}`)
            .join(', ')}.`}
          table={{
            headers: ['Note', 'Times chosen'],
            rows: stats.flavorProfile.map((n) => [n.name, n.count]),
          }}
        >
          <Donut data={stats.flavorProfile.map((n) => ({ label: n.name, value: n.count, color: n.color }))} />
        </ChartFigure>
      ) : (
        <StatusMessage icon={BarChart3} role="status" title="No tasting notes yet.">
          Pick tasting notes when you check in to see your flavor profile.
        </StatusMessage>
      )}
      <ChartFigure
        title="Monthly activity"
        summary={`Check-ins over the last 12 months: ${plural(monthsWithCheckIns, 'month')} with check-ins, ${stats.monthlyActivity.at(-1)?.count ?? 0} this month.`}
        table={{
          headers: ['Month', 'Check-ins'],
          rows: stats.monthlyActivity.map((month) => [month.month, month.count]),
        }}
      >
        <VerticalBars
          data={stats.monthlyActivity.map((month) => ({ label: month.name, value: month.count }))}
        />
      </ChartFigure>
    </div>
  );
}

/** The profile's Stats tab. */
export function StatsPanel() {
  const stats = useUserStats();
  if (stats.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Loading your statistics…</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-48" />
        <Skeleton className="h-52" />
      </div>
    );
  }
  if (stats.isError) {
    return (
      <LoadError
        title="We couldn't load your statistics."
        error={stats.error}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />
    );
  }
  if (stats.data.totalCheckIns === 0) {
    return (
      <StatusMessage icon={BarChart3} role="status" title="No statistics yet.">
        Your brew methods, flavor profile and monthly activity appear after your first check-in.
      </StatusMessage>
    );
  }
  return <StatsCharts stats={stats.data} />;
}

/** Check-ins, unique coffees and badges, for the profile's header. */
export function ProfileCounts() {
  const stats = useUserStats();
  const counts = [
    { label: 'Check-ins', value: stats.data?.totalCheckIns },
    { label: 'Unique coffees', value: stats.data?.uniqueCoffees },
    { label: 'Badges', value: stats.data?.badgesCount },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-xl border border-border bg-card p-2 shadow-sm">
      {counts.map(({ label, value }) => (
        <div key={label} className="grid justify-items-center rounded-lg px-2 py-3">
          <dt className="order-2 text-center text-xs text-muted-foreground sm:text-sm">{label}</dt>
          <dd className="order-1 text-xl font-semibold tabular-nums">
            {stats.isPending ? <Skeleton className="h-7 w-8" /> : (value ?? '–')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
