import type { JobQueue } from '@crema/jobs';
import { RpcError } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { passwordResetLookupJob } from '../mail/mail.jobs';
import type { PasswordHasher } from '../users/password-hasher';
import type { PasswordResetRepository } from './password-reset.repository';
import { PasswordResetService } from './password-reset.service';
import { hashLinkToken } from '../mail/link-token';

function setUp() {
  const tokens = {
    recordLookup: jest.fn((email: string) =>
      Promise.resolve(
        email.startsWith('ada')
          ? '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f'
          : '7a2d3e5f-9b0c-4d4e-8f90-1b2c3d4e5f60',
      ),
    ),
    isUsable: jest.fn(() => Promise.resolve(true)),
    consume: jest.fn((): Promise<number | null> => Promise.resolve(3)),
  };
  const hasher = { hash: jest.fn((password: string) => Promise.resolve(`hashed:${password}`)) };
  const queue = { add: jest.fn(() => Promise.resolve('job')) };
  const service = new PasswordResetService(
    tokens as unknown as PasswordResetRepository,
    hasher as unknown as PasswordHasher,
    queue as unknown as JobQueue,
    createLogger('identity-spec', 'silent'),
  );
  return { service, tokens, queue };
}

describe('PasswordResetService', () => {
  it('records and queues a lookup of any address alike, and the job holds no address', async () => {
    const { service, tokens, queue } = setUp();
    await expect(service.request('ada@example.com')).resolves.toBeUndefined();
    await expect(service.request('nobody@example.com')).resolves.toBeUndefined();
    expect(tokens.recordLookup.mock.calls).toEqual([['ada@example.com'], ['nobody@example.com']]);
    expect(queue.add.mock.calls).toEqual([
      [
        passwordResetLookupJob,
        { lookupReference: '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f' },
        'password-reset-lookup-6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f',
      ],
      [
        passwordResetLookupJob,
        { lookupReference: '7a2d3e5f-9b0c-4d4e-8f90-1b2c3d4e5f60' },
        'password-reset-lookup-7a2d3e5f-9b0c-4d4e-8f90-1b2c3d4e5f60',
      ],
    ]);
  });

  it('answers 503 when the lookup cannot be queued', async () => {
    const { service, queue } = setUp();
    queue.add.mockRejectedValueOnce(new Error('redis down'));
    await expect(service.request('ada@example.com')).rejects.toMatchObject({ body: { status: 503 } });
  });

  it('answers 404 when the token was used in the meantime', async () => {
    const { service, tokens } = setUp();
    tokens.consume.mockResolvedValueOnce(null);
    const failure = service.reset('A'.repeat(43), 'new password');
    await expect(failure).rejects.toBeInstanceOf(RpcError);
    await expect(failure).rejects.toMatchObject({ body: { status: 404, code: 'not_found' } });
  });

  it('answers the user whose password it set', async () => {
    const { service, tokens } = setUp();
    await expect(service.reset('A'.repeat(43), 'new password')).resolves.toEqual({ userId: 3 });
    expect(tokens.consume).toHaveBeenCalledWith(hashLinkToken('A'.repeat(43)), 'hashed:new password');
  });
});
