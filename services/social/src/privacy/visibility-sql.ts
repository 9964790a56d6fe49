/**
 * The privacy rule of ADR 0005 as SQL. `viewer` is an SQL expression of the viewer's id (NULL for a
 * guest), `c` the alias of the owner's `social.user_cards` row and `rel` the alias of
 * relationJoinSql's row: whether the viewer follows the owner and the owner follows the viewer.
 *
 * visible(o, v) = v is o OR o is public OR (o is friends-only AND o and v follow each other)
 *
 * Always true or false (never NULL), also for a guest.
 */
export function visibleSql(viewer: string, c = 'c', rel = 'rel'): string {
  return `(${c}.id IS NOT DISTINCT FROM ${viewer} OR ${c}.profile_visibility = 'public'
    OR (${c}.profile_visibility = 'friends' AND ${rel}.is_following AND ${rel}.follows_you))`;
}

/** shareable(o, v) = v is o OR (o shares their check-ins AND visible(o, v)); same aliases as visibleSql. */
export function shareableSql(viewer: string, c = 'c', rel = 'rel'): string {
  return `(${c}.id IS NOT DISTINCT FROM ${viewer} OR (${c}.share_check_ins AND ${visibleSql(viewer, c, rel)}))`;
}

/** One row per card: `is_following` (the viewer follows `c`) and `follows_you` (`c` follows the viewer). */
export function relationJoinSql(viewer: string, c = 'c', rel = 'rel'): string {
  return `CROSS JOIN LATERAL (SELECT
      EXISTS (SELECT 1 FROM social.follows WHERE follower_id = ${viewer} AND following_id = ${c}.id) AS is_following,
      EXISTS (SELECT 1 FROM social.follows WHERE follower_id = ${c}.id AND following_id = ${viewer}) AS follows_you
    ) ${rel}`;
}

/**
 * The people `viewer` follows and may see (ADR 0005): `id`, and `edge_id` of the follow. Only
 * they may lead the viewer to others (mutual friends, suggestions): walking through someone hidden
 * would tell whom they follow, which their own lists refuse to.
 */
export function visibleFolloweesSql(viewer: string): string {
  return `SELECT f.id AS edge_id, i.id FROM social.follows f
      JOIN social.user_cards i ON i.id = f.following_id ${relationJoinSql(viewer, 'i', 'irel')}
    WHERE f.follower_id = ${viewer} AND ${visibleSql(viewer, 'i', 'irel')}`;
}
