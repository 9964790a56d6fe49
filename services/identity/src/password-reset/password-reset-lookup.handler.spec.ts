import type { JobContext, JobQueue } from '@crema/jobs';
import { createLogger } from '@crema/observability';
import { passwordResetEmailJob } from '../mail/mail.jobs';
import { PasswordResetLookupHandler } from './password-reset-lookup.handler';
import type { PasswordResetRepository } from './password-reset.repository';

const job = { id: 'password-reset-lookup-1', createdAt: 0 } as JobContext;

const lookupReference = '7a2d3e5f-9b0c-4d4e-8f90-1b2c3d4e5f60';

function setUp(opened: string | null) {
  const requests = { openForLookup: jest.fn(() => Promise.resolve(opened)) };
  const queue = { add: jest.fn(() => Promise.resolve('job')) };
  const handler = new PasswordResetLookupHandler(
    requests as unknown as PasswordResetRepository,
    queue as unknown as JobQueue,
    createLogger('identity-spec', 'silent'),
  );
  return { handler, requests, queue };
}

describe('PasswordResetLookupHandler', () => {
  it('opens a one-hour request for the lookup and queues its mail, which names only the request', async () => {
    const { handler, requests, queue } = setUp(lookupReference);
    await handler.handle({ lookupReference }, job);
    expect(requests.openForLookup).toHaveBeenCalledWith(lookupReference, 3600);
    expect(queue.add).toHaveBeenCalledWith(
      passwordResetEmailJob,
      { requestReference: lookupReference },
      `password-reset-${lookupReference}`,
    );
  });

  it('queues nothing when no request was opened (an unknown address)', async () => {
    const { handler, queue } = setUp(null);
    await handler.handle({ lookupReference }, job);
    expect(queue.add).not.toHaveBeenCalled();
  });
});
