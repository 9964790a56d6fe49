import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IDENTITY_SCHEMA } from '../database/identity-schema';

const users = `"${IDENTITY_SCHEMA}"."users"`;

/**
 * The predicate and sort key of users_digest_due_idx, word for word, so the planner uses it: the
 * preference is on when stored true or not stored (DEFAULT_PREFERENCES has it on), and a person
 * never mailed sorts first.
 */
const WANTS_DIGEST = `COALESCE(preferences -> 'emailNotifications', 'true'::jsonb) = 'true'::jsonb`;
const DIGEST_KEY = `COALESCE(last_digest_at, '-infinity'::timestamptz)`;
/** At most one digest a day. */
const DUE = `${DIGEST_KEY} <= now() - interval '24 hours'`;

/** Where a sweep goes on from: the sort key (PostgreSQL's text of it, exact) and id of the last person read. */
export interface DueCursor {
  digestKey: string;
  userId: number;
}

export const FIRST_DUE: DueCursor = { digestKey: '-infinity', userId: 0 };

/** A person due a digest, where the sweep read them. */
export interface DuePerson extends DueCursor {
  /** Their last digest's time (null: never mailed): only notifications after it are mailed. */
  lastDigestAt: Date | null;
}

/** Whom to mail a digest, as they are now. */
export interface DigestRecipient {
  email: string;
  username: string;
  /** The last digest's time: its notifications, and those before, are not mailed again. */
  lastDigestAt: Date | null;
  /** The database's clock when the recipient was read, before their notifications are collected. */
  readAt: Date;
}

/** The identity worker's reads and writes of the digest state in identity.users. */
@Injectable()
export class DigestRecipientsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The next people due a digest after `after`, in index order (keyset: the cost is the page's, not the table's). */
  async dueAfter(after: DueCursor, limit: number): Promise<DuePerson[]> {
    const rows: { id: number; digest_key: string; last_digest_at: Date | null }[] =
      await this.dataSource.query(
        `SELECT id, ${DIGEST_KEY}::text AS digest_key, last_digest_at FROM ${users}
        WHERE ${WANTS_DIGEST} AND ${DUE} AND (${DIGEST_KEY}, id) > ($1::timestamptz, $2)
        ORDER BY ${DIGEST_KEY}, id
        LIMIT $3`,
        [after.digestKey, after.userId, limit],
      );
    return rows.map((row) => ({
      digestKey: row.digest_key,
      userId: row.id,
      lastDigestAt: row.last_digest_at,
    }));
  }

  /** The person, if they still exist, still want the digest and are still due one; else null. */
  async dueRecipient(userId: number): Promise<DigestRecipient | null> {
    const rows: { email: string; username: string; last_digest_at: Date | null; read_at: Date }[] =
      await this.dataSource.query(
        `SELECT email, username, last_digest_at, now() AS read_at FROM ${users}
          WHERE id = $1 AND ${WANTS_DIGEST} AND ${DUE}`,
        [userId],
      );
    const row = rows[0];
    return row
      ? { email: row.email, username: row.username, lastDigestAt: row.last_digest_at, readAt: row.read_at }
      : null;
  }

  /** Records a mailed digest: the next one is due a day later and lists only what came after `coveredUntil`. */
  async recordDigest(userId: number, coveredUntil: Date): Promise<void> {
    await this.dataSource.query(`UPDATE ${users} SET last_digest_at = $2 WHERE id = $1`, [
      userId,
      coveredUntil,
    ]);
  }
}
