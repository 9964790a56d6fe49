import { Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import { getCurrentUser } from '@crema/contracts/identity/rpc';
import { RpcClient } from '@crema/messaging';
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
}
