import type { EntityManager } from 'typeorm';

/** What analytics counts of one check-in. */
export interface CountedCheckIn {
  coffeeKey: string;
  coffeeName: string;
  roasterKey: string;
  roaster: string;
  rating: number;
  createdAt: Date;
}

const RATING_COLUMNS = ['rating_1', 'rating_2', 'rating_3', 'rating_4', 'rating_5'] as const;

/** The UTC hour, day, ISO week (its Monday) and month a moment falls in. */
export function spansOf(at: Date): { hour: string; day: string; week: string; month: string } {
  const day = at.toISOString().slice(0, 10);
  const hour = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours()));
  const sinceMonday = (at.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() - sinceMonday));
  return {
    hour: hour.toISOString(),
    day,
    week: monday.toISOString().slice(0, 10),
    month: `${day.slice(0, 7)}-01`,
  };
}

/**
 * Adds (`delta` 1) or takes away (-1) one check-in in every count analytics reads, in the
 * caller's transaction. Rows are touched in one fixed order (totals, then coffee, then roaster;
 * day, week, month), so concurrent writers queue rather than deadlock.
 */
export async function countCheckIn(
  manager: EntityManager,
  checkIn: CountedCheckIn,
  delta: 1 | -1,
): Promise<void> {
  const { day, week, month, hour } = spansOf(checkIn.createdAt);
  const rating = RATING_COLUMNS[Math.min(5, Math.max(1, Math.round(checkIn.rating))) - 1]!;
  await manager.query(
    `INSERT INTO admin.daily_totals (day, check_ins, ${rating}) VALUES ($1, $2, $2)
     ON CONFLICT (day) DO UPDATE SET check_ins = daily_totals.check_ins + $2, ${rating} = daily_totals.${rating} + $2`,
    [day, delta],
  );
  await manager.query(
    `INSERT INTO admin.hourly_totals (hour, check_ins) VALUES ($1, $2)
     ON CONFLICT (hour) DO UPDATE SET check_ins = hourly_totals.check_ins + $2`,
    [hour, delta],
  );
  const coffeeId = await idOf(
    manager,
    'analytics_coffees',
    'coffee_key',
    checkIn.coffeeKey,
    checkIn.createdAt,
    {
      coffee_name: checkIn.coffeeName,
      roaster: checkIn.roaster,
    },
  );
  const roasterId = await idOf(
    manager,
    'analytics_roasters',
    'roaster_key',
    checkIn.roasterKey,
    checkIn.createdAt,
    {
      roaster: checkIn.roaster,
    },
  );
  await manager.query(
    `INSERT INTO admin.coffee_counts (span, span_start, coffee_id, count)
     VALUES ('d', $1, $4, $5), ('w', $2, $4, $5), ('m', $3, $4, $5)
     ON CONFLICT (span, span_start, coffee_id) DO UPDATE SET count = coffee_counts.count + EXCLUDED.count`,
    [day, week, month, coffeeId, delta],
  );
  await manager.query(
    `INSERT INTO admin.roaster_counts (span, span_start, roaster_id, count)
     VALUES ('d', $1, $4, $5), ('w', $2, $4, $5), ('m', $3, $4, $5)
     ON CONFLICT (span, span_start, roaster_id) DO UPDATE SET count = roaster_counts.count + EXCLUDED.count`,
    [day, week, month, roasterId, delta],
  );
}

/**
 * The id of a coffee or roaster key, added the first time the key is seen. It is shown in the
 * spelling of the earliest check-in seen so far, so the name does not depend on event order.
 */
async function idOf(
  manager: EntityManager,
  table: 'analytics_coffees' | 'analytics_roasters',
  keyColumn: 'coffee_key' | 'roaster_key',
  key: string,
  seenAt: Date,
  spelling: Record<string, string>,
): Promise<number> {
  const columns = Object.keys(spelling);
  const values = columns.map((_, index) => `$${index + 3}`);
  const rows = await manager.query<{ id: number }[]>(
    `WITH written AS (
       INSERT INTO admin.${table} AS t (${keyColumn}, first_seen_at, ${columns.join(', ')})
       VALUES ($1, $2, ${values.join(', ')})
       ON CONFLICT (${keyColumn}) DO UPDATE SET first_seen_at = EXCLUDED.first_seen_at,
         ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}
       WHERE t.first_seen_at > EXCLUDED.first_seen_at
       RETURNING id)
     SELECT id FROM written UNION ALL SELECT id FROM admin.${table} WHERE ${keyColumn} = $1 LIMIT 1`,
    [key, seenAt, ...Object.values(spelling)],
  );
  return rows[0]!.id;
}

/** Adds or takes away one new user on the day and hour they joined. */
export async function countNewUser(manager: EntityManager, joinedAt: Date, delta: 1 | -1): Promise<void> {
  const { day, hour } = spansOf(joinedAt);
  await manager.query(
    `INSERT INTO admin.daily_totals (day, new_users) VALUES ($1, $2)
     ON CONFLICT (day) DO UPDATE SET new_users = daily_totals.new_users + $2`,
    [day, delta],
  );
  await manager.query(
    `INSERT INTO admin.hourly_totals (hour, new_users) VALUES ($1, $2)
     ON CONFLICT (hour) DO UPDATE SET new_users = hourly_totals.new_users + $2`,
    [hour, delta],
  );
}
