import { Inject, Injectable } from '@nestjs/common';
import type { Actor, RpcReply } from '@crema/contracts/common/rpc';
import { deleteUserAsAdmin, setAdmin, signOutUserAsAdmin } from '@crema/contracts/identity/rpc';
import { RpcClient } from '@crema/messaging';
import type { MediaStorage } from '@crema/storage';
import { MEDIA_STORAGE } from '../core/tokens';
import { SessionStore } from '../sessions/session.store';

export type AdminRights = RpcReply<typeof setAdmin>;

/** What administrators do to other people's accounts. Identity decides, and re-checks the administrator. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionStore,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  /** The person's sessions then carry their new rights: they hold from that person's very next request. */
  async setAdmin(actor: Actor, userId: number, isAdmin: boolean): Promise<AdminRights> {
    const rights = await this.rpc.send(setAdmin, { actor, userId, isAdmin });
    await this.sessions.updateUserActor({ userId: rights.userId, isAdmin: rights.isAdmin });
    return rights;
  }

  /** Identity checks the rights and records the change; every session of the person ends after it. */
  async signOut(actor: Actor, userId: number): Promise<void> {
    await this.rpc.send(signOutUserAsAdmin, { actor, userId });
    await this.sessions.revokeAll(userId);
  }

  /**
   * The purge of account deletion (identity announces user.deleted to every service); the
   * person's sessions end first, then their avatar file goes.
   */
  async delete(actor: Actor, userId: number): Promise<void> {
    const { avatarUrl } = await this.rpc.send(deleteUserAsAdmin, { actor, userId });
    await this.sessions.revokeAll(userId);
    const key = avatarUrl ? this.media.keyFromUrl(avatarUrl) : undefined;
    if (key) await this.media.delete(key);
  }
}
