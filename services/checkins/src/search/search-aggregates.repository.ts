import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { publiclyShareableSql } from '../privacy/visibility-sql';

/** What of a check-in the aggregates use. */
export interface CountedCheckIn {
  id: number;
  coffeeName: string;
  roaster: string;
  location: string | null;
  rating: number;
  photoThumbnailUrl: string | null;
}

/** The columns of checkins.check_ins a CountedCheckIn is read from (see countedCheckIn). */
export const COUNTED_CHECK_IN_COLUMNS =
  'id, coffee_id, coffee_name, roaster, location, rating, photo_thumbnail_url';

export interface CountedCheckInRow {
  id: number;
  coffee_id: number | null;
  coffee_name: string;
  roaster: string;
  location: string | null;
  rating: number;
  photo_thumbnail_url: string | null;
}

export function countedCheckIn(row: CountedCheckInRow): CountedCheckIn {
  return {
    id: row.id,
    coffeeName: row.coffee_name,
    roaster: row.roaster,
    location: row.location,
    rating: row.rating,
    photoThumbnailUrl: row.photo_thumbnail_url,
  };
}

/**
 * A check-in entering the aggregates (`total` +1), leaving them (-1) or staying (0), and its public
 * contribution added (`public` +1), taken off (-1) or left as it is (0).
 */
export interface AggregateChange {
  checkIn: CountedCheckIn;
  total: -1 | 0 | 1;
  public: -1 | 0 | 1;
}

interface AppliedCoffee {
  id: number;
  roaster_key: string;
  roaster: string;
  total: number;
  public: number;
  public_after: number;
  total_after: number;
  photo_lost: boolean | null;
  changes: number[];
}

interface AppliedPlace {
  id: number;
  total_after: number;
  photo_lost: boolean | null;
  changes: number[];
}

/** Changes applied to the counters; `settle` finishes them once the check-in rows are written. */
export class AppliedChanges {
  constructor(
    readonly coffees: AppliedCoffee[],
    readonly places: AppliedPlace[],
    readonly emptyRoasters: string[],
  ) {}

  /** The coffees and places rows of the check-in of change number `index`. */
  rowsOf(index: number): { coffeeId: number; placeId: number | null } {
    const coffee = this.coffees.find((row) => row.changes.includes(index));
    if (!coffee) throw new Error(`change ${index} was not applied`);
    return {
      coffeeId: coffee.id,
      placeId: this.places.find((row) => row.changes.includes(index))?.id ?? null,
    };
  }
}

const CHANGES = `SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[],
    $7::bool[], $8::int[], $9::int[])
  AS d(change, check_in_id, coffee_name, roaster, location, rating, has_photo, total, public)`;

/**
 * The counters of one coffee per normalized (name, roaster), created on first use. Rows are
 * upserted in key order, so concurrent writers lock them in one order (no deadlock); counters move
 * by increments, exact whatever commits first. RETURNING tells, per row, whether it just turned
 * public or private (for its roaster's coffee count) and whether it lost its photo.
 */
const APPLY_COFFEES_SQL = `WITH changes AS (${CHANGES}),
keyed AS (
  SELECT checkins.search_normalize(coffee_name) AS name_key, checkins.search_normalize(roaster) AS roaster_key, *
  FROM changes
),
grouped AS (
  SELECT name_key, roaster_key, (array_agg(coffee_name ORDER BY change))[1] AS name,
    (array_agg(roaster ORDER BY change))[1] AS roaster, sum(total)::int AS total, sum(public)::int AS public,
    sum(public * rating)::int AS ratings, max(check_in_id) FILTER (WHERE public > 0 AND has_photo) AS photo,
    array_agg(check_in_id) FILTER (WHERE public < 0 AND has_photo) AS photos_gone,
    array_agg(change) AS changes
  FROM keyed GROUP BY name_key, roaster_key
),
upserted AS (
  INSERT INTO checkins.coffees AS c (name_key, roaster_key, name, roaster, search_text, search_vector,
    check_ins_count, public_check_ins_count, public_ratings_sum, public_photo_check_in_id)
  SELECT name_key, roaster_key, name, roaster, name_key || ' ' || roaster_key,
    to_tsvector('simple', name_key || ' ' || roaster_key), total, public, ratings, photo
  FROM grouped ORDER BY name_key, roaster_key
  ON CONFLICT (name_key, roaster_key) DO UPDATE SET
    check_ins_count = c.check_ins_count + EXCLUDED.check_ins_count,
    public_check_ins_count = c.public_check_ins_count + EXCLUDED.public_check_ins_count,
    public_ratings_sum = c.public_ratings_sum + EXCLUDED.public_ratings_sum,
    public_photo_check_in_id = GREATEST(c.public_photo_check_in_id, EXCLUDED.public_photo_check_in_id)
  RETURNING c.id, c.name_key, c.roaster_key, c.check_ins_count, c.public_check_ins_count, c.public_photo_check_in_id
)
SELECT u.id, u.roaster_key, g.roaster, g.total, g.public, u.public_check_ins_count AS public_after,
  u.check_ins_count AS total_after, u.public_photo_check_in_id = ANY(g.photos_gone) AS photo_lost, g.changes
FROM upserted u JOIN grouped g USING (name_key, roaster_key)`;

/** Roasters' counters, in key order; `$1` keys, `$2` names, `$3` check-ins, `$4` public ones, `$5` public coffees. */
const APPLY_ROASTERS_SQL = `INSERT INTO checkins.roasters AS r
    (key, name, search_vector, check_ins_count, public_check_ins_count, public_coffees_count)
  SELECT key, name, to_tsvector('simple', key), total, public, coffees
  FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[]) AS d(key, name, total, public, coffees)
  ORDER BY key
ON CONFLICT (key) DO UPDATE SET
  check_ins_count = r.check_ins_count + EXCLUDED.check_ins_count,
  public_check_ins_count = r.public_check_ins_count + EXCLUDED.public_check_ins_count,
  public_coffees_count = r.public_coffees_count + EXCLUDED.public_coffees_count
RETURNING r.key, r.check_ins_count`;

/** Places' counters per normalized location, as the coffees'. */
const APPLY_PLACES_SQL = `WITH changes AS (${CHANGES}),
keyed AS (SELECT NULLIF(checkins.search_normalize(location), '') AS key, * FROM changes),
grouped AS (
  SELECT key, (array_agg(location ORDER BY change))[1] AS name, sum(total)::int AS total,
    sum(public)::int AS public, max(check_in_id) FILTER (WHERE public > 0 AND has_photo) AS photo,
    array_agg(check_in_id) FILTER (WHERE public < 0 AND has_photo) AS photos_gone,
    array_agg(change) AS changes
  FROM keyed WHERE key IS NOT NULL GROUP BY key
),
upserted AS (
  INSERT INTO checkins.places AS p (key, name, search_vector, check_ins_count, public_check_ins_count,
    public_photo_check_in_id)
  SELECT key, name, to_tsvector('simple', key), total, public, photo FROM grouped ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    check_ins_count = p.check_ins_count + EXCLUDED.check_ins_count,
    public_check_ins_count = p.public_check_ins_count + EXCLUDED.public_check_ins_count,
    public_photo_check_in_id = GREATEST(p.public_photo_check_in_id, EXCLUDED.public_photo_check_in_id)
  RETURNING p.id, p.key, p.check_ins_count, p.public_photo_check_in_id
)
SELECT u.id, u.check_ins_count AS total_after, u.public_photo_check_in_id = ANY(g.photos_gone) AS photo_lost,
  g.changes
FROM upserted u JOIN grouped g USING (key)`;

/** The newest public photo of each row `$1`, walking check_ins_<table>_idx from the newest check-in. */
const newestPublicPhotoSql = (table: 'coffees' | 'places', column: 'coffee_id' | 'place_id') =>
  `UPDATE checkins.${table} t SET public_photo_check_in_id = (
    SELECT c.id FROM checkins.check_ins c JOIN checkins.authors a ON a.id = c.user_id
    WHERE c.${column} = t.id AND c.photo_thumbnail_url IS NOT NULL AND NOT c.hidden AND ${publiclyShareableSql('a')}
    ORDER BY c.id DESC LIMIT 1)
  WHERE t.id = ANY($1::int[])`;

/**
 * The search aggregates (coffees, roasters, places; ADR 0005; hidden check-ins count as not public), kept exact in the transaction of
 * each check-in write and author privacy change. Every path first locks the author's row (see
 * lockAuthor), then the aggregate rows in one global order: coffees, roasters, places, each by key.
 */
@Injectable()
export class SearchAggregatesRepository {
  /**
   * Locks the author's row until the transaction ends — shared by check-in writes, exclusive for a
   * privacy change or purge — and tells whether their check-ins count as public (undefined: no row).
   */
  async lockAuthor(
    manager: EntityManager,
    userId: number,
    mode: 'share' | 'update',
  ): Promise<boolean | undefined> {
    const rows = await manager.query<{ public: boolean }[]>(
      `SELECT ${publiclyShareableSql('a')} AS public FROM checkins.authors a WHERE a.id = $1 FOR ${mode.toUpperCase()}`,
      [userId],
    );
    return rows[0]?.public;
  }

  /**
   * Moves the counters; rows are created for new names. Call `settle` once the check-ins'
   * own rows are written (inserted, updated or deleted).
   */
  async apply(manager: EntityManager, changes: readonly AggregateChange[]): Promise<AppliedChanges> {
    if (changes.length === 0) return new AppliedChanges([], [], []);
    const columns = [
      changes.map((_, index) => index),
      changes.map((change) => change.checkIn.id),
      changes.map((change) => change.checkIn.coffeeName),
      changes.map((change) => change.checkIn.roaster),
      changes.map((change) => change.checkIn.location),
      changes.map((change) => change.checkIn.rating),
      changes.map((change) => change.checkIn.photoThumbnailUrl !== null),
      changes.map((change) => change.total),
      changes.map((change) => change.public),
    ];
    const coffees = await manager.query<AppliedCoffee[]>(APPLY_COFFEES_SQL, columns);
    const roasters = await manager.query<{ key: string; check_ins_count: number }[]>(
      APPLY_ROASTERS_SQL,
      roasterChanges(coffees),
    );
    const places = await manager.query<AppliedPlace[]>(APPLY_PLACES_SQL, columns);
    return new AppliedChanges(
      coffees,
      places,
      roasters.filter((row) => row.check_ins_count === 0).map((row) => row.key),
    );
  }

  /**
   * The author's check-ins start (or stop) counting as public: after their row changed, under its
   * lock, so no check-in of theirs is written meanwhile. Bounded by their own check-ins; hidden ones
   * never count.
   */
  async republish(manager: EntityManager, userId: number, isPublic: boolean): Promise<void> {
    const rows = await manager.query<CountedCheckInRow[]>(
      `SELECT ${COUNTED_CHECK_IN_COLUMNS} FROM checkins.check_ins
       WHERE user_id = $1 AND coffee_id IS NOT NULL AND NOT hidden`,
      [userId],
    );
    const sign = isPublic ? 1 : -1;
    const applied = await this.apply(
      manager,
      rows.map((row) => ({ checkIn: countedCheckIn(row), total: 0, public: sign })),
    );
    await this.settle(manager, applied);
  }

  /**
   * After the check-in rows changed: finds the newest public photo of the rows whose photo left
   * (the statement sees every write that held these rows' locks before), and deletes the rows no
   * check-in names any more. Touches only rows `apply` locked.
   */
  async settle(manager: EntityManager, applied: AppliedChanges): Promise<void> {
    const lostPhoto = (rows: { id: number; photo_lost: boolean | null }[]) =>
      rows.filter((row) => row.photo_lost).map((row) => row.id);
    const empty = (rows: { id: number; total_after: number }[]) =>
      rows.filter((row) => row.total_after === 0).map((row) => row.id);
    const coffeesLostPhoto = lostPhoto(applied.coffees);
    if (coffeesLostPhoto.length > 0) {
      await manager.query(newestPublicPhotoSql('coffees', 'coffee_id'), [coffeesLostPhoto]);
    }
    const placesLostPhoto = lostPhoto(applied.places);
    if (placesLostPhoto.length > 0) {
      await manager.query(newestPublicPhotoSql('places', 'place_id'), [placesLostPhoto]);
    }
    const emptyCoffees = empty(applied.coffees);
    const emptyPlaces = empty(applied.places);
    if (emptyCoffees.length > 0 || emptyPlaces.length > 0 || applied.emptyRoasters.length > 0) {
      await manager.query(
        `WITH coffees AS (DELETE FROM checkins.coffees WHERE id = ANY($1::int[]) AND check_ins_count = 0),
              places AS (DELETE FROM checkins.places WHERE id = ANY($2::int[]) AND check_ins_count = 0)
         DELETE FROM checkins.roasters WHERE key = ANY($3::text[]) AND check_ins_count = 0`,
        [emptyCoffees, emptyPlaces, applied.emptyRoasters],
      );
    }
  }
}

/**
 * Per roaster: the check-ins moved, the public ones, and its coffees that turned public (+1) or
 * private (-1); its name for a new row comes from the first change naming it.
 */
function roasterChanges(
  coffees: readonly AppliedCoffee[],
): [string[], string[], number[], number[], number[]] {
  const byKey = new Map<string, { name: string; total: number; public: number; coffees: number }>();
  for (const coffee of coffees) {
    const publicBefore = coffee.public_after - coffee.public;
    const turned =
      publicBefore === 0 && coffee.public_after > 0
        ? 1
        : publicBefore > 0 && coffee.public_after === 0
          ? -1
          : 0;
    const roaster = byKey.get(coffee.roaster_key) ?? {
      name: coffee.roaster,
      total: 0,
      public: 0,
      coffees: 0,
    };
    roaster.total += coffee.total;
    roaster.public += coffee.public;
    roaster.coffees += turned;
    byKey.set(coffee.roaster_key, roaster);
  }
  const roasters = [...byKey];
  return [
    roasters.map(([key]) => key),
    roasters.map(([, roaster]) => roaster.name),
    roasters.map(([, roaster]) => roaster.total),
    roasters.map(([, roaster]) => roaster.public),
    roasters.map(([, roaster]) => roaster.coffees),
  ];
}
