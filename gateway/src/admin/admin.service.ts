import { Injectable } from '@nestjs/common';
import { initAdmin } from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { RpcClient } from '@crema/messaging';
import { toSelfUser } from '../auth/self-user';
import { SessionStore, type Session } from '../sessions/session.store';

@Injectable()
export class AdminService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly sessions: SessionStore,
  ) {}

  /** Identity decides who may become admin (SPEC §6); the session then carries the new role. */
  async init(session: Session): Promise<SelfUser> {
    const user = toSelfUser(await this.rpc.send(initAdmin, { actor: session.actor }));
    await this.sessions.update(session, { userId: user.id, isAdmin: user.isAdmin });
    return user;
  }
}
