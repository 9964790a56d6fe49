import type { JobQueue } from '@crema/jobs';
import { RpcError } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import type { UserEntity } from '../users/entities/user.entity';
import type { PasswordHasher } from '../users/password-hasher';
import type { UsersRepository } from '../users/users.repository';
import type { PasswordResetRepository } from './password-reset.repository';
import { PasswordResetService } from './password-reset.service';
import { hashResetToken } from './reset-token';

const settings = { adminUsername: 'admin', appUrl: 'https://crema.example' };
const ada = { id: 3, username: 'Ada', email: 'ada@example.com' } as UserEntity;

function setUp(found: UserEntity | null) {
  const users = { findByEmail: jest.fn(() => Promise.resolve(found)) };
  const tokens = {
    issue: jest.fn(() => Promise.resolve()),
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
    settings,
    createLogger('identity-spec', 'silent'),
  );
  return { service, tokens, queue };
}

describe('PasswordResetService', () => {
  it('stores only the hash of a one-hour token and mails its link under a deterministic job id', async () => {
    const { service, tokens, queue } = setUp(ada);
    await service.request('ada@example.com');
    expect(tokens.issue).toHaveBeenCalledWith(3, expect.stringMatching(/^[0-9a-f]{64}$/), 3600);
    const [, payload, jobId] = queue.add.mock.calls[0] as unknown as [unknown, { resetUrl: string }, string];
    const storedHash = (tokens.issue.mock.calls[0] as unknown as [number, string])[1];
    expect(jobId).toBe(`password-reset-${storedHash.slice(0, 32)}`);
    expect(payload).toMatchObject({ to: 'ada@example.com', username: 'Ada' });
    const token = new URL(payload.resetUrl).searchParams.get('token') ?? '';
    expect(payload.resetUrl.startsWith('https://crema.example/reset-password?token=')).toBe(true);
    expect(tokens.issue.mock.calls[0]).toContain(hashResetToken(token));
  });

  it('does nothing, visibly, for an unknown address', async () => {
    const { service, tokens, queue } = setUp(null);
    await expect(service.request('nobody@example.com')).resolves.toBeUndefined();
    expect(tokens.issue).not.toHaveBeenCalled();
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
