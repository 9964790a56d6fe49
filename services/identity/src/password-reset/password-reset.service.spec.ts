import type { JobQueue } from '@crema/jobs';
import { RpcError } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { passwordResetEmailJob } from '../mail/mail.jobs';
import type { UserEntity } from '../users/entities/user.entity';
import type { PasswordHasher } from '../users/password-hasher';
import type { UsersRepository } from '../users/users.repository';
import type { PasswordResetRepository } from './password-reset.repository';
import { PasswordResetService } from './password-reset.service';
import { hashResetToken } from './reset-token';

const ada = { id: 3, username: 'Ada', email: 'ada@example.com' } as UserEntity;
const reference = '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f';

function setUp(found: UserEntity | null) {
  const users = { findByEmail: jest.fn(() => Promise.resolve(found)) };
  const tokens = {
    open: jest.fn(() => Promise.resolve(reference)),
    isUsable: jest.fn(() => Promise.resolve(true)),
    consume: jest.fn((): Promise<number | null> => Promise.resolve(3)),
  };
  const hasher = { hash: jest.fn((password: string) => Promise.resolve(`hashed:${password}`)) };
  const queue = { add: jest.fn(() => Promise.resolve('job')) };
  const service = new PasswordResetService(
    users as unknown as UsersRepository,
    tokens as unknown as PasswordResetRepository,
    hasher as unknown as PasswordHasher,
    queue as unknown as JobQueue,
    createLogger('identity-spec', 'silent'),
  );
  return { service, tokens, queue };
}

describe('PasswordResetService', () => {
  it('opens a one-hour request and queues a mail job that names only the request', async () => {
    const { service, tokens, queue } = setUp(ada);
    await service.request('ada@example.com');
    expect(tokens.open).toHaveBeenCalledWith(3, 3600);
    expect(queue.add).toHaveBeenCalledWith(
      passwordResetEmailJob,
      { requestReference: reference },
      `password-reset-${reference}`,
    );
  });

  it('does nothing, visibly, for an unknown address', async () => {
    const { service, tokens, queue } = setUp(null);
    await expect(service.request('nobody@example.com')).resolves.toBeUndefined();
    expect(tokens.open).not.toHaveBeenCalled();
    expect(queue.add).not.toHaveBeenCalled();
  });

  it('answers 503 when the mail cannot be queued', async () => {
    const { service, queue } = setUp(ada);
    queue.add.mockRejectedValueOnce(new Error('redis down'));
    await expect(service.request('ada@example.com')).rejects.toMatchObject({ body: { status: 503 } });
  });

  it('answers 404 when the token was used in the meantime', async () => {
    const { service, tokens } = setUp(ada);
    tokens.consume.mockResolvedValueOnce(null);
    const failure = service.reset('A'.repeat(43), 'new password');
    await expect(failure).rejects.toBeInstanceOf(RpcError);
    await expect(failure).rejects.toMatchObject({ body: { status: 404, code: 'not_found' } });
  });

  it('answers the user whose password it set', async () => {
    const { service, tokens } = setUp(ada);
    await expect(service.reset('A'.repeat(43), 'new password')).resolves.toEqual({ userId: 3 });
    expect(tokens.consume).toHaveBeenCalledWith(hashResetToken('A'.repeat(43)), 'hashed:new password');
  });
});
