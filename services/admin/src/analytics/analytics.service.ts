import { Injectable } from '@nestjs/common';
import { ANALYTICS_MAX_DAYS, type Analytics, type AnalyticsQuery } from '@crema/contracts/admin/analytics';
import { RpcError } from '@crema/messaging';
import { periodDays } from './analytics-period';
import { AnalyticsRepository } from './analytics.repository';
import { periodSpans } from './period-spans';

const TOP = 10;

/** Analytics of a period, from the counts the admin projection keeps. */
@Injectable()
export class AnalyticsService {
  constructor(private readonly analytics: AnalyticsRepository) {}

  async of(query: AnalyticsQuery, now = new Date()): Promise<Analytics> {
    const days = periodDays(query, now);
    if (!days) {
      const message = `A custom period may span at most ${ANALYTICS_MAX_DAYS} days`;
      throw RpcError.validation(message, [{ path: 'endDate', message }]);
    }
    const { startDate, endDate } = days;
    const spans = periodSpans(startDate, endDate);
    const [totals, series, topCoffees, topRoasters] = await Promise.all([
      this.analytics.totals(startDate, endDate),
      days.hourly ? this.analytics.hourly(startDate) : this.analytics.daily(startDate, endDate),
      this.analytics.topCoffees(spans, TOP),
      this.analytics.topRoasters(spans, TOP),
    ]);
    return {
      period: query.period,
      startDate,
      endDate,
      checkInCount: totals.check_ins,
      newUserCount: totals.new_users,
      topCoffees,
      topRoasters,
      ratingBreakdown: {
        1: totals.rating_1,
        2: totals.rating_2,
        3: totals.rating_3,
        4: totals.rating_4,
        5: totals.rating_5,
      },
      series: series.map((row) => ({ bucket: row.bucket, checkIns: row.check_ins, newUsers: row.new_users })),
    };
  }
}
