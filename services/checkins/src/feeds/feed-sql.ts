import { CARD_COLUMNS, CARD_FROM, CARD_FROM_PROBING_AUTHORS } from '../cards/card-sql';
import {
  notHiddenSql,
  othersShareableSql,
  othersVisibleSql,
  shareableAuthorSql,
  visibleAuthorSql,
} from '../privacy/visibility-sql';

/**
 * The SQL of every feed page, as pure text. Parameter `$1` is always the viewer's id (NULL for a
 * guest); each query documents the others. Keyset paging: a page asks for `limit + 1` rows. Content
 * a moderation rule hid is left out of every one of them but for its author (NOT_HIDDEN); only the
 * administrators' lists show it.
 */
const VIEWER = '$1::int';
const NOT_HIDDEN = notHiddenSql(VIEWER);

/** Above every check-in id (ids are int4): the keyset bound of a first page. */
export const FIRST_PAGE_ID = 2 ** 31;

/**
 * Discover, recent — `$2` the id of the previous page's last card (FIRST_PAGE_ID for the first),
 * `$3` the row count. Walks `check_ins_pkey` backwards; the benchmark's bare server runs this text.
 */
export const DISCOVER_RECENT_SQL = `SELECT ${CARD_COLUMNS}
FROM ${CARD_FROM}
WHERE c.id < $2::bigint AND ${shareableAuthorSql(VIEWER, 'c.user_id')} AND ${NOT_HIDDEN}
ORDER BY c.id DESC
LIMIT $3::int`;

/**
 * The discover/recent page as the service runs it: `rows` is `limit + 1` (the extra row only says a
 * next page exists), `belowId` the previous page's last id. Map rows with `cardFromRow`.
 */
export function discoverRecentQuery(
  viewerId: number | null,
  rows: number,
  belowId: number = FIRST_PAGE_ID,
): { text: string; values: [number | null, number, number] } {
  return { text: DISCOVER_RECENT_SQL, values: [viewerId, belowId, rows] };
}

/** Discover, top — `$2, $3, $4` rating, likes and id of the last card (6, 0, 0 first), `$5` the count. */
export const DISCOVER_TOP_SQL = `SELECT ${CARD_COLUMNS}
FROM ${CARD_FROM}
WHERE (c.rating, c.likes_count, c.id) < ($2::smallint, $3::int, $4::int) AND ${shareableAuthorSql(VIEWER, 'c.user_id')}
  AND ${NOT_HIDDEN}
ORDER BY c.rating DESC, c.likes_count DESC, c.id DESC
LIMIT $5::int`;

/**
 * The administrators' list, all (SPEC §7): every check-in whatever its author's privacy, hidden ones
 * too, newest first on `check_ins_pkey` (`$2` the last id, `$3` the count).
 */
export const ADMIN_ALL_SQL = `SELECT ${CARD_COLUMNS}
FROM ${CARD_FROM}
WHERE c.id < $2::bigint
ORDER BY c.id DESC
LIMIT $3::int`;

/**
 * The administrators' list, popular: every check-in by likes, then comments, then id, on
 * `check_ins_popular_idx` (`$2, $3, $4` likes, comments and id of the last card; FIRST_PAGE_ID, 0,
 * 0 first; `$5` the count).
 */
export const ADMIN_POPULAR_SQL = `SELECT ${CARD_COLUMNS}
FROM ${CARD_FROM}
WHERE (c.likes_count, c.comments_count, c.id) < ($2::bigint, $3::int, $4::int)
ORDER BY c.likes_count DESC, c.comments_count DESC, c.id DESC
LIMIT $5::int`;

/**
 * The people the viewer follows whose check-ins the viewer may see; with `self`, the viewer too.
 * `shared` adds the discover condition (the author shares check-ins).
 */
function authorsOfFeed(opts: { self: boolean; shared: boolean }): string {
  const predicate = opts.shared
    ? othersShareableSql(VIEWER, 'f.following_id')
    : othersVisibleSql(VIEWER, 'f.following_id');
  const followees = `SELECT f.following_id AS uid FROM checkins.follows f
    JOIN checkins.authors a ON a.id = f.following_id
    WHERE f.follower_id = ${VIEWER} AND f.following_id <> ${VIEWER} AND ${predicate}`;
  return opts.self ? `SELECT ${VIEWER} AS uid UNION ALL ${followees}` : followees;
}

/**
 * Newest check-ins of a set of authors, by id: for each author the newest `$3` below `$2` from
 * `check_ins_user_idx` (index only), merged — reads at most authors × `$3` index entries, whatever
 * the table size — then the page's rows by primary key.
 */
function recentOfAuthors(authors: string): string {
  return `SELECT ${CARD_COLUMNS}
FROM (
  SELECT ci.id FROM (${authors}) u
  CROSS JOIN LATERAL (
    SELECT ci.id FROM checkins.check_ins ci
    WHERE ci.user_id = u.uid AND ci.id < $2::bigint AND ${notHiddenSql(VIEWER, 'ci')}
    ORDER BY ci.id DESC LIMIT $3::int
  ) ci
  ORDER BY ci.id DESC
  LIMIT $3::int
) page
JOIN checkins.check_ins c ON c.id = page.id
LEFT JOIN checkins.authors a ON a.id = c.user_id
ORDER BY c.id DESC`;
}

/** Discover, friends: the visible, sharing followees' check-ins, newest first (`$2` last id, `$3` count). */
export const DISCOVER_FRIENDS_SQL = recentOfAuthors(authorsOfFeed({ self: false, shared: true }));

/** Home feed read from PostgreSQL (beyond the timeline's cap): own and visible followees' check-ins. */
export const HOME_RECENT_SQL = recentOfAuthors(authorsOfFeed({ self: true, shared: false }));
/** Home feed, friends, read from PostgreSQL: visible followees only. */
export const HOME_FRIENDS_SQL = recentOfAuthors(authorsOfFeed({ self: false, shared: false }));

/**
 * Home feed, top: own and visible followees' check-ins by rating, likes, id (params as
 * DISCOVER_TOP_SQL): each author's best `$5` from `check_ins_user_idx`, merged, so the cost follows
 * the followees' check-ins, not the table.
 */
export const HOME_TOP_SQL = `SELECT ${CARD_COLUMNS}
FROM (
  SELECT ci.id, ci.rating, ci.likes_count FROM (${authorsOfFeed({ self: true, shared: false })}) u
  CROSS JOIN LATERAL (
    SELECT ci.id, ci.rating, ci.likes_count FROM checkins.check_ins ci
    WHERE ci.user_id = u.uid AND (ci.rating, ci.likes_count, ci.id) < ($2::smallint, $3::int, $4::int)
      AND ${notHiddenSql(VIEWER, 'ci')}
    ORDER BY ci.rating DESC, ci.likes_count DESC, ci.id DESC
    LIMIT $5::int
  ) ci
  ORDER BY ci.rating DESC, ci.likes_count DESC, ci.id DESC
  LIMIT $5::int
) page
JOIN checkins.check_ins c ON c.id = page.id
LEFT JOIN checkins.authors a ON a.id = c.user_id
ORDER BY c.rating DESC, c.likes_count DESC, c.id DESC`;

const EARTH_RADIUS_KM = 6371;
/**
 * Haversine distance in km from (`$2` lat, `$3` lng) to the check-in. Parameters of the nearby
 * queries: `$4..$7` the bounding box (min lat, max lat, min lng, max lng), `$8` the radius,
 * `$9, $10` distance and id of the last card (-1, 0 first), `$11` the count.
 */
const DISTANCE_KM = `(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
  power(sin(radians(c.latitude - $2::float8) / 2), 2)
  + cos(radians($2::float8)) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - $3::float8) / 2), 2)))))`;

function nearby(authorPredicate: string): string {
  return `SELECT * FROM (
  SELECT ${CARD_COLUMNS}, ${DISTANCE_KM} AS distance_km
  FROM ${CARD_FROM}
  WHERE c.latitude IS NOT NULL
    AND c.latitude BETWEEN $4::float8 AND $5::float8 AND c.longitude BETWEEN $6::float8 AND $7::float8
    AND ${authorPredicate} AND ${NOT_HIDDEN}
) n
WHERE n.distance_km <= $8::float8 AND (n.distance_km, n.id) > ($9::float8, $10::int)
ORDER BY n.distance_km, n.id
LIMIT $11::int`;
}

/** Discover, nearby: within the radius, nearest first, then id; the box uses `check_ins_geo_idx`. */
export const DISCOVER_NEARBY_SQL = nearby(shareableAuthorSql(VIEWER, 'c.user_id'));
/** Home feed, nearby: own and visible followees' check-ins within the radius. */
export const HOME_NEARBY_SQL = nearby(`c.user_id IN (${authorsOfFeed({ self: true, shared: false })})`);

/**
 * The profile's author (`$2` a username, in any case: `authors_username_lower_idx`) and whether the
 * viewer may see the profile (visible, ADR 0005). The exact spelling wins a tie.
 */
export const PROFILE_AUTHOR_SQL = `SELECT a.id, COALESCE(${visibleAuthorSql(VIEWER, 'a.id')}, false) AS visible
FROM checkins.authors a
WHERE lower(a.username) = lower($2::text)
ORDER BY a.username = $2::text DESC, a.id
LIMIT 1`;

/** PROFILE_AUTHOR_SQL by id (`$2`): the author of a User entity of the graph. */
export const PROFILE_AUTHOR_BY_ID_SQL = `SELECT a.id, COALESCE(${visibleAuthorSql(VIEWER, 'a.id')}, false) AS visible
FROM checkins.authors a
WHERE a.id = $2::int`;

/** Of the check-ins `$2` (int[]), the cards the viewer may see (the rule of comments and likes). */
export const VISIBLE_CARDS_SQL = `SELECT ${CARD_COLUMNS}
FROM ${CARD_FROM}
WHERE c.id = ANY($2::int[]) AND ${visibleAuthorSql(VIEWER, 'c.user_id')} AND ${NOT_HIDDEN}`;

/** One author's check-ins (`$2`: the viewer's own list or a profile's), newest first (`$3` last id, `$4` count), on `check_ins_user_idx`. */
export const AUTHOR_SQL = `SELECT ${CARD_COLUMNS}
FROM ${CARD_FROM}
WHERE c.user_id = $2::int AND c.id < $3::bigint AND ${NOT_HIDDEN}
ORDER BY c.id DESC
LIMIT $4::int`;

/** What the viewer saved and may still see, most recently saved first (`$2` last saved id, `$3` count). */
export const SAVED_SQL = `SELECT ${CARD_COLUMNS}, s.id AS saved_id
FROM checkins.saved_check_ins s
JOIN checkins.check_ins c ON c.id = s.check_in_id
LEFT JOIN checkins.authors a ON a.id = c.user_id
WHERE s.user_id = ${VIEWER} AND s.id < $2::bigint AND ${visibleAuthorSql(VIEWER, 'c.user_id')} AND ${NOT_HIDDEN}
ORDER BY s.id DESC
LIMIT $3::int`;

/** One check-in for the shared page (`$2` its id), when its owner's privacy lets it be shared. */
export const SHARED_SQL = `SELECT ${CARD_COLUMNS}
FROM ${CARD_FROM}
WHERE c.id = $2::int AND ${shareableAuthorSql(VIEWER, 'c.user_id')} AND ${NOT_HIDDEN}`;

/**
 * A home timeline page in one query: of the timeline's check-in ids `$2` (int[]), the newest `$3`
 * (newest = highest id, the timeline's own order) whose author the viewer may see, as cards. Walks
 * `check_ins_pkey` backwards over the ids and stops at `$3` cards, so a hidden or deleted entry costs
 * a probe and only the page's cards are hydrated (likes, saves).
 */
export const TIMELINE_PAGE_SQL = `SELECT ${CARD_COLUMNS}
FROM ${CARD_FROM_PROBING_AUTHORS}
WHERE c.id = ANY($2::int[]) AND ${visibleAuthorSql(VIEWER, 'c.user_id')} AND ${NOT_HIDDEN}
ORDER BY c.id DESC
LIMIT $3::int`;

/**
 * The ids of a home timeline rebuilt from PostgreSQL (`$1` the user, `$2` exclusive lower id bound,
 * `$3` the cap): own and every followee's check-ins, privacy left to read time.
 */
export const TIMELINE_REBUILD_SQL = `SELECT c.id, c.user_id
FROM (SELECT $1::int AS uid UNION ALL SELECT f.following_id FROM checkins.follows f
      WHERE f.follower_id = $1::int AND f.following_id <> $1::int) u
CROSS JOIN LATERAL (
  SELECT ci.id, ci.user_id FROM checkins.check_ins ci
  WHERE ci.user_id = u.uid AND ci.id > $2::int ORDER BY ci.id DESC LIMIT $3::int
) c
ORDER BY c.id DESC
LIMIT $3::int`;

/** Followers of an author (`$1`), for the fan-out, on `follows_following_idx`. */
export const FOLLOWERS_SQL = `SELECT follower_id FROM checkins.follows WHERE following_id = $1::int AND follower_id <> $1::int`;
