import type { AnalyticsQuery } from '@crema/contracts/admin/analytics';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/status-message';
import { useAnalytics } from '../api/get-analytics';
import { AnalyticsCharts } from './analytics-charts';
import { AnalyticsPeriodPicker } from './analytics-period-picker';
import { periodLabel } from './analytics-series';

/** The Analytics tab: a period, its totals and charts. */
export function AnalyticsPanel() {
  const [query, setQuery] = useState<AnalyticsQuery>({ period: 'weekly' });
  const analytics = useAnalytics(query);

  return (
    <div className="grid gap-4">
      <Card className="p-4 sm:p-5">
        <AnalyticsPeriodPicker onQuery={setQuery} />
      </Card>
      {analytics.isPending ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">Loading analytics…</span>
          <Skeleton className="h-24" />
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-56" />
            <Skeleton className="h-56" />
          </div>
        </div>
      ) : analytics.isError ? (
        <LoadError
          title="Error loading analytics"
          error={analytics.error}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <div className="grid gap-4" aria-busy={analytics.isFetching}>
          <dl className="grid grid-cols-2 gap-2 rounded-xl border border-border bg-card p-2 shadow-sm sm:grid-cols-3">
            <Total label="Check-ins" value={analytics.data.checkInCount} />
            <Total label="New users" value={analytics.data.newUserCount} />
            <div className="col-span-2 grid content-center justify-items-center rounded-lg px-2 py-3 sm:col-span-1">
              <dt className="order-2 text-xs text-muted-foreground sm:text-sm">Period (UTC)</dt>
              <dd className="order-1 text-center font-semibold">
                {periodLabel(analytics.data.startDate, analytics.data.endDate)}
              </dd>
            </div>
          </dl>
          <AnalyticsCharts analytics={analytics.data} />
        </div>
      )}
    </div>
  );
}

function Total({ label, value }: { label: string; value: number }) {
  return (
    <div className="grid justify-items-center rounded-lg px-2 py-3">
      <dt className="order-2 text-xs text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="order-1 text-2xl font-semibold tabular-nums">{value.toLocaleString('en')}</dd>
    </div>
  );
}
