import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { RpcError } from '@crema/messaging';
import { IDENTITY_SETTINGS, type IdentitySettings } from '../common/tokens';
import { toSelfUser } from '../users/user.mapper';
import { SESSION_USER_GONE } from '../users/users.service';
import { UsersRepository } from '../users/users.repository';

export const NOT_DESIGNATED_ADMIN = 'Only the designated administrator account can be initialised';

@Injectable()
export class AdminService {
  constructor(
    private readonly users: UsersRepository,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
  ) {}

  /** SPEC §6: the ADMIN_USERNAME account (any letter case) makes itself administrator; idempotent. */
  async initAdmin(actor: Actor): Promise<SelfUser> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw RpcError.unauthorized(SESSION_USER_GONE);
    if (user.username.toLowerCase() !== this.settings.adminUsername.toLowerCase()) {
      throw RpcError.forbidden(NOT_DESIGNATED_ADMIN);
    }
    if (user.isAdmin) return toSelfUser(user);
    const promoted = await this.users.update(user.id, { isAdmin: true });
    if (!promoted) throw RpcError.unauthorized(SESSION_USER_GONE);
    return toSelfUser(promoted);
  }
}
