import { Injectable } from '@nestjs/common';
import { NO_SUCH_USER } from '@crema/contracts/common/profile';
import { RpcErrorCode, type Actor } from '@crema/contracts/common/rpc';
import { getCurrentUser, getUserProfile } from '@crema/contracts/identity/rpc';
import type { UserProfile } from '@crema/contracts/identity/user';
import { RpcClient, RpcError } from '@crema/messaging';
import { AuthorsRepository } from './authors.repository';

/** Keeps the authors projection usable for the user acting now. */
@Injectable()
export class AuthorsService {
  constructor(
    private readonly authors: AuthorsRepository,
    private readonly rpc: RpcClient,
  ) {}

  /**
   * The projection may lag right after registration: when the actor has no author row yet, ask
   * identity (a user who no longer exists is answered 401 there) and fill it in.
   */
  async ensureAuthor(actor: Actor): Promise<void> {
    if (await this.authors.exists(actor.userId)) return;
    const user = await this.rpc.send(getCurrentUser, { actor });
    await this.authors.insertIfMissing({
      id: user.id,
      username: user.username,
      avatarUrl: user.avatarUrl,
      profileVisibility: user.preferences.profileVisibility,
      shareCheckIns: user.preferences.shareCheckIns,
    });
  }

  /**
   * Someone an administrator names (a reassignment's new owner): when the projection has not
   * received them yet, identity's profile fills the row in (as social's cards do); 404 when
   * identity does not know them either.
   */
  async ensureUser(userId: number): Promise<void> {
    if (await this.authors.exists(userId)) return;
    await this.authors.insertIfMissing(await this.profileFromIdentity(userId));
  }

  private async profileFromIdentity(userId: number): Promise<UserProfile> {
    try {
      return await this.rpc.send(getUserProfile, { userId });
    } catch (error) {
      if (error instanceof RpcError && error.body.code === RpcErrorCode.NotFound) {
        throw RpcError.notFound(NO_SUCH_USER);
      }
      throw error;
    }
  }
}
