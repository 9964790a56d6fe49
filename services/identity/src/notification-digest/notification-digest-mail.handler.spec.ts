import type { Notification } from '@crema/contracts/social/notifications';
import type { RpcClient } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { RecordingMailTransport } from '../../test/recording-mail-transport';
import { UnsubscribeTokens } from '../email-unsubscribe/unsubscribe-token';
import { MailDeliveryError } from '../mail/mail-delivery';
import type { DigestRecipient, DigestRecipientsRepository } from './digest-recipients.repository';
import { NotificationDigestMailHandler } from './notification-digest-mail.handler';

const APP_URL = 'https://crema.example';
const tokens = new UnsubscribeTokens('a-unit-test-unsubscribe-key-long-enough');
const job = { id: 'notification-digest-7-1764000000000', createdAt: 1_764_000_000_000, attemptsMade: 0 };
const recipient: DigestRecipient = {
  email: 'ada@example.com',
  username: 'ada',
  lastDigestAt: new Date('2026-11-20T08:00:00.000Z'),
  readAt: new Date('2026-11-25T09:00:00.000Z'),
};

function item(createdAt: string, text = 'maya liked your check-in'): Notification {
  return { id: 1, type: 'like', actor: null, actorsCount: 1, checkInId: 3, text, createdAt, readAt: null };
}

function setUp(due: DigestRecipient | null, items: Notification[]) {
  const recipients = {
    dueRecipient: jest.fn(() => Promise.resolve(due)),
    recordDigest: jest.fn(() => Promise.resolve()),
  };
  const rpc = { send: jest.fn(() => Promise.resolve({ items, total: items.length })) };
  const transport = new RecordingMailTransport();
  const handler = new NotificationDigestMailHandler(
    recipients as unknown as DigestRecipientsRepository,
    rpc as unknown as RpcClient,
    tokens,
    transport,
    APP_URL,
    createLogger('identity-spec', 'silent'),
  );
  return { handler, recipients, rpc, transport };
}

describe('NotificationDigestMailHandler', () => {
  it('asks nothing of social for someone gone, opted out or not due', async () => {
    const { handler, rpc, transport } = setUp(null, [item('2026-11-25T08:00:00.000Z')]);
    await handler.handle({ userId: 7 }, job);
    expect(rpc.send).not.toHaveBeenCalled();
    expect(transport.sent).toEqual([]);
  });

  it('sends and records nothing when nothing is unread since the last digest', async () => {
    const { handler, rpc, recipients, transport } = setUp(recipient, []);
    await handler.handle({ userId: 7 }, job);
    expect(rpc.send).toHaveBeenCalledWith(expect.anything(), {
      userId: 7,
      since: '2026-11-20T08:00:00.000Z',
    });
    expect(transport.sent).toEqual([]);
    expect(recipients.recordDigest).not.toHaveBeenCalled();
  });

  it('mails the digest under the job id with the one-click headers, then records the time it read the person', async () => {
    // Social lists in arrival order, not necessarily creation order; one was created after the read.
    const items = [item('2026-11-25T08:30:00.000Z'), item('2026-11-25T09:00:05.000Z', 'bob followed you')];
    const { handler, recipients, transport } = setUp(recipient, items);
    await handler.handle({ userId: 7 }, job);
    const token = tokens.tokenFor(7);
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]).toMatchObject({
      id: job.id,
      createdAt: job.createdAt,
      to: 'ada@example.com',
      headers: {
        'List-Unsubscribe': `<${APP_URL}/api/email/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    expect(transport.sent[0]?.text).toContain(`${APP_URL}/unsubscribe?token=${token}`);
    // Not the newest createdAt: an event from 09:00:02 arriving after this digest must be in the next.
    expect(recipients.recordDigest).toHaveBeenCalledWith(7, recipient.readAt);
  });

  it('records nothing when the send fails', async () => {
    const failing = setUp(recipient, [item('2026-11-24T10:00:00.000Z')]);
    failing.transport.failure = Object.assign(new Error('550 ada@example.com rejected'), {
      code: 'EENVELOPE',
    });
    await expect(failing.handler.handle({ userId: 7 }, job)).rejects.toBeInstanceOf(MailDeliveryError);
    expect(failing.recipients.recordDigest).not.toHaveBeenCalled();
  });
});
