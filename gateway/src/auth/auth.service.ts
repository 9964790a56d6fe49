import { Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import { getCurrentUser, registerUser } from '@crema/contracts/identity/rpc';
import type { RegisterBody } from '@crema/contracts/identity/rest';
import type { SelfUser } from '@crema/contracts/identity/user';
import { RpcClient } from '@crema/messaging';
import { toSelfUser } from './self-user';

@Injectable()
export class AuthService {
  constructor(private readonly rpc: RpcClient) {}

  async register(body: RegisterBody): Promise<SelfUser> {
    return toSelfUser(await this.rpc.send(registerUser, body));
  }

  async currentUser(actor: Actor): Promise<SelfUser> {
    return toSelfUser(await this.rpc.send(getCurrentUser, { actor }));
  }
}
