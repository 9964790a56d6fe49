import { Injectable } from '@nestjs/common';
import { requestPasswordReset, resetPassword, validateResetToken } from '@crema/contracts/identity/rpc';
import { RpcClient } from '@crema/messaging';
import { CostlyRouteLimits } from '../rate-limit/costly-route-limits';
import { SessionStore } from '../sessions/session.store';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limits: CostlyRouteLimits,
    private readonly sessions: SessionStore,
  ) {}

  /** Same answer whether or not the address belongs to anyone; limited per client address and per email. */
  async requestReset(ip: string, email: string): Promise<void> {
    await this.limits.forgotPassword(ip, email);
    await this.rpc.send(requestPasswordReset, { email });
  }

  async validate(token: string): Promise<void> {
    await this.rpc.send(validateResetToken, { token });
  }

  /** Sets the new password; every session of that user ends (ARCHITECTURE §5). */
  async reset(token: string, password: string): Promise<void> {
    const { userId } = await this.rpc.send(resetPassword, { token, password });
    await this.sessions.revokeAll(userId);
  }
}
