import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { relationJoinSql, visibleSql } from '../privacy/visibility-sql';

export interface UserSearchRow {
  id: number;
  username: string;
  avatar_url: string | null;
  check_ins_count: number;
  is_following: boolean;
}

/** LIKE's wildcards and escape character, taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Cards `c` the viewer `$1` may see, with `rel` for the viewer. */
const VISIBLE_CARDS = `social.user_cards c ${relationJoinSql('$1::int')}`;
const VISIBLE = visibleSql('$1::int');

/**
 * Usernames matching a search text `$2`. Three candidate lists, each read from an index in its own
 * order and cut at `$4` visible people, so the cost stays flat as users grow: names starting with
 * the text (`$3`, the text_pattern_ops btree), the names most similar as a whole (typos) and those
 * containing the text most closely (a part of the name), both nearest first from the GiST trigram
 * index. pg_trgm reads `_`, `.` and `-` as word breaks, so weaker matches sharing one word of the
 * text come too; they rank last.
 */
@Injectable()
export class UserSearchRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The exact name first, then names starting with the text, then names containing it, then the
   * most similar; only people visible to the viewer.
   */
  search(viewerId: number | null, text: string, limit: number): Promise<UserSearchRow[]> {
    const query = text.toLowerCase();
    return this.dataSource.query<UserSearchRow[]>(
      `WITH candidates AS (
         (SELECT c.id FROM ${VISIBLE_CARDS} WHERE lower(c.username) LIKE $3 AND ${VISIBLE}
          ORDER BY lower(c.username) USING ~<~ LIMIT $4)
         UNION
         (SELECT c.id FROM ${VISIBLE_CARDS} WHERE lower(c.username) % $2 AND ${VISIBLE}
          ORDER BY lower(c.username) <-> $2 LIMIT $4)
         UNION
         (SELECT c.id FROM ${VISIBLE_CARDS} WHERE $2 <% lower(c.username) AND ${VISIBLE}
          ORDER BY $2 <<-> lower(c.username) LIMIT $4)
       )
       SELECT c.id, c.username, c.avatar_url, COALESCE(n.check_ins_count, 0) AS check_ins_count, rel.is_following
       FROM candidates k JOIN ${VISIBLE_CARDS} ON c.id = k.id
         LEFT JOIN social.user_counters n ON n.user_id = c.id
       ORDER BY lower(c.username) = $2 DESC, lower(c.username) LIKE $3 DESC, strpos(lower(c.username), $2) > 0 DESC,
         greatest(similarity(lower(c.username), $2), word_similarity($2, lower(c.username))) DESC,
         lower(c.username), c.id
       LIMIT $4`,
      [viewerId, query, `${likeLiteral(query)}%`, limit],
    );
  }
}
