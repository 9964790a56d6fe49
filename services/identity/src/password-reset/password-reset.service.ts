import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '@crema/jobs';
import { RpcError } from '@crema/messaging';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens';
import { passwordResetLookupJob, passwordResetLookupJobId } from '../mail/mail.jobs';
import { PasswordHasher } from '../users/password-hasher';
import { assertStrongPassword } from '../users/password-policy';
import { PasswordResetRepository } from './password-reset.repository';
import { hashLinkToken } from '../mail/link-token';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly tokens: PasswordResetRepository,
    private readonly hasher: PasswordHasher,
    private readonly mailQueue: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Has a reset link mailed when the address belongs to an account; says nothing either way. The
   * same work for any address: record it and queue its lookup (docs/adr/0023). The worker looks it
   * up, opens the request and queues its mail, which names the request alone and gets its token
   * minted as it is sent (docs/adr/0007).
   */
  async request(email: string): Promise<void> {
    const lookupReference = await this.tokens.recordLookup(email);
    try {
      await this.mailQueue.add(
        passwordResetLookupJob,
        { lookupReference },
        passwordResetLookupJobId(lookupReference),
      );
    } catch (error) {
      this.logger.error({ err: error }, 'could not enqueue the password reset lookup');
      throw RpcError.unavailable('The reset email cannot be sent right now. Please try again in a moment.');
    }
  }

  async validate(token: string): Promise<void> {
    if (!(await this.tokens.isUsable(hashLinkToken(token)))) throw RpcError.notFound(INVALID_RESET_LINK);
  }

  /** Sets the new password and answers whose it was, so the caller can end all their sessions. */
  async reset(token: string, password: string): Promise<{ userId: number }> {
    const tokenHash = hashLinkToken(token);
    // Cheap refusal before the deliberately slow hashing.
    if (!(await this.tokens.isUsable(tokenHash))) throw RpcError.notFound(INVALID_RESET_LINK);
    assertStrongPassword(password, 'password');
    const userId = await this.tokens.consume(tokenHash, await this.hasher.hash(password));
    if (userId === null) throw RpcError.notFound(INVALID_RESET_LINK);
    return { userId };
  }
}
