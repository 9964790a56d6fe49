import { Injectable } from '@nestjs/common';
import type { AccessTokenScope } from '@crema/contracts/identity/access-tokens';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { UserEntity } from '../users/entities/user.entity';
import { PersonalAccessTokenEntity } from './entities/personal-access-token.entity';

export interface NewAccessToken {
  userId: number;
  name: string;
  scopes: AccessTokenScope[];
  tokenHash: string;
  tokenPrefix: string;
  expiresAt: Date | null;
}

/**
 * Revokes every live token of the user, in the caller's transaction: how a password reset or an
 * administrator's sign-out ends what whoever held the account may have minted (docs/adr/0030).
 */
export async function revokeAllAccessTokens(manager: EntityManager, userId: number): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(PersonalAccessTokenEntity)
    .set({ revokedAt: () => 'now()' })
    .where('user_id = :userId AND revoked_at IS NULL', { userId })
    .execute();
}

/** How stale a token's last-used time may get: it is written at most this often per token. */
const LAST_USED_PRECISION = "interval '1 minute'";

@Injectable()
export class AccessTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a token unless its owner already has `limit` tokens that are not revoked; null then.
   * The owner's row is locked so concurrent creations cannot both pass the count.
   */
  async insertWithinLimit(token: NewAccessToken, limit: number): Promise<PersonalAccessTokenEntity | null> {
    return this.dataSource.transaction(async (manager) => {
      await manager
        .createQueryBuilder(UserEntity, 'user')
        .setLock('pessimistic_write')
        .where('user.id = :userId', { userId: token.userId })
        .getOne();
      const live = await manager.count(PersonalAccessTokenEntity, {
        where: { userId: token.userId, revokedAt: IsNull() },
      });
      if (live >= limit) return null;
      return manager.save(manager.create(PersonalAccessTokenEntity, token));
    });
  }

  /** The user's tokens that are not revoked, newest first. */
  listLive(userId: number): Promise<PersonalAccessTokenEntity[]> {
    return this.dataSource.manager.find(PersonalAccessTokenEntity, {
      where: { userId, revokedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
  }

  /** Revokes one of the user's own live tokens; false when there is no such token of theirs. */
  async revoke(userId: number, tokenId: string): Promise<boolean> {
    const result = await this.dataSource.manager
      .createQueryBuilder()
      .update(PersonalAccessTokenEntity)
      .set({ revokedAt: () => 'now()' })
      .where('id = :tokenId AND user_id = :userId AND revoked_at IS NULL', { tokenId, userId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  findByHash(tokenHash: string): Promise<PersonalAccessTokenEntity | null> {
    return this.dataSource.manager.findOne(PersonalAccessTokenEntity, { where: { tokenHash } });
  }

  /** Records a use unless one was recorded within the last minute (a no-op write then). */
  async markUsed(tokenId: string): Promise<void> {
    await this.dataSource.manager
      .createQueryBuilder()
      .update(PersonalAccessTokenEntity)
      .set({ lastUsedAt: () => 'now()' })
      .where(`id = :tokenId AND (last_used_at IS NULL OR last_used_at < now() - ${LAST_USED_PRECISION})`, {
        tokenId,
      })
      .execute();
  }
}
