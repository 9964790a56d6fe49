import { Injectable } from '@nestjs/common';
import { INVALID_UNSUBSCRIBE_LINK } from '@crema/contracts/identity/rest';
import { RpcError } from '@crema/messaging';
import { UsersRepository } from '../users/users.repository';
import { UnsubscribeTokens } from './unsubscribe-token';

/** The one-click unsubscribe of digest mails: the token is the only proof of who asks. */
@Injectable()
export class EmailUnsubscribeService {
  constructor(
    private readonly tokens: UnsubscribeTokens,
    private readonly users: UsersRepository,
  ) {}

  /**
   * Turns the named person's email notifications off. Repeating it, or a token of an account
   * deleted since, changes nothing and is no error: mail clients retry, people click twice.
   */
  async unsubscribe(token: string): Promise<void> {
    const userId = this.tokens.userIdOf(token);
    if (userId === null)
      throw RpcError.validation(INVALID_UNSUBSCRIBE_LINK, [
        { path: 'token', message: INVALID_UNSUBSCRIBE_LINK },
      ]);
    await this.users.turnOffEmailNotifications(userId);
  }
}
