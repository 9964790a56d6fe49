import { CARD_COLUMNS, CARD_FROM } from '../cards/card-sql';
import { notHiddenSql, othersShareableSql, shareableAuthorSql } from '../privacy/visibility-sql';

/**
 * The queries of the coffee, roaster and café pages (ADR 0017), as pure SQL text. `$1` is always
 * the viewer's id (NULL for a guest), `$2` the page's id. Counts, ratings, notes and friends come
 * from the check-ins the viewer may see in discover — ADR 0005's rule, as search counts them: a
 * check-in a rule hid counts nowhere. Each page's check-ins are reached through an index on its
 * scope (check_ins_coffee_idx, check_ins_place_idx, coffees_roaster_idx then check_ins_coffee_idx),
 * so the cost follows the page's own check-ins, never the table.
 */
const VIEWER = '$1::int';

/** Which check-ins (alias `c`) a page is about. */
export type PageScope = 'coffee' | 'roaster' | 'cafe';

const ROASTER_KEY = 'checkins.search_normalize($2::text)';

const SCOPES: Record<PageScope, string> = {
  coffee: 'c.coffee_id = $2::int',
  cafe: 'c.place_id = $2::int',
  roaster: `c.coffee_id IN (SELECT co.id FROM checkins.coffees co WHERE co.roaster_key = ${ROASTER_KEY})`,
};

/** The scope's check-ins that count on a page, with their authors (`a`) checked; `joins` adds more. */
const countedFrom = (scope: PageScope, joins = '') => `checkins.check_ins c ${joins}
  JOIN checkins.authors a ON a.id = c.user_id
  WHERE ${SCOPES[scope]} AND NOT c.hidden AND ${shareableAuthorSql(VIEWER, 'c.user_id')}`;

/**
 * `distribution` (counts of 1 to 5 stars), `ratings_sum`, and `notes` (JSON: the `$3` most noted,
 * each once whatever its case, in its alphabetically first spelling).
 */
export function statsSql(scope: PageScope): string {
  return `WITH counted AS MATERIALIZED (SELECT c.rating, c.tasting_notes FROM ${countedFrom(scope)})
SELECT
  (SELECT array_agg(COALESCE(r.n, 0) ORDER BY stars.n)
     FROM generate_series(1, 5) AS stars(n)
     LEFT JOIN (SELECT rating, count(*)::int AS n FROM counted GROUP BY rating) r ON r.rating = stars.n
  ) AS distribution,
  (SELECT COALESCE(sum(rating), 0)::int FROM counted) AS ratings_sum,
  (SELECT COALESCE(json_agg(json_build_object('name', t.name, 'count', t.n) ORDER BY t.n DESC, t.name), '[]')
     FROM (SELECT min(note) AS name, count(*)::int AS n
           FROM counted, unnest(counted.tasting_notes) AS note
           WHERE btrim(note) <> ''
           GROUP BY lower(btrim(note))
           ORDER BY count(*) DESC, lower(btrim(note)) LIMIT $3::int) t
  ) AS notes`;
}

/**
 * People the viewer follows and may see (shareable to them) with a check-in in the scope that is
 * not hidden: `$3` at most this many, alphabetically, each row carrying the total. Bounded by the
 * viewer's followees and their own check-ins (check_ins_user_idx).
 */
export function friendsSql(scope: PageScope): string {
  return `SELECT a.id, a.username, a.avatar_url, count(*) OVER ()::int AS total
FROM checkins.follows f JOIN checkins.authors a ON a.id = f.following_id
WHERE f.follower_id = ${VIEWER} AND f.following_id <> ${VIEWER}
  AND ${othersShareableSql(VIEWER, 'f.following_id')}
  AND EXISTS (SELECT 1 FROM checkins.check_ins c WHERE c.user_id = f.following_id AND ${SCOPES[scope]} AND NOT c.hidden)
ORDER BY lower(a.username), a.id
LIMIT $3::int`;
}

/** The scope's cards the viewer may see in discover, newest first (`$3` the last id, `$4` the count). */
export function checkInsSql(scope: PageScope): string {
  return `SELECT ${CARD_COLUMNS}
FROM ${CARD_FROM}
WHERE ${SCOPES[scope]} AND c.id < $3::bigint
  AND ${shareableAuthorSql(VIEWER, 'c.user_id')} AND ${notHiddenSql(VIEWER)}
ORDER BY c.id DESC
LIMIT $4::int`;
}

/** The first catalogued of several entries for one key (ADR 0014). */
const CATALOGUE_ROASTER = (key: string) => `LEFT JOIN LATERAL (
    SELECT r.name, r.location, r.website, r.logo_url FROM checkins.catalogue_roasters r
    WHERE r.key = ${key} ORDER BY r.id LIMIT 1) cat ON true`;

/** A coffee (`$1` its id) with its catalogue bag and roaster, by their key indexes. */
export const COFFEE_SQL = `SELECT co.id, co.name, co.roaster, co.roaster_key,
  bag.id AS bag_id, bag.image_url, bag.origin, bag.processing_method, bag.roast_level, bag.flavor_notes,
  cat.name AS catalogue_name, cat.location, cat.website, cat.logo_url
FROM checkins.coffees co
LEFT JOIN LATERAL (
  SELECT b.id, b.image_url, b.origin, b.processing_method, b.roast_level, b.flavor_notes
  FROM checkins.catalogue_coffee_bags b
  WHERE b.name_key = co.name_key AND b.roaster_key = co.roaster_key ORDER BY b.id LIMIT 1) bag ON true
${CATALOGUE_ROASTER('co.roaster_key')}
WHERE co.id = $1::int`;

/** A roaster by any spelling of its name (`$1`): check-ins name it, or the catalogue has it. */
export const ROASTER_SQL = `SELECT k.key, COALESCE(cat.name, r.name) AS name,
  cat.name AS catalogue_name, cat.location, cat.website, cat.logo_url
FROM (SELECT checkins.search_normalize($1::text) AS key) k
LEFT JOIN checkins.roasters r ON r.key = k.key
${CATALOGUE_ROASTER('k.key')}
WHERE r.key IS NOT NULL OR cat.name IS NOT NULL`;

/** A roaster's coffees with counted check-ins (`$2` its name), most checked in first, `$3` at most. */
export const ROASTER_COFFEES_SQL = `SELECT co.id, co.name, count(*)::int AS check_ins, sum(c.rating)::int AS ratings_sum
FROM ${countedFrom('roaster', 'JOIN checkins.coffees co ON co.id = c.coffee_id')}
GROUP BY co.id
ORDER BY count(*) DESC, co.id
LIMIT $3::int`;

/** A place (`$1` its id). */
export const PLACE_SQL = `SELECT p.id, p.name FROM checkins.places p WHERE p.id = $1::int`;
