// The invariants of a chaos run, asked of PostgreSQL directly (never through the system under test).
// `exactlyOnce` compares the acknowledged writes with the source tables; `projectionDrift` compares
// every counter and projection with a recount from the tables that own the facts.
import pg from 'pg';

/** Rows of a query on a fresh connection (the database may just have restarted). */
export async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Every acknowledged check-in, comment, like and follow exists exactly once: by id (and by the
 * unique token it was sent with), and no token appears on two rows (a retried write stored twice).
 */
export async function exactlyOnce(url, acked) {
  const problems = { lost: [], duplicates: [] };
  const checkIns = await query(url, `SELECT id, notes FROM checkins.check_ins WHERE notes LIKE 'chaos %'`);
  const comments = await query(
    url,
    `SELECT id, content FROM checkins.comments WHERE content LIKE 'chaos comment %'`,
  );
  const likes = await query(url, `SELECT check_in_id || ':' || user_id AS key FROM checkins.likes`);
  const follows = await query(url, `SELECT follower_id || ':' || following_id AS key FROM social.follows`);
  const compare = (what, rows, column, acknowledged) => {
    const byId = new Map(rows.map((row) => [Number(row.id), row[column]]));
    for (const [id, { token }] of acknowledged) {
      if (byId.get(Number(id)) !== token) problems.lost.push(`${what} ${id} (${token})`);
    }
    const seen = new Map();
    for (const row of rows) seen.set(row[column], (seen.get(row[column]) ?? 0) + 1);
    for (const [token, count] of seen)
      if (count > 1) problems.duplicates.push(`${what} "${token}" ×${count}`);
  };
  compare('check-in', checkIns, 'notes', acked.checkIns);
  compare('comment', comments, 'content', acked.comments);
  const likeKeys = new Set(likes.map((row) => row.key));
  for (const key of acked.likes) if (!likeKeys.has(key)) problems.lost.push(`like ${key}`);
  const followKeys = new Set(follows.map((row) => row.key));
  for (const key of acked.follows) if (!followKeys.has(key)) problems.lost.push(`follow ${key}`);
  return problems;
}

/**
 * A check that a projection holds exactly the source's rows: `source` and `copy` select the same
 * columns; a row missing from the copy and a row only the copy has are both drift.
 */
function sameRows(name, source, copy) {
  return [
    name,
    `(SELECT 'missing' AS side, * FROM (${source}) s EXCEPT SELECT 'missing', * FROM (${copy}) c)
     UNION ALL (SELECT 'extra', * FROM (${copy}) c EXCEPT SELECT 'extra', * FROM (${source}) s)`,
  ];
}

/**
 * Each check: a name and a query listing the rows where a projection or counter differs from its
 * recount from the owning tables (no rows: converged).
 */
const DRIFT_CHECKS = [
  [
    'check-in like/comment counters',
    `SELECT c.id, c.likes_count, c.comments_count, l.n AS likes, m.n AS comments
     FROM checkins.check_ins c
     LEFT JOIN LATERAL (SELECT count(*)::int n FROM checkins.likes WHERE check_in_id = c.id) l ON true
     LEFT JOIN LATERAL (SELECT count(*)::int n FROM checkins.comments WHERE check_in_id = c.id AND NOT hidden) m ON true
     WHERE (c.likes_count, c.comments_count) IS DISTINCT FROM (l.n, m.n)`,
  ],
  [
    'social user counters (check-ins, followers, following)',
    `SELECT u.id, uc.check_ins_count, uc.followers_count, uc.following_count, r.*
     FROM identity.users u
     LEFT JOIN social.user_counters uc ON uc.user_id = u.id
     CROSS JOIN LATERAL (SELECT
       (SELECT count(*)::int FROM checkins.check_ins WHERE user_id = u.id) AS check_ins,
       (SELECT count(*)::int FROM social.follows WHERE following_id = u.id) AS followers,
       (SELECT count(*)::int FROM social.follows WHERE follower_id = u.id) AS following) r
     WHERE (COALESCE(uc.check_ins_count, 0), COALESCE(uc.followers_count, 0), COALESCE(uc.following_count, 0))
       IS DISTINCT FROM (r.check_ins, r.followers, r.following)`,
  ],
  sameRows(
    'checkins follow edges (feeds) = social follows',
    'SELECT follower_id, following_id FROM social.follows',
    'SELECT follower_id, following_id FROM checkins.follows',
  ),
  [
    'checkins authors = identity users',
    `SELECT u.id, u.username, a.username AS projected FROM identity.users u
     LEFT JOIN checkins.authors a ON a.id = u.id WHERE a.username IS DISTINCT FROM u.username`,
  ],
  sameRows(
    'social check-in facts = check-ins',
    'SELECT id FROM checkins.check_ins',
    'SELECT check_in_id FROM social.check_in_facts',
  ),
  sameRows(
    'insights check-in facts = check-ins',
    'SELECT id FROM checkins.check_ins',
    'SELECT check_in_id FROM insights.check_in_facts',
  ),
  sameRows(
    'insights likes = likes',
    'SELECT check_in_id, user_id FROM checkins.likes',
    'SELECT check_in_id, user_id FROM insights.likes',
  ),
  sameRows(
    'insights comments = comments',
    'SELECT id FROM checkins.comments',
    'SELECT id FROM insights.comments',
  ),
  sameRows(
    'insights follows = social follows',
    'SELECT follower_id, following_id FROM social.follows',
    'SELECT follower_id, following_id FROM insights.follows',
  ),
  [
    // The progress of insights' badge rules, recounted for everyone at once: earned = reached.
    'badges = badges reached',
    `WITH progress AS (
       SELECT u.id AS user_id, p.* FROM identity.users u CROSS JOIN LATERAL (SELECT
         count(*) FILTER (WHERE counts_for_badges) AS check_ins,
         count(DISTINCT coffee_key) FILTER (WHERE counts_for_badges) AS unique_coffees,
         count(DISTINCT roaster_key) FILTER (WHERE counts_for_badges) AS unique_roasters,
         count(DISTINCT brew_method) FILTER (WHERE counts_for_badges) AS brew_methods,
         count(DISTINCT roast_level) FILTER (WHERE counts_for_badges) AS roast_levels,
         count(DISTINCT process) FILTER (WHERE counts_for_badges) AS processing_methods,
         count(*) FILTER (WHERE counts_for_badges AND detailed) AS detailed_brews,
         count(*) FILTER (WHERE counts_for_badges AND espresso_detailed) AS espresso_shots,
         count(DISTINCT origin_key) FILTER (WHERE counts_for_badges) AS origins,
         count(DISTINCT place_key) FILTER (WHERE counts_for_badges) AS cafes,
         (SELECT count(*) FROM social.follows WHERE following_id = u.id) AS followers,
         (SELECT count(*) FROM checkins.likes l JOIN checkins.check_ins c ON c.id = l.check_in_id
            WHERE c.user_id = u.id AND l.user_id <> u.id) AS likes_received,
         (SELECT count(*) FROM checkins.comments WHERE user_id = u.id) AS comments_written
       FROM insights.check_in_facts WHERE user_id = u.id) p),
     reached AS (
       SELECT p.user_id, b.id AS badge_id FROM progress p CROSS JOIN insights.badges b
       WHERE (to_jsonb(p) ->> b.requirement)::int >= b.requirement_count)
     (SELECT 'not awarded' AS side, user_id, badge_id FROM reached
        EXCEPT SELECT 'not awarded', user_id, badge_id FROM insights.user_badges)
     UNION ALL (SELECT 'awarded, not reached', user_id, badge_id FROM insights.user_badges
        EXCEPT SELECT 'awarded, not reached', user_id, badge_id FROM reached)`,
  ],
  [
    'follow notifications (one per follow)',
    `SELECT f.follower_id, f.following_id, count(n.id) AS notifications FROM social.follows f
     LEFT JOIN social.notifications n ON n.user_id = f.following_id AND n.type = 'follow'
       AND f.follower_id = ANY(n.actor_ids)
     GROUP BY f.follower_id, f.following_id HAVING count(n.id) <> 1`,
  ],
  [
    'like notifications (each liker announced once)',
    `SELECT l.check_in_id, l.user_id, count(n.id) AS notifications FROM checkins.likes l
     JOIN checkins.check_ins c ON c.id = l.check_in_id AND c.user_id <> l.user_id
     LEFT JOIN social.notifications n ON n.user_id = c.user_id AND n.type = 'like'
       AND n.check_in_id = l.check_in_id AND l.user_id = ANY(n.actor_ids)
     GROUP BY l.check_in_id, l.user_id HAVING count(n.id) <> 1`,
  ],
  [
    'comment notifications (one per comment)',
    `SELECT m.id, count(n.id) AS notifications FROM checkins.comments m
     JOIN checkins.check_ins c ON c.id = m.check_in_id AND c.user_id <> m.user_id AND NOT m.hidden
     LEFT JOIN social.notifications n ON n.type = 'comment' AND n.comment_id = m.id
     GROUP BY m.id HAVING count(n.id) <> 1`,
  ],
  [
    'badge notifications (one per badge earned)',
    `SELECT b.user_id, b.badge_id, count(n.id) AS notifications FROM insights.user_badges b
     LEFT JOIN social.notifications n ON n.user_id = b.user_id AND n.type = 'badge' AND n.badge_id = b.badge_id
     GROUP BY b.user_id, b.badge_id HAVING count(n.id) <> 1`,
  ],
];

/** The schemas whose outbox must be empty of unpublished rows. */
async function outboxes(client) {
  const { rows } = await client.query(
    `SELECT table_schema FROM information_schema.tables WHERE table_name = 'outbox' ORDER BY 1`,
  );
  return rows.map((row) => row.table_schema);
}

/**
 * Search aggregates (coffees, roasters, places): checkins' own rebuild function, run inside a
 * transaction that is rolled back; a row it would change has drifted.
 */
async function searchAggregateDrift(client) {
  const snapshot = async () => {
    const { rows } = await client.query(
      `SELECT 'coffee' AS kind, id::text AS key, check_ins_count, public_check_ins_count FROM checkins.coffees
       UNION ALL SELECT 'roaster', key, check_ins_count, public_check_ins_count FROM checkins.roasters
       UNION ALL SELECT 'place', key, check_ins_count, public_check_ins_count FROM checkins.places`,
    );
    return new Map(
      rows.map((row) => [`${row.kind} ${row.key}`, `${row.check_ins_count}/${row.public_check_ins_count}`]),
    );
  };
  await client.query('BEGIN');
  try {
    const before = await snapshot();
    await client.query('SELECT checkins.rebuild_search_aggregates()');
    const after = await snapshot();
    const drift = [];
    for (const key of new Set([...before.keys(), ...after.keys()])) {
      if (before.get(key) !== after.get(key))
        drift.push(`${key}: ${before.get(key) ?? 'none'} → ${after.get(key) ?? 'none'}`);
    }
    return drift;
  } finally {
    await client.query('ROLLBACK');
  }
}

/** Every drifted projection: `{ check, rows }`; empty once everything converged. */
export async function projectionDrift(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const drift = [];
    for (const [check, sql] of DRIFT_CHECKS) {
      const { rows } = await client.query(sql);
      if (rows.length > 0)
        drift.push({ check, rows: rows.slice(0, 5).map((row) => JSON.stringify(row)), count: rows.length });
    }
    const search = await searchAggregateDrift(client);
    if (search.length > 0)
      drift.push({ check: 'search aggregates = rebuild', rows: search.slice(0, 5), count: search.length });
    for (const schema of await outboxes(client)) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM ${client.escapeIdentifier(schema)}.outbox WHERE published_at IS NULL`,
      );
      if (rows[0].n > 0)
        drift.push({
          check: `${schema} outbox drained`,
          rows: [`${rows[0].n} unpublished`],
          count: rows[0].n,
        });
    }
    return drift;
  } finally {
    await client.end();
  }
}
