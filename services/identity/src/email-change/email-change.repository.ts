import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { uniqueViolationConstraint } from '@crema/database';
import { DataSource } from 'typeorm';
import { PasswordResetTokenEntity } from '../password-reset/entities/password-reset-token.entity';
import { EMAIL_UNIQUE_CONSTRAINT, UserEntity } from '../users/entities/user.entity';
import { EmailChangeRequestEntity } from './entities/email-change-request.entity';

/** A request is pending while it is neither used nor expired; superseded requests are deleted. */
const PENDING = 'used_at IS NULL AND expires_at > now()';

export interface PendingEmailChange {
  newEmail: string;
  expiresAt: Date;
}

/** What the worker needs to mail the new address: whose request it is and who holds that address now. */
export interface EmailChangeAddressee {
  userId: number;
  username: string;
  newEmail: string;
  /** Another account that has the new address already (then no link is sent), or null. */
  ownerOfNewEmail: number | null;
}

/** What the notice to the old address says. */
export interface EmailChangeNotice {
  username: string;
  oldEmail: string;
  newEmail: string;
}

export type ConfirmationOutcome =
  | { kind: 'confirmed'; userId: number }
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'address-taken' };

@Injectable()
export class EmailChangeRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a new change request for the user, deleting every earlier one (their links stop
   * working), and answers its reference and expiry. It has no token yet: the worker mints one.
   */
  async open(
    userId: number,
    oldEmail: string,
    newEmail: string,
    ttlSeconds: number,
  ): Promise<{ reference: string; expiresAt: Date }> {
    return this.dataSource.transaction(async (manager) => {
      // Serialises concurrent requests of one user, so exactly one request survives them.
      await manager
        .createQueryBuilder(UserEntity, 'user')
        .setLock('pessimistic_write')
        .where('user.id = :userId', { userId })
        .getOne();
      await manager.delete(EmailChangeRequestEntity, { userId });
      const reference = randomUUID();
      const inserted = await manager
        .createQueryBuilder()
        .insert()
        .into(EmailChangeRequestEntity)
        .values({
          reference,
          userId,
          oldEmail,
          newEmail,
          expiresAt: () => `now() + make_interval(secs => ${Math.trunc(ttlSeconds)})`,
        })
        .returning('expires_at')
        .execute();
      const rows = inserted.raw as { expires_at: Date }[];
      return { reference, expiresAt: rows[0]?.expires_at ?? new Date() };
    });
  }

  /** Ends the user's email changes (their links stop working): the password changed under them. */
  async cancelAll(userId: number): Promise<void> {
    await this.dataSource.manager.delete(EmailChangeRequestEntity, { userId });
  }

  /** The user's change waiting for confirmation, if any. */
  async pending(userId: number): Promise<PendingEmailChange | null> {
    return this.dataSource.manager
      .createQueryBuilder(EmailChangeRequestEntity, 'request')
      .select(['request.newEmail', 'request.expiresAt'])
      .where('request.userId = :userId', { userId })
      .andWhere('request.usedAt IS NULL')
      .andWhere('request.expiresAt > now()')
      .getOne();
  }

  /** Whom the confirmation of a pending request goes to; null when it is used, expired or superseded. */
  async addressee(reference: string): Promise<EmailChangeAddressee | null> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(EmailChangeRequestEntity, 'request')
      .innerJoin(UserEntity, 'user', 'user.id = request.userId')
      .leftJoin(UserEntity, 'owner', 'owner.email = request.newEmail AND owner.id <> request.userId')
      .select('request.user_id', 'userId')
      .addSelect('user.username', 'username')
      .addSelect('request.new_email', 'newEmail')
      .addSelect('owner.id', 'ownerOfNewEmail')
      .where(`request.reference = :reference AND request.used_at IS NULL AND request.expires_at > now()`, {
        reference,
      })
      .getRawMany<EmailChangeAddressee>();
    return rows[0] ?? null;
  }

  /** Replaces the token of a pending request (an earlier link of it stops working); false when no longer pending. */
  async mintToken(reference: string, tokenHash: string): Promise<boolean> {
    const updated = await this.dataSource.manager
      .createQueryBuilder()
      .update(EmailChangeRequestEntity)
      .set({ tokenHash })
      .where(`reference = :reference AND ${PENDING}`, { reference })
      .execute();
    return (updated.affected ?? 0) > 0;
  }

  /** The notice for the old address of a pending request; null when it is no longer pending. */
  async notice(reference: string): Promise<EmailChangeNotice | null> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(EmailChangeRequestEntity, 'request')
      .innerJoin(UserEntity, 'user', 'user.id = request.userId')
      .select('user.username', 'username')
      .addSelect('request.old_email', 'oldEmail')
      .addSelect('request.new_email', 'newEmail')
      .where(`request.reference = :reference AND request.used_at IS NULL AND request.expires_at > now()`, {
        reference,
      })
      .getRawMany<EmailChangeNotice>();
    return rows[0] ?? null;
  }

  /**
   * Uses the token once and moves the user to the new address, atomically: of two concurrent
   * attempts only one sees the token unused. Pending password resets end with it: their links went
   * to the old address. An address another account took in the meantime changes nothing.
   */
  async confirm(tokenHash: string): Promise<ConfirmationOutcome> {
    try {
      return await this.dataSource.transaction(async (manager): Promise<ConfirmationOutcome> => {
        const used = await manager
          .createQueryBuilder()
          .update(EmailChangeRequestEntity)
          .set({ usedAt: () => 'now()' })
          .where(`token_hash = :tokenHash AND ${PENDING}`, { tokenHash })
          .returning('user_id, new_email')
          .execute();
        const row = (used.raw as { user_id: number; new_email: string }[])[0];
        if (!row) {
          const expired = await manager
            .createQueryBuilder(EmailChangeRequestEntity, 'request')
            .where('request.tokenHash = :tokenHash', { tokenHash })
            .andWhere('request.usedAt IS NULL')
            .andWhere('request.expiresAt <= now()')
            .getExists();
          return { kind: expired ? 'expired' : 'unknown' };
        }
        await manager.update(UserEntity, { id: row.user_id }, { email: row.new_email });
        await manager.delete(PasswordResetTokenEntity, { userId: row.user_id });
        return { kind: 'confirmed', userId: row.user_id };
      });
    } catch (error) {
      if (uniqueViolationConstraint(error) === EMAIL_UNIQUE_CONSTRAINT) return { kind: 'address-taken' };
      throw error;
    }
  }
}
