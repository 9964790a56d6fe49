import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '@crema/jobs';
import { RpcError } from '@crema/messaging';
import type { Logger } from 'pino';
import { IDENTITY_SETTINGS, LOGGER, type IdentitySettings } from '../common/tokens';
import { passwordResetEmailJob } from '../mail/mail.jobs';
import { PasswordHasher } from '../users/password-hasher';
import { UsersRepository } from '../users/users.repository';
import { PasswordResetRepository } from './password-reset.repository';
import { generateResetToken, hashResetToken, resetLink } from './reset-token';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: PasswordResetRepository,
    private readonly hasher: PasswordHasher,
    private readonly mailQueue: JobQueue,
    @Inject(IDENTITY_SETTINGS) private readonly settings: IdentitySettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Mails a reset link when the address belongs to an account; says nothing either way. */
  async request(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = generateResetToken();
    const tokenHash = hashResetToken(token);
    await this.tokens.issue(user.id, tokenHash, RESET_TOKEN_TTL_SECONDS);
    try {
      // The id follows the token, so a retried enqueue of the same link sends one mail, while ids
      // never repeat across databases that share a Redis (unlike row ids after a reset).
      await this.mailQueue.add(
        passwordResetEmailJob,
        { to: user.email, username: user.username, resetUrl: resetLink(this.settings.appUrl, token) },
        `password-reset-${tokenHash.slice(0, 32)}`,
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
