/**
 * The privacy rule as reusable SQL predicates (brief "Privacy rule"). `viewer` is an SQL
 * expression of the viewer's id (`$1::int`, NULL for a guest), `author` one of the author's id, and
 * `a` the alias of the author's `checkins.authors` row, LEFT JOINed: an author missing from
 * `authors` is visible to nobody but themselves (deny by default).
 *
 * visible(a, v) = v is a OR (a.profile_visibility = 'public'
 *                 OR (a.profile_visibility = 'friends' AND v follows a AND a follows v))
 *
 * With a NULL viewer the predicate is NULL or TRUE (public only), which WHERE treats as false.
 */
export function visibleAuthorSql(viewer: string, author: string, a = 'a'): string {
  return `(${author} = ${viewer} OR ${othersVisibleSql(viewer, author, a)})`;
}

/** shareable for an author known not to be the viewer. */
export function othersShareableSql(viewer: string, author: string, a = 'a'): string {
  return `(${a}.share_check_ins AND ${othersVisibleSql(viewer, author, a)})`;
}

/** Discover and the shared page: visible AND the author shares check-ins (the owner still sees their own). */
export function shareableAuthorSql(viewer: string, author: string, a = 'a'): string {
  return `(${author} = ${viewer} OR (${a}.share_check_ins AND ${othersVisibleSql(viewer, author, a)}))`;
}

/**
 * shareable to everyone, guests included: what the search aggregates count (ADR 0005). Unlike the
 * predicates above it reads only the author's row, `a` INNER JOINed (a missing author counts as not).
 */
export function publiclyShareableSql(a = 'a'): string {
  return `(${a}.profile_visibility = 'public' AND ${a}.share_check_ins)`;
}

/** visible(a, v) for an author known not to be the viewer (a followee): no owner shortcut, `a` INNER JOINed. */
export function othersVisibleSql(viewer: string, author: string, a = 'a'): string {
  return `(${a}.profile_visibility = 'public' OR (${a}.profile_visibility = 'friends'
    AND EXISTS (SELECT 1 FROM checkins.follows pv WHERE pv.follower_id = ${viewer} AND pv.following_id = ${author})
    AND EXISTS (SELECT 1 FROM checkins.follows pa WHERE pa.follower_id = ${author} AND pa.following_id = ${viewer})))`;
}

/**
 * Not hidden by a moderation rule, or the viewer wrote it (`c` the check-in's alias): hidden content
 * exists only for its author (administrators read it on their own surfaces).
 */
export function notHiddenSql(viewer: string, c = 'c'): string {
  return `(NOT ${c}.hidden OR ${c}.user_id = ${viewer})`;
}
