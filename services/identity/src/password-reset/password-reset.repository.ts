import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserEntity } from '../users/entities/user.entity';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';

@Injectable()
export class PasswordResetRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Stores a new token for the user, invalidating (deleting) every earlier one. */
  async issue(userId: number, tokenHash: string, ttlSeconds: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Serialises concurrent requests of one user, so exactly one token survives them.
      await manager
        .createQueryBuilder(UserEntity, 'user')
        .setLock('pessimistic_write')
        .where('user.id = :userId', { userId })
        .getOne();
      await manager.delete(PasswordResetTokenEntity, { userId });
      await manager
        .createQueryBuilder()
        .insert()
        .into(PasswordResetTokenEntity)
        .values({
          userId,
          tokenHash,
          expiresAt: () => `now() + make_interval(secs => ${Math.trunc(ttlSeconds)})`,
        })
        .execute();
    });
  }

  /** Unknown, used and expired tokens are all equally unusable. */
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
        .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > now()', { tokenHash })
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
