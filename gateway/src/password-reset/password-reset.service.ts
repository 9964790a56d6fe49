import { Injectable } from '@nestjs/common';
import { requestPasswordReset, resetPassword, validateResetToken } from '@crema/contracts/identity/rpc';
import { RpcClient } from '@crema/messaging';
import { FORGOT_PASSWORD_RULE } from '../rate-limit/rate-limit.rules';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { SessionStore } from '../sessions/session.store';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
    private readonly sessions: SessionStore,
  ) {}

  /** Same answer whether or not the address belongs to anyone; limited per client address. */
  async requestReset(ip: string, email: string): Promise<void> {
    await this.limiter.enforce(FORGOT_PASSWORD_RULE, [ip], 'Too many password reset requests.');
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
