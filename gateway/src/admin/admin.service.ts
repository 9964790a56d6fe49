import { Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import { initAdmin } from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { RpcClient } from '@crema/messaging';
import { toSelfUser } from '../auth/self-user';
import { SessionStore } from '../sessions/session.store';

@Injectable()
export class AdminService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionStore,
  ) {}

  /** Identity decides who may become admin (SPEC §6); every session of the person then carries the role. */
  async init(actor: Actor): Promise<SelfUser> {
    const user = toSelfUser(await this.rpc.send(initAdmin, { actor }));
    await this.sessions.updateUserActor({ userId: user.id, isAdmin: user.isAdmin });
    return user;
  }
}
