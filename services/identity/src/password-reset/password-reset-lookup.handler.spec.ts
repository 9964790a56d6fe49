import type { JobContext, JobQueue } from '@crema/jobs';
import { createLogger } from '@crema/observability';
import { passwordResetEmailJob } from '../mail/mail.jobs';
import { PasswordResetLookupHandler } from './password-reset-lookup.handler';
import type { PasswordResetRepository } from './password-reset.repository';

const reference = '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f';
const job = { id: 'password-reset-lookup-1', createdAt: 0 } as JobContext;

const lookupReference = '7a2d3e5f-9b0c-4d4e-8f90-1b2c3d4e5f60';

function setUp(opened: string | null, recorded: string | null = 'ada@example.com') {
  const requests = {
    takeLookup: jest.fn(() => Promise.resolve(recorded)),
    openForEmail: jest.fn(() => Promise.resolve(opened)),
  };
  const queue = { add: jest.fn(() => Promise.resolve('job')) };
  const handler = new PasswordResetLookupHandler(
    requests as unknown as PasswordResetRepository,
    queue as unknown as JobQueue,
    createLogger('identity-spec', 'silent'),
  );
  return { handler, requests, queue };
}

describe('PasswordResetLookupHandler', () => {
  it('opens a one-hour request for a known address and queues its mail, which names only the request', async () => {
    const { handler, requests, queue } = setUp(reference);
    await handler.handle({ lookupReference }, job);
    expect(requests.takeLookup).toHaveBeenCalledWith(lookupReference);
    expect(requests.openForEmail).toHaveBeenCalledWith('ada@example.com', 3600);
    expect(queue.add).toHaveBeenCalledWith(
      passwordResetEmailJob,
      { requestReference: reference },
      `password-reset-${reference}`,
    );
  });

  it('queues nothing for an unknown address', async () => {
    const { handler, queue } = setUp(null, 'nobody@example.com');
    await handler.handle({ lookupReference }, job);
    expect(queue.add).not.toHaveBeenCalled();
  });

  it('does nothing for a lookup taken already (a redelivered job)', async () => {
    const { handler, requests, queue } = setUp(reference, null);
    await handler.handle({ lookupReference }, job);
    expect(requests.openForEmail).not.toHaveBeenCalled();
    expect(queue.add).not.toHaveBeenCalled();
  });
});
