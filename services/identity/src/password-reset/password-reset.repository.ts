import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { revokeAllAccessTokens } from '../access-tokens/access-tokens.repository';
import { EmailChangeRequestEntity } from '../email-change/entities/email-change-request.entity';
import { UserEntity } from '../users/entities/user.entity';
import { PasswordResetLookupEntity } from './entities/password-reset-lookup.entity';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';

/** Whom a freshly minted reset link goes to. */
export interface ResetRecipient {
  email: string;
  username: string;
}

/** A request is pending while it is neither used nor expired; superseded requests are deleted. */
const PENDING = 'used_at IS NULL AND expires_at > now()';

@Injectable()
export class PasswordResetRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records an address to look up, whatever it is, and answers the lookup's reference. */
  async recordLookup(email: string): Promise<string> {
    const reference = randomUUID();
    await this.dataSource.manager.insert(PasswordResetLookupEntity, { reference, email });
    return reference;
  }

  /**
   * Turns a recorded lookup into a reset request, in one transaction: the lookup is deleted and,
   * when an account has its address, a request is opened under the lookup's own reference (earlier
   * requests of the account are deleted). A retried job whose earlier try opened the request but
   * failed before queueing its mail finds that request by the same reference, so the mail still goes.
   * Answers the request's reference; null for an unknown address or a lookup gone without a request.
   * Lookups older than an hour (a job lost on the way) are purged on the way.
   */
  async openForLookup(lookupReference: string, ttlSeconds: number): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      const taken = await manager
        .createQueryBuilder()
        .delete()
        .from(PasswordResetLookupEntity)
        .where(`reference = :reference OR created_at < now() - interval '1 hour'`, {
          reference: lookupReference,
        })
        .returning('reference, email')
        .execute();
      const email = (taken.raw as { reference: string; email: string }[]).find(
        (row) => row.reference === lookupReference,
      )?.email;
      if (email === undefined) {
        const opened = await manager
          .createQueryBuilder(PasswordResetTokenEntity, 'request')
          .where(`reference = :reference AND ${PENDING}`, { reference: lookupReference })
          .getExists();
        return opened ? lookupReference : null;
      }
      // Serialises concurrent requests of one user, so exactly one request survives them.
      const user = await manager
        .createQueryBuilder(UserEntity, 'user')
        .setLock('pessimistic_write')
        .where('user.email = :email', { email })
        .getOne();
      if (!user) return null;
      await manager.delete(PasswordResetTokenEntity, { userId: user.id });
      await manager
        .createQueryBuilder()
        .insert()
        .into(PasswordResetTokenEntity)
        .values({
          reference: lookupReference,
          userId: user.id,
          expiresAt: () => `now() + make_interval(secs => ${Math.trunc(ttlSeconds)})`,
        })
        .execute();
      return lookupReference;
    });
  }

  /**
   * Replaces the token of a pending request with a new one (any earlier link of it stops working)
   * and answers whom to mail it to; null when the request is used, expired, superseded or gone.
   */
  async mintToken(reference: string, tokenHash: string): Promise<ResetRecipient | null> {
    const updated = await this.dataSource.manager
      .createQueryBuilder()
      .update(PasswordResetTokenEntity)
      .set({ tokenHash })
      .where(`reference = :reference AND ${PENDING}`, { reference })
      .returning('user_id')
      .execute();
    const rows = updated.raw as { user_id: number }[];
    const userId = rows[0]?.user_id;
    if (userId === undefined) return null;
    return this.dataSource.manager.findOne(UserEntity, {
      select: { email: true, username: true },
      where: { id: userId },
    });
  }

  /** Unknown, unminted, used and expired tokens are all equally unusable. */
  async isUsable(tokenHash: string): Promise<boolean> {
    return this.dataSource.manager
      .createQueryBuilder(PasswordResetTokenEntity, 'token')
      .where('token.tokenHash = :tokenHash', { tokenHash })
      .andWhere('token.usedAt IS NULL')
      .andWhere('token.expiresAt > now()')
      .getExists();
  }

  /**
   * Uses the token once and sets the user's new password hash (ending any pending email change and
   * revoking every personal access token of the user), atomically: of two concurrent
   * attempts only one sees the token unused. Answers the user's id, or null when unusable.
   */
  async consume(tokenHash: string, passwordHash: string): Promise<number | null> {
    return this.dataSource.transaction(async (manager) => {
      const used = await manager
        .createQueryBuilder()
        .update(PasswordResetTokenEntity)
        .set({ usedAt: () => 'now()' })
        .where(`token_hash = :tokenHash AND ${PENDING}`, { tokenHash })
        .returning('user_id')
        .execute();
      const rows = used.raw as { user_id: number }[];
      const userId = rows[0]?.user_id;
      if (userId === undefined) return null;
      await manager.update(UserEntity, { id: userId }, { passwordHash });
      // A reset is how the owner takes the account back (the email change notice says so): an
      // email change asked before it, perhaps by whoever had the session, ends with it.
      await manager.delete(EmailChangeRequestEntity, { userId });
      // A reset may be recovery from a compromise: a token minted by whoever had the account ends
      // with it, like every session (the gateway ends those). docs/adr/0030.
      await revokeAllAccessTokens(manager, userId);
      return userId;
    });
  }
}
