import { Injectable } from '@nestjs/common';
import { RpcErrorCode } from '@crema/contracts/common/rpc';
import { getUserProfile } from '@crema/contracts/identity/rpc';
import type { UserProfile } from '@crema/contracts/identity/user';
import { RpcClient, RpcError } from '@crema/messaging';
import { UserCardsRepository } from './user-cards.repository';

export const USER_NOT_FOUND = 'User not found';

/** Keeps the user-card projection usable for a user someone acts on now. */
@Injectable()
export class UserCardsService {
  constructor(
    private readonly cards: UserCardsRepository,
    private readonly rpc: RpcClient,
  ) {}

  /**
   * The projection may lag right after registration: when the user has no card yet, ask identity
   * and fill it in. 404 when identity does not know the user either.
   */
  async ensureCard(userId: number): Promise<void> {
    if (await this.cards.exists(userId)) return;
    await this.cards.insertIfMissing(await this.profileFromIdentity(userId));
  }

  private async profileFromIdentity(userId: number): Promise<UserProfile> {
    try {
      return await this.rpc.send(getUserProfile, { userId });
    } catch (error) {
      if (error instanceof RpcError && error.body.code === RpcErrorCode.NotFound) {
        throw RpcError.notFound(USER_NOT_FOUND);
      }
      throw error;
    }
  }
}
