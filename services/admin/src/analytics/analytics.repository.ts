import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { PeriodSpans } from './period-spans';

export interface TotalsRow {
  check_ins: number;
  new_users: number;
  rating_1: number;
  rating_2: number;
  rating_3: number;
  rating_4: number;
  rating_5: number;
}

export interface BucketRow {
  bucket: string;
  check_ins: number;
  new_users: number;
}

export interface NamedCountRow {
  name: string;
  count: number;
}

/** The spans of a period (period-spans.ts) as rows to join the counts on: `$1` months, `$2` weeks, `$3` days. */
const SPANS = `spans (span, span_start) AS (
    SELECT 'm'::char(1), unnest($1::date[]) UNION ALL
    SELECT 'w'::char(1), unnest($2::date[]) UNION ALL
    SELECT 'd'::char(1), unnest($3::date[]))`;

/** Reads the analytics counts the projection keeps (never the facts themselves). */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async totals(startDate: string, endDate: string): Promise<TotalsRow> {
    const rows = await this.dataSource.query<TotalsRow[]>(
      `SELECT COALESCE(sum(check_ins), 0)::int AS check_ins, COALESCE(sum(new_users), 0)::int AS new_users,
         COALESCE(sum(rating_1), 0)::int AS rating_1, COALESCE(sum(rating_2), 0)::int AS rating_2,
         COALESCE(sum(rating_3), 0)::int AS rating_3, COALESCE(sum(rating_4), 0)::int AS rating_4,
         COALESCE(sum(rating_5), 0)::int AS rating_5
       FROM admin.daily_totals WHERE day BETWEEN $1::date AND $2::date`,
      [startDate, endDate],
    );
    return rows[0]!;
  }

  /** One row per day of the period, zero-filled. */
  daily(startDate: string, endDate: string): Promise<BucketRow[]> {
    return this.dataSource.query<BucketRow[]>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS bucket, COALESCE(t.check_ins, 0) AS check_ins, COALESCE(t.new_users, 0) AS new_users
       FROM generate_series($1::date, $2::date, interval '1 day') AS d
       LEFT JOIN admin.daily_totals t ON t.day = d::date ORDER BY d`,
      [startDate, endDate],
    );
  }

  /** One row per UTC hour of the day, zero-filled. */
  hourly(day: string): Promise<BucketRow[]> {
    return this.dataSource.query<BucketRow[]>(
      `SELECT to_char(h AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:00"Z"') AS bucket,
         COALESCE(t.check_ins, 0) AS check_ins, COALESCE(t.new_users, 0) AS new_users
       FROM generate_series(($1::date)::timestamp AT TIME ZONE 'UTC', ($1::date + 1)::timestamp AT TIME ZONE 'UTC' - interval '1 hour', interval '1 hour') AS h
       LEFT JOIN admin.hourly_totals t ON t.hour = h ORDER BY h`,
      [day],
    );
  }

  /** The most checked-in coffees of the spans, by their first spelling; ties by first seen. */
  topCoffees(spans: PeriodSpans, limit: number): Promise<NamedCountRow[]> {
    return this.dataSource.query<NamedCountRow[]>(
      `WITH ${SPANS}, totals AS (
         SELECT c.coffee_id, sum(c.count)::int AS count
         FROM spans s JOIN admin.coffee_counts c ON c.span = s.span AND c.span_start = s.span_start
         GROUP BY c.coffee_id HAVING sum(c.count) > 0 ORDER BY count DESC, c.coffee_id LIMIT $4)
       SELECT n.coffee_name || ' · ' || n.roaster AS name, t.count
       FROM totals t JOIN admin.analytics_coffees n ON n.id = t.coffee_id ORDER BY t.count DESC, t.coffee_id`,
      [spans.months, spans.weeks, spans.days, limit],
    );
  }

  /** The most checked-in roasters of the spans, by their first spelling; ties by first seen. */
  topRoasters(spans: PeriodSpans, limit: number): Promise<NamedCountRow[]> {
    return this.dataSource.query<NamedCountRow[]>(
      `WITH ${SPANS}, totals AS (
         SELECT r.roaster_id, sum(r.count)::int AS count
         FROM spans s JOIN admin.roaster_counts r ON r.span = s.span AND r.span_start = s.span_start
         GROUP BY r.roaster_id HAVING sum(r.count) > 0 ORDER BY count DESC, r.roaster_id LIMIT $4)
       SELECT n.roaster AS name, t.count
       FROM totals t JOIN admin.analytics_roasters n ON n.id = t.roaster_id ORDER BY t.count DESC, t.roaster_id`,
      [spans.months, spans.weeks, spans.days, limit],
    );
  }
}
