/**
 * Autocomplete of the check-in form (ADR 0017), as pure SQL text. `$1` the person typing, `$2` the
 * text typed, and the last parameter the most suggestions wanted. Every word typed must start a
 * word of the suggestion (the search aggregates' full-text prefixes, ADR 0005). Three sources,
 * in this order: the admin catalogue, the person's own check-ins, the community's (publicly
 * shareable check-ins only, as search shows them to a guest). Each key (normalised name and
 * roaster) is offered once, in its best source, and a roaster the catalogue has is always spelled
 * the catalogue's way, so picking a suggestion never starts a second spelling of one coffee.
 *
 * Cost: the catalogue and the aggregates through their GIN indexes, the person's history through
 * check_ins_user_idx (index-only: it includes coffee_id); each source is cut before it is merged.
 */
const WORDS = 'checkins.search_prefix_query(checkins.search_normalize($2::text))';
const SOURCE_LIMIT = 20;

/** The catalogue's spelling of the roaster whose key is `key`, when it has one (first catalogued). */
const catalogueName = (key: string) =>
  `(SELECT r.name FROM checkins.catalogue_roasters r WHERE r.key = ${key} ORDER BY r.id LIMIT 1)`;

/** Each key once, from its best source; the page ordered by source, popularity and name. */
const ranked = (key: string, limit: string) => `(SELECT * FROM (
    SELECT DISTINCT ON (${key}) * FROM candidates ORDER BY ${key}, tier, popularity DESC, display
  ) one_per_key
  ORDER BY tier, popularity DESC, display
  LIMIT ${limit}) page`;
const PAGE_ORDER = 'ORDER BY page.tier, page.popularity DESC, page.display';

/**
 * Coffees: `coffee_name`, `roaster`, `tier` (0 catalogue, 1 history, 2 community). `$3` narrows to
 * one roaster (any spelling; NULL for all), `$4` the limit.
 */
export const SUGGEST_COFFEES_SQL = `WITH narrow AS (SELECT NULLIF(checkins.search_normalize($3::text), '') AS roaster_key),
candidates AS (
  (SELECT 0 AS tier, b.name_key, b.roaster_key, b.coffee_name AS display,
      COALESCE(${catalogueName('b.roaster_key')}, b.roaster_name) AS roaster, 0 AS popularity
   FROM checkins.catalogue_coffee_bags b, narrow
   WHERE b.search_vector @@ ${WORDS} AND b.roaster_key IS NOT NULL
     AND (narrow.roaster_key IS NULL OR b.roaster_key = narrow.roaster_key)
   ORDER BY b.id LIMIT ${SOURCE_LIMIT})
  UNION ALL
  (SELECT 1, co.name_key, co.roaster_key, co.name, COALESCE(${catalogueName('co.roaster_key')}, co.roaster),
      mine.check_ins
   FROM (SELECT c.coffee_id, count(*)::int AS check_ins FROM checkins.check_ins c
         WHERE c.user_id = $1::int AND c.coffee_id IS NOT NULL GROUP BY c.coffee_id) mine
   JOIN checkins.coffees co ON co.id = mine.coffee_id, narrow
   WHERE co.search_vector @@ ${WORDS} AND (narrow.roaster_key IS NULL OR co.roaster_key = narrow.roaster_key)
   ORDER BY mine.check_ins DESC, co.id LIMIT ${SOURCE_LIMIT})
  UNION ALL
  (SELECT 2, co.name_key, co.roaster_key, co.name, COALESCE(${catalogueName('co.roaster_key')}, co.roaster),
      co.public_check_ins_count
   FROM checkins.coffees co, narrow
   WHERE co.search_vector @@ ${WORDS} AND co.public_check_ins_count > 0
     AND (narrow.roaster_key IS NULL OR co.roaster_key = narrow.roaster_key)
   ORDER BY co.public_check_ins_count DESC, co.id LIMIT ${SOURCE_LIMIT})
)
SELECT page.display AS coffee_name, page.roaster, page.tier FROM ${ranked('name_key, roaster_key', '$4::int')}
${PAGE_ORDER}`;

/** Roasters: `roaster`, `tier`; `$3` the limit. */
export const SUGGEST_ROASTERS_SQL = `WITH candidates AS (
  (SELECT 0 AS tier, r.key, r.name AS display, 0 AS popularity
   FROM checkins.catalogue_roasters r
   WHERE r.search_vector @@ ${WORDS}
   ORDER BY r.id LIMIT ${SOURCE_LIMIT})
  UNION ALL
  (SELECT 1, ro.key, ro.name, mine.check_ins
   FROM (SELECT co.roaster_key, count(*)::int AS check_ins
         FROM checkins.check_ins c JOIN checkins.coffees co ON co.id = c.coffee_id
         WHERE c.user_id = $1::int GROUP BY co.roaster_key) mine
   JOIN checkins.roasters ro ON ro.key = mine.roaster_key
   WHERE ro.search_vector @@ ${WORDS}
   ORDER BY mine.check_ins DESC, ro.key LIMIT ${SOURCE_LIMIT})
  UNION ALL
  (SELECT 2, ro.key, ro.name, ro.public_check_ins_count
   FROM checkins.roasters ro
   WHERE ro.search_vector @@ ${WORDS} AND ro.public_check_ins_count > 0
   ORDER BY ro.public_check_ins_count DESC, ro.key LIMIT ${SOURCE_LIMIT})
)
SELECT COALESCE(${catalogueName('page.key')}, page.display) AS roaster, page.tier
FROM ${ranked('key', '$3::int')}
${PAGE_ORDER}`;
