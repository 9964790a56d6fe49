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

/** The UTC day, month and hour a moment falls in. */
export function spansOf(at: Date): { day: string; month: string; hour: string } {
  const day = at.toISOString().slice(0, 10);
  const hour = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours()));
  return { day, month: `${day.slice(0, 7)}-01`, hour: hour.toISOString() };
}

/**
 * Adds (`delta` 1) or takes away (-1) one check-in in every count analytics reads, in the
 * caller's transaction. Rows are touched in one fixed order (totals, then coffee, then roaster;
 * day before month), so concurrent writers queue rather than deadlock.
 */
export async function countCheckIn(
  manager: EntityManager,
  checkIn: CountedCheckIn,
  delta: 1 | -1,
): Promise<void> {
  const { day, month, hour } = spansOf(checkIn.createdAt);
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
  await manager.query(
    `INSERT INTO admin.coffee_counts (span, span_start, coffee_key, coffee_name, roaster, count)
     VALUES ('d', $1, $3, $4, $5, $6), ('m', $2, $3, $4, $5, $6)
     ON CONFLICT (span, span_start, coffee_key) DO UPDATE SET count = coffee_counts.count + EXCLUDED.count`,
    [day, month, checkIn.coffeeKey, checkIn.coffeeName, checkIn.roaster, delta],
  );
  await manager.query(
    `INSERT INTO admin.roaster_counts (span, span_start, roaster_key, roaster, count)
     VALUES ('d', $1, $3, $4, $5), ('m', $2, $3, $4, $5)
     ON CONFLICT (span, span_start, roaster_key) DO UPDATE SET count = roaster_counts.count + EXCLUDED.count`,
    [day, month, checkIn.roasterKey, checkIn.roaster, delta],
  );
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
