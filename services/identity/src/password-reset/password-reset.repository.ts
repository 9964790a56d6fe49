import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserEntity } from '../users/entities/user.entity';
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

  /**
   * Stores a new reset request for the user, invalidating (deleting) every earlier one, and
   * answers its reference. It has no token yet: the worker mints one when it sends the mail.
   */
  async open(userId: number, ttlSeconds: number): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      // Serialises concurrent requests of one user, so exactly one request survives them.
      await manager
        .createQueryBuilder(UserEntity, 'user')
        .setLock('pessimistic_write')
        .where('user.id = :userId', { userId })
        .getOne();
      await manager.delete(PasswordResetTokenEntity, { userId });
      const reference = randomUUID();
      await manager
        .createQueryBuilder()
        .insert()
        .into(PasswordResetTokenEntity)
        .values({
          reference,
          userId,
          expiresAt: () => `now() + make_interval(secs => ${Math.trunc(ttlSeconds)})`,
        })
        .execute();
      return reference;
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
   * Uses the token once and sets the user's new password hash, atomically: of two concurrent
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
      return userId;
    });
  }
}
