import { RpcError } from '@crema/messaging';
import type { UserEntity } from './entities/user.entity';
import type { PasswordHasher } from './password-hasher';

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

/**
 * Re-authentication before a sensitive change (password, email, deletion): the person types their
 * password again, so a session left open on a shared computer is not enough. A wrong one is
 * refused as a password change has always refused it: 400 on the `currentPassword` field.
 */
export async function assertCurrentPassword(
  hasher: PasswordHasher,
  user: Pick<UserEntity, 'passwordHash'>,
  password: string,
): Promise<void> {
  if (await hasher.verify(user.passwordHash, password)) return;
  throw RpcError.validation(CURRENT_PASSWORD_INCORRECT, [
    { path: 'currentPassword', message: CURRENT_PASSWORD_INCORRECT },
  ]);
}
