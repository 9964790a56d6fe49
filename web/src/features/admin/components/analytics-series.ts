import type { Analytics } from '@crema/contracts/admin/analytics';

export type SeriesPoint = Analytics['series'][number];

const dayFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const hourFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** A bucket as a chart labels it: '2026-11-25' → 'Nov 25'; an hour ('…T13:00:00Z') → '13:00' (UTC). */
export function bucketLabel(bucket: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(bucket)) return dayFormat.format(new Date(`${bucket}T00:00:00Z`));
  if (/^\d{4}-\d{2}-\d{2}T\d{2}/.test(bucket)) {
    const time = new Date(bucket);
    if (!Number.isNaN(time.getTime())) return hourFormat.format(time);
  }
  return bucket;
}

export interface ChartPoint {
  /** The bucket's label, or the first and last of a group ('Nov 1 – Nov 7'). */
  label: string;
  /** The short label under a bar: the group's first bucket. */
  shortLabel: string;
  checkIns: number;
  newUsers: number;
}

/**
 * The series in at most `maxBars` bars: consecutive buckets are added up in equal groups (a year
 * of days becomes weeks), so every bar stays wide enough to see.
 */
export function condenseSeries(series: readonly SeriesPoint[], maxBars = 60): ChartPoint[] {
  const size = Math.max(1, Math.ceil(series.length / maxBars));
  const points: ChartPoint[] = [];
  for (let start = 0; start < series.length; start += size) {
    const group = series.slice(start, start + size);
    const first = bucketLabel(group[0]!.bucket);
    const last = bucketLabel(group.at(-1)!.bucket);
    points.push({
      label: group.length > 1 ? `${first} – ${last}` : first,
      shortLabel: first,
      checkIns: group.reduce((sum, point) => sum + point.checkIns, 0),
      newUsers: group.reduce((sum, point) => sum + point.newUsers, 0),
    });
  }
  return points;
}

/** Label every n-th bar so that about `maxLabels` labels fit under a chart. */
export function labelStep(count: number, maxLabels = 8): number {
  return Math.max(1, Math.ceil(count / maxLabels));
}

/** The point with the most of `measure` (the first of equals), or null when all are 0. */
export function peak(points: readonly ChartPoint[], measure: 'checkIns' | 'newUsers'): ChartPoint | null {
  let best: ChartPoint | null = null;
  for (const point of points) if (point[measure] > (best?.[measure] ?? 0)) best = point;
  return best;
}

const rangeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** The period's days as one range: 'Nov 19 – 25, 2026', or one day when both are the same. */
export function periodLabel(startDate: string, endDate: string): string {
  const start = new Date(`${startDate.slice(0, 10)}T00:00:00Z`);
  const end = new Date(`${endDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startDate} – ${endDate}`;
  return rangeFormat.formatRange(start, end);
}
