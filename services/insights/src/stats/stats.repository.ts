import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NamedCount, StatsFacts } from './stats-shape';

/** One person's statistics, over every check-in of theirs (anti-farming does not apply to stats). */
@Injectable()
export class StatsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async factsOf(userId: number, since: Date): Promise<Omit<StatsFacts, 'badgesCount'>> {
    const [totals, brewMethods, notes, months] = await Promise.all([
      this.dataSource.query<{ total: string; unique_coffees: string }[]>(
        `SELECT count(*) AS total, count(DISTINCT coffee_key) AS unique_coffees
         FROM insights.check_in_facts WHERE user_id = $1`,
        [userId],
      ),
      this.namedCounts(
        `SELECT brew_method AS name, count(*) AS count FROM insights.check_in_facts WHERE user_id = $1
         GROUP BY brew_method ORDER BY count(*) DESC, brew_method`,
        userId,
      ),
      this.namedCounts(
        `SELECT note AS name, count(*) AS count FROM insights.check_in_facts, unnest(tasting_notes) AS note
         WHERE user_id = $1 GROUP BY note ORDER BY count(*) DESC, note`,
        userId,
      ),
      this.dataSource.query<{ month: string; count: string }[]>(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*) AS count
         FROM insights.check_in_facts WHERE user_id = $1 AND created_at >= $2 GROUP BY 1`,
        [userId, since],
      ),
    ]);
    return {
      totalCheckIns: Number(totals[0]?.total ?? 0),
      uniqueCoffees: Number(totals[0]?.unique_coffees ?? 0),
      brewMethods,
      notes,
      perMonth: new Map(months.map((row) => [row.month, Number(row.count)])),
    };
  }

  private async namedCounts(sql: string, userId: number): Promise<NamedCount[]> {
    const rows = await this.dataSource.query<{ name: string; count: string }[]>(sql, [userId]);
    return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
  }
}
