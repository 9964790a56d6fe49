import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '@crema/contracts/common/rpc';
import {
  EXPIRED_EMAIL_CONFIRMATION_LINK,
  INVALID_EMAIL_CONFIRMATION_LINK,
  type EmailStatus,
} from '@crema/contracts/identity/rest';
import { JobQueue } from '@crema/jobs';
import { RpcError } from '@crema/messaging';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens';
import {
  emailChangeConfirmationJob,
  emailChangeConfirmationJobId,
  emailChangeNoticeJob,
  emailChangeNoticeJobId,
} from '../mail/mail.jobs';
import { hashLinkToken } from '../mail/link-token';
import { assertCurrentPassword } from '../users/current-password';
import type { UserEntity } from '../users/entities/user.entity';
import { PasswordHasher } from '../users/password-hasher';
import { UsersRepository } from '../users/users.repository';
import { SESSION_USER_GONE } from '../users/users.service';
import { EmailChangeRepository } from './email-change.repository';

/** A confirmation link works for a day. */
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;
export const SAME_EMAIL = 'This is already your email';
export const EMAIL_TAKEN_SINCE = 'An account with this email already exists';

/**
 * Email changes: asked with the password, confirmed from the new mailbox. The request stores the
 * new address and queues two mails that name the request alone (docs/adr/0007): the confirmation
 * link to the new address, a notice to the old one. Whether another account has the new address
 * is decided by the worker as it sends, so the answer here is the same either way (docs/adr/0023).
 */
@Injectable()
export class EmailChangeService {
  constructor(
    private readonly users: UsersRepository,
    private readonly requests: EmailChangeRepository,
    private readonly hasher: PasswordHasher,
    private readonly mailQueue: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async request(actor: Actor, newEmail: string, currentPassword: string): Promise<EmailStatus> {
    const user = await this.requireUser(actor);
    await assertCurrentPassword(this.hasher, user, currentPassword);
    if (newEmail === user.email) {
      throw RpcError.validation(SAME_EMAIL, [{ path: 'newEmail', message: SAME_EMAIL }]);
    }
    const { reference, expiresAt } = await this.requests.open(
      user.id,
      user.email,
      newEmail,
      EMAIL_CHANGE_TTL_SECONDS,
    );
    try {
      await this.mailQueue.add(
        emailChangeConfirmationJob,
        { requestReference: reference },
        emailChangeConfirmationJobId(reference),
      );
      await this.mailQueue.add(
        emailChangeNoticeJob,
        { requestReference: reference },
        emailChangeNoticeJobId(reference),
      );
    } catch (error) {
      this.logger.error({ err: error, userId: user.id }, 'could not enqueue the email change mails');
      throw RpcError.unavailable(
        'The confirmation email cannot be sent right now. Please try again in a moment.',
      );
    }
    return { email: user.email, pendingEmail: newEmail, pendingUntil: expiresAt.toISOString() };
  }

  async status(actor: Actor): Promise<EmailStatus> {
    const user = await this.requireUser(actor);
    const pending = await this.requests.pending(user.id);
    return {
      email: user.email,
      pendingEmail: pending?.newEmail ?? null,
      pendingUntil: pending?.expiresAt.toISOString() ?? null,
    };
  }

  /** Moves the account to the new address; answers whose it was. */
  async confirm(token: string): Promise<{ userId: number }> {
    const outcome = await this.requests.confirm(hashLinkToken(token));
    switch (outcome.kind) {
      case 'confirmed':
        return { userId: outcome.userId };
      case 'expired':
        throw RpcError.gone(EXPIRED_EMAIL_CONFIRMATION_LINK);
      case 'address-taken':
        throw RpcError.conflict(EMAIL_TAKEN_SINCE);
      case 'unknown':
        throw RpcError.notFound(INVALID_EMAIL_CONFIRMATION_LINK);
    }
  }

  private async requireUser(actor: Actor): Promise<UserEntity> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw RpcError.unauthorized(SESSION_USER_GONE);
    return user;
  }
}
