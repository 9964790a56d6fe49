import {
  ANALYTICS_MAX_DAYS,
  analyticsQuery,
  type AnalyticsPeriod,
  type AnalyticsQuery,
} from '@crema/contracts/admin/analytics';

export interface AnalyticsPeriodChoice {
  period: AnalyticsPeriod;
  /** yyyy-mm-dd, as a date input gives it; '' when empty. */
  startDate: string;
  endDate: string;
}

/** SPEC §5: checked in the browser before anything is sent. */
export const CUSTOM_START_REQUIRED = 'Custom analytics period needs a start date';

export type AnalyticsRequest =
  { ok: true; query: AnalyticsQuery } | { ok: false; field: 'startDate' | 'endDate'; message: string };

const DAY_MS = 86_400_000;

/** Today as yyyy-mm-dd in UTC: analytics count UTC calendar days. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The analytics query for a period: only the period for daily, weekly and monthly; a custom one
 * needs a start date, may have an end date (today when left out) and spans at most a year.
 */
export function analyticsRequest(choice: AnalyticsPeriodChoice, today = utcToday()): AnalyticsRequest {
  if (choice.period !== 'custom') return { ok: true, query: { period: choice.period } };
  if (!choice.startDate) return { ok: false, field: 'startDate', message: CUSTOM_START_REQUIRED };
  const parsed = analyticsQuery.safeParse({
    period: 'custom',
    startDate: choice.startDate,
    endDate: choice.endDate || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      field: issue?.path[0] === 'endDate' ? 'endDate' : 'startDate',
      message: issue?.message ?? 'Check the dates',
    };
  }
  const end = parsed.data.endDate ?? today;
  const days = (Date.parse(end) - Date.parse(choice.startDate)) / DAY_MS + 1;
  if (days > ANALYTICS_MAX_DAYS) {
    return {
      ok: false,
      field: 'endDate',
      message: `A custom period spans at most ${ANALYTICS_MAX_DAYS} days`,
    };
  }
  return { ok: true, query: parsed.data };
}
