import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '@crema/jobs';
import { RpcError } from '@crema/messaging';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens';
import { passwordResetEmailJob, passwordResetEmailJobId } from '../mail/mail.jobs';
import { PasswordHasher } from '../users/password-hasher';
import { UsersRepository } from '../users/users.repository';
import { PasswordResetRepository } from './password-reset.repository';
import { hashResetToken } from './reset-token';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: PasswordResetRepository,
    private readonly hasher: PasswordHasher,
    private readonly mailQueue: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Has a reset link mailed when the address belongs to an account; says nothing either way. The
   * job names the request only: the worker mints the token as it sends, so no link rests in Redis.
   */
  async request(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const requestReference = await this.tokens.open(user.id, RESET_TOKEN_TTL_SECONDS);
    try {
      await this.mailQueue.add(
        passwordResetEmailJob,
        { requestReference },
        passwordResetEmailJobId(requestReference),
      );
    } catch (error) {
      this.logger.error({ err: error, userId: user.id }, 'could not enqueue the password reset email');
      throw RpcError.unavailable('The reset email cannot be sent right now. Please try again in a moment.');
    }
  }

  async validate(token: string): Promise<void> {
    if (!(await this.tokens.isUsable(hashResetToken(token)))) throw RpcError.notFound(INVALID_RESET_LINK);
  }

  /** Sets the new password and answers whose it was, so the caller can end all their sessions. */
  async reset(token: string, password: string): Promise<{ userId: number }> {
    const tokenHash = hashResetToken(token);
    // Cheap refusal before the deliberately slow hashing.
    if (!(await this.tokens.isUsable(tokenHash))) throw RpcError.notFound(INVALID_RESET_LINK);
    const userId = await this.tokens.consume(tokenHash, await this.hasher.hash(password));
    if (userId === null) throw RpcError.notFound(INVALID_RESET_LINK);
    return { userId };
  }
}
