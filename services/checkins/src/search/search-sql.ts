import { othersShareableSql, publiclyShareableSql } from '../privacy/visibility-sql';

/**
 * The search queries (ADR 0005), as pure SQL text. Parameters: `$1` the viewer's id (NULL for a
 * guest), `$2` the text searched for, `$3` the most results wanted.
 *
 * Candidates come from an aggregate table (coffees, roasters, places; roasters also from the admin
 * catalogue, ADR 0014) through its GIN indexes:
 * first the rows whose words start with every word of the query (full text, prefixes); only when
 * those cannot fill the page, the fuzzy ones (pg_trgm word similarity: typos). The viewer's extra
 * check-ins — shareable to them but not public: their own when they are not publicly shareable, and
 * those of friends-only friends who share — are added to the aggregates. So the cost follows the
 * matching aggregate rows and the viewer's own circle, never the number of check-ins.
 *
 * Rank: the exact text first, then prefix matches, then fuzzy ones by similarity; among equals the
 * one with more check-ins first.
 */
const VIEWER = '$1::int';
/** Immutable, so folded to a constant at plan time: the planner estimates with the real text. */
const QUERY_TEXT = 'checkins.search_normalize($2::text)';
const QUERY_WORDS = `checkins.search_prefix_query(${QUERY_TEXT})`;
const LIMIT = '$3::int';
/**
 * The least word similarity of a fuzzy match. The GIN index finds pg_trgm's default 0.6, where a
 * shared common word alone ('quiet roasters' and 'many roasters') is enough; a typo of a longer
 * word scores above 0.7 ('yirgachefe' and 'yirgacheffe' 0.82).
 */
const FUZZY_MIN = 0.65;

/**
 * The check-ins the viewer may see that the aggregates leave out, read once and index-only from
 * check_ins_user_idx (it includes coffee_id, place_id, rating and hidden), author by author. Hidden
 * check-ins count nowhere in search, not even for their author: search shows aggregates, not posts.
 */
const CIRCLE_CHECK_INS = `circle_check_ins AS MATERIALIZED (
  SELECT c.id, c.coffee_id, c.place_id, c.rating
  FROM (
    SELECT a.id AS uid FROM checkins.authors a WHERE a.id = ${VIEWER} AND NOT ${publiclyShareableSql('a')}
    UNION ALL
    SELECT f.following_id FROM checkins.follows f JOIN checkins.authors a ON a.id = f.following_id
    WHERE f.follower_id = ${VIEWER} AND f.following_id <> ${VIEWER}
      AND ${othersShareableSql(VIEWER, 'f.following_id')} AND NOT ${publiclyShareableSql('a')}
  ) circle
  JOIN checkins.check_ins c ON c.user_id = circle.uid AND NOT c.hidden
)`;

interface SearchShape {
  /** The aggregate table (or a union of row sources shaped like it); its rows are aliased `s`. */
  table: string;
  /** The viewer's extras on the rows of CTE `matches`, grouped like the table, joined as `e` on `joinOn`. */
  extra: (matches: string) => string;
  joinOn: string;
  /** Joins each candidate needs before the page is cut (what `seen` or the rank reads). */
  candidateJoins?: string;
  /** A candidate's columns besides tier and similarity; `check_ins` is the popularity. */
  columns: string;
  /** The whole text matched: ranked first. */
  exact: string;
  /** The text column pg_trgm compares with. */
  text: string;
  /** The row is shown: it has check-ins the viewer may see (public ones or extras), or is public itself. */
  seen: string;
  /** The answer's columns, from the page of candidates `page`. */
  answer: string;
  /** Joins the answer needs, after the page is cut. */
  answerJoins?: string;
  /** The column telling equals apart, so the order is total. */
  tieBreak: string;
}

function search(shape: SearchShape): string {
  const order = (of = '') => `${of}tier, ${of}similarity DESC, ${of}check_ins DESC, ${of}${shape.tieBreak}`;
  const matches = (tier: string, similarity: string, where: string) =>
    `SELECT s.*, ${tier} AS tier, ${similarity} AS similarity FROM ${shape.table} s WHERE ${where}`;
  // Extras only of the matching rows: the circle's other check-ins are never grouped.
  const candidates = (from: string) => `SELECT ${shape.columns}, s.tier, s.similarity
  FROM ${from} s LEFT JOIN (${shape.extra(from)}) e ON ${shape.joinOn}
  ${shape.candidateJoins ?? ''}
  WHERE ${shape.seen}`;
  return `WITH ${CIRCLE_CHECK_INS},
prefix_matches AS (${matches(
    `CASE WHEN ${shape.exact} THEN 0 ELSE 1 END`,
    '1::real',
    `s.search_vector @@ ${QUERY_WORDS}`,
  )}),
prefixed AS (${candidates('prefix_matches')}),
fuzzy_matches AS (${matches(
    '2',
    `public.word_similarity(${QUERY_TEXT}, ${shape.text})`,
    // Refers to no row: when the prefix matches fill the page, the table is not read again.
    `(SELECT count(*) FROM prefixed) < ${LIMIT}
    AND ${QUERY_TEXT} OPERATOR(public.<%) ${shape.text}
    AND public.word_similarity(${QUERY_TEXT}, ${shape.text}) >= ${FUZZY_MIN}
    AND (s.search_vector @@ ${QUERY_WORDS}) IS NOT TRUE`,
  )}),
fuzzy AS (${candidates('fuzzy_matches')})
SELECT ${shape.answer}
FROM (SELECT * FROM prefixed UNION ALL SELECT * FROM fuzzy ORDER BY ${order()} LIMIT ${LIMIT}) page
${shape.answerJoins ?? ''}
ORDER BY ${order('page.')}`;
}

/**
 * The thumbnail of the newest photo among the public one (`page.public_photo_id`) and the extras'
 * (`page.extra_ids`): only extras newer than the public photo are read, by primary key.
 */
const NEWEST_PHOTO_JOIN = `LEFT JOIN checkins.check_ins photo ON photo.id = GREATEST(page.public_photo_id,
  (SELECT max(x.id) FROM checkins.check_ins x WHERE x.id = ANY(page.extra_ids)
     AND x.id > COALESCE(page.public_photo_id, 0) AND x.photo_thumbnail_url IS NOT NULL))`;

/**
 * The catalogue's bag of each coffee of the page (the first catalogued when there are several), by
 * catalogue_coffee_bags_key_idx: one probe per result, in the same statement.
 */
const COFFEE_BAG_JOIN = `LEFT JOIN LATERAL (SELECT b.id FROM checkins.catalogue_coffee_bags b
  WHERE b.name_key = page.name_key AND b.roaster_key = page.roaster_key ORDER BY b.id LIMIT 1) bag ON true`;

/**
 * Coffees: `id`, `name`, `roaster`, `image_url`, `check_ins` (the ratings count), `ratings_sum`,
 * `coffee_bag_id` (the catalogue's bag, public whoever drank it).
 */
export const SEARCH_COFFEES_SQL = search({
  table: 'checkins.coffees',
  extra: (
    matches,
  ) => `SELECT coffee_id, count(*)::int AS check_ins, sum(rating)::int AS ratings, array_agg(id) AS ids
    FROM circle_check_ins WHERE coffee_id IN (SELECT id FROM ${matches}) GROUP BY coffee_id`,
  joinOn: 'e.coffee_id = s.id',
  columns: `s.id, s.name, s.roaster, s.name_key, s.roaster_key,
    s.public_check_ins_count + COALESCE(e.check_ins, 0) AS check_ins,
    s.public_ratings_sum + COALESCE(e.ratings, 0) AS ratings_sum,
    s.public_photo_check_in_id AS public_photo_id, e.ids AS extra_ids`,
  exact: `s.name_key = ${QUERY_TEXT} OR s.search_text = ${QUERY_TEXT}`,
  text: 's.search_text',
  seen: '(s.public_check_ins_count > 0 OR e.coffee_id IS NOT NULL)',
  answer: `page.id, page.name, page.roaster, photo.photo_thumbnail_url AS image_url, page.check_ins, page.ratings_sum,
    bag.id AS coffee_bag_id`,
  answerJoins: `${NEWEST_PHOTO_JOIN}\n${COFFEE_BAG_JOIN}`,
  tieBreak: 'id',
});

/**
 * Roasters that check-ins name, and the catalogue's that none names yet (counted as having no
 * check-ins): each key once, the aggregates row first, then the first catalogued of that key. The
 * planner pushes the match conditions into both branches, so each is read through its own indexes.
 */
const ROASTERS_AND_CATALOGUE = `(SELECT r.key, r.name, r.search_vector, r.public_check_ins_count, r.public_coffees_count
  FROM checkins.roasters r
  UNION ALL
  SELECT c.key, c.name, c.search_vector, 0, 0 FROM checkins.catalogue_roasters c
  WHERE c.key IS NOT NULL AND NOT EXISTS (SELECT FROM checkins.roasters r WHERE r.key = c.key)
    AND NOT EXISTS (SELECT FROM checkins.catalogue_roasters o WHERE o.key = c.key AND o.id < c.id))`;

/**
 * Roasters: `key` (the id of its page), `name` (the catalogue's spelling when it has the roaster), `location`, `logo_url` (from
 * the catalogue), `coffees` (distinct coffees: the public ones and the extras' others). A catalogued
 * roaster is shown to everyone, with the coffees the viewer may see (maybe none): the catalogue is
 * public, the check-ins are not.
 */
export const SEARCH_ROASTERS_SQL = search({
  table: ROASTERS_AND_CATALOGUE,
  extra: (matches) => `SELECT co.roaster_key, count(*)::int AS check_ins,
      count(DISTINCT co.id) FILTER (WHERE co.public_check_ins_count = 0)::int AS coffees
    FROM circle_check_ins c JOIN checkins.coffees co ON co.id = c.coffee_id
    WHERE co.roaster_key IN (SELECT key FROM ${matches}) GROUP BY co.roaster_key`,
  joinOn: 'e.roaster_key = s.key',
  candidateJoins: `LEFT JOIN LATERAL (SELECT c.name, c.location, c.logo_url FROM checkins.catalogue_roasters c
    WHERE c.key = s.key ORDER BY c.id LIMIT 1) cat ON true`,
  columns: `s.key, COALESCE(cat.name, s.name) AS name, cat.location, cat.logo_url,
    s.public_check_ins_count + COALESCE(e.check_ins, 0) AS check_ins,
    s.public_coffees_count + COALESCE(e.coffees, 0) AS coffees`,
  exact: `s.key = ${QUERY_TEXT}`,
  text: 's.key',
  seen: '(s.public_check_ins_count > 0 OR e.roaster_key IS NOT NULL OR cat.name IS NOT NULL)',
  answer: 'page.key, page.name, page.location, page.logo_url, page.coffees',
  tieBreak: 'key',
});

/** Places (cafés): `id`, `name`, `image_url`, `check_ins`. */
export const SEARCH_PLACES_SQL = search({
  table: 'checkins.places',
  extra: (matches) => `SELECT place_id, count(*)::int AS check_ins, array_agg(id) AS ids
    FROM circle_check_ins WHERE place_id IN (SELECT id FROM ${matches}) GROUP BY place_id`,
  joinOn: 'e.place_id = s.id',
  columns: `s.id, s.name, s.public_check_ins_count + COALESCE(e.check_ins, 0) AS check_ins,
    s.public_photo_check_in_id AS public_photo_id, e.ids AS extra_ids`,
  exact: `s.key = ${QUERY_TEXT}`,
  text: 's.key',
  seen: '(s.public_check_ins_count > 0 OR e.place_id IS NOT NULL)',
  answer: 'page.id, page.name, photo.photo_thumbnail_url AS image_url, page.check_ins',
  answerJoins: NEWEST_PHOTO_JOIN,
  tieBreak: 'id',
});
