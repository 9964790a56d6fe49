import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

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

/**
 * Whole calendar months inside [$1, $2] come from the month counts, the other days from the day
 * counts: a year costs 12 month rows and at most 60 days per name, whatever the check-ins number.
 */
const SPANS = `WITH months AS (
    SELECT m::date AS m FROM generate_series(date_trunc('month', $1::date), $2::date, interval '1 month') AS m
    WHERE m >= $1::date AND (m + interval '1 month' - interval '1 day')::date <= $2::date)`;
const IN_SPANS = `((span = 'm' AND span_start IN (SELECT m FROM months))
    OR (span = 'd' AND span_start BETWEEN $1::date AND $2::date
        AND date_trunc('month', span_start)::date NOT IN (SELECT m FROM months)))`;

/** A name shows in the spelling most of its check-ins use. */
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

  topCoffees(startDate: string, endDate: string, limit: number): Promise<NamedCountRow[]> {
    return this.dataSource.query<NamedCountRow[]>(
      `${SPANS}
       SELECT (array_agg(coffee_name || ' · ' || roaster ORDER BY count DESC))[1] AS name, sum(count)::int AS count
       FROM admin.coffee_counts WHERE ${IN_SPANS}
       GROUP BY coffee_key HAVING sum(count) > 0 ORDER BY count DESC, name LIMIT $3`,
      [startDate, endDate, limit],
    );
  }

  topRoasters(startDate: string, endDate: string, limit: number): Promise<NamedCountRow[]> {
    return this.dataSource.query<NamedCountRow[]>(
      `${SPANS}
       SELECT (array_agg(roaster ORDER BY count DESC))[1] AS name, sum(count)::int AS count
       FROM admin.roaster_counts WHERE ${IN_SPANS}
       GROUP BY roaster_key HAVING sum(count) > 0 ORDER BY count DESC, name LIMIT $3`,
      [startDate, endDate, limit],
    );
  }
}
