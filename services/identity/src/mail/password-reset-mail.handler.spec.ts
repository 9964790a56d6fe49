import { createLogger } from '@crema/observability';
import { RecordingMailTransport } from '../../test/recording-mail-transport';
import type { MintedResetLink, ResetLinkMinter } from '../password-reset/reset-link-minter';
import { MailDeliveryError } from './mail-delivery';
import { PasswordResetMailHandler } from './password-reset-mail.handler';

const requestReference = '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f';
const job = { id: `password-reset-${requestReference}`, createdAt: 1_700_000_000_000, attemptsMade: 0 };
const link: MintedResetLink = {
  to: 'ada@example.com',
  username: 'Ada',
  resetUrl: 'https://crema.example/reset-password?token=secret-token',
};

function setUp(minted: MintedResetLink | null) {
  const links = { mint: jest.fn(() => Promise.resolve(minted)) };
  const transport = new RecordingMailTransport();
  const handler = new PasswordResetMailHandler(
    links as unknown as ResetLinkMinter,
    transport,
    createLogger('identity-spec', 'silent'),
  );
  return { handler, links, transport };
}

describe('PasswordResetMailHandler', () => {
  it('mints the link of the named request and mails it under the job id', async () => {
    const { handler, links, transport } = setUp(link);
    await handler.handle({ requestReference }, job);
    expect(links.mint).toHaveBeenCalledWith(requestReference);
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({ id: job.id, createdAt: job.createdAt, to: 'ada@example.com' });
    expect(transport.sent[0]?.text).toContain(link.resetUrl);
  });

  it('sends nothing for a request that is used, expired or superseded', async () => {
    const { handler, transport } = setUp(null);
    await expect(handler.handle({ requestReference }, job)).resolves.toBeUndefined();
    expect(transport.sent).toEqual([]);
  });

  it('fails a refused send with a reason that quotes nothing of the message', async () => {
    const { handler, transport } = setUp(link);
    transport.failure = Object.assign(new Error(`550 rejected: ${link.resetUrl} for ${link.to}`), {
      code: 'EENVELOPE',
    });
    const failure = handler.handle({ requestReference }, job);
    await expect(failure).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(failure).rejects.toThrow('The mail transport did not take the message (EENVELOPE)');
  });

  it('mints again on every attempt, so a retry after a failed send mails a fresh link', async () => {
    const { handler, links, transport } = setUp(link);
    transport.failure = new Error('connection reset');
    await expect(handler.handle({ requestReference }, job)).rejects.toBeInstanceOf(MailDeliveryError);
    transport.failure = undefined;
    await handler.handle({ requestReference }, { ...job, attemptsMade: 1 });
    expect(links.mint).toHaveBeenCalledTimes(2);
    expect(transport.sent).toHaveLength(1);
  });
});
