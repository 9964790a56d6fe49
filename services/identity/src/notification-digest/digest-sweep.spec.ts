import { findDigestRecipients } from '@crema/contracts/social/notifications';
import type { JobQueue } from '@crema/jobs';
import type { RpcClient } from '@crema/messaging';
import type { DigestRecipientsRepository, DueCursor, DuePerson } from './digest-recipients.repository';
import { DigestSweep, SWEEP_BATCH } from './digest-sweep';
import { FIRST_DUE } from './digest-recipients.repository';
import { notificationDigestEmailJob } from '../mail/mail.jobs';

const sweepJob = { id: 'repeat-1', createdAt: 1_764_000_000_000, attemptsMade: 0 };

const LAST_DIGEST = new Date('2026-11-20T10:00:00.000Z');

/**
 * `count` due people in index order, served a page at a time like the repository's keyset query
 * (the first three never mailed), of whom social says those `withNews` picks have something new.
 */
function setUp(count: number, withNews: (userId: number) => boolean = () => true) {
  const due: DuePerson[] = Array.from({ length: count }, (_, index) =>
    index < 3
      ? { digestKey: '-infinity', userId: index + 1, lastDigestAt: null }
      : { digestKey: '2026-11-20 10:00:00+00', userId: index + 1, lastDigestAt: LAST_DIGEST },
  );
  const dueAfter = jest.fn((after: DueCursor, limit: number) => {
    const start = after === FIRST_DUE ? 0 : due.findIndex((person) => person === after) + 1;
    return Promise.resolve(due.slice(start, start + limit));
  });
  const send = jest.fn((_rpc: unknown, { candidates }: { candidates: { userId: number }[] }) =>
    Promise.resolve({ userIds: candidates.map(({ userId }) => userId).filter(withNews) }),
  );
  const add = jest.fn(() => Promise.resolve('id'));
  const sweep = new DigestSweep(
    { dueAfter } as unknown as DigestRecipientsRepository,
    { send } as unknown as RpcClient,
    { add } as unknown as JobQueue,
  );
  return { sweep, dueAfter, send, add, due };
}

describe('DigestSweep', () => {
  it('queues a digest job, under the id of this sweep, for each due person social says has news', async () => {
    const { sweep, send, add } = setUp(5, (userId) => userId !== 2 && userId !== 4);
    await expect(sweep.run(sweepJob)).resolves.toBe(3);
    // One call for the page, each person with the time after which news counts.
    expect(send.mock.calls).toEqual([
      [
        findDigestRecipients,
        {
          candidates: [
            { userId: 1, since: null },
            { userId: 2, since: null },
            { userId: 3, since: null },
            { userId: 4, since: '2026-11-20T10:00:00.000Z' },
            { userId: 5, since: '2026-11-20T10:00:00.000Z' },
          ],
        },
      ],
    ]);
    expect(add.mock.calls).toEqual(
      [1, 3, 5].map((userId) => [
        notificationDigestEmailJob,
        { userId },
        `notification-digest-${userId}-${sweepJob.createdAt}`,
      ]),
    );
  });

  it('reads and asks page after page from where the last one ended, and stops at a short page', async () => {
    const { sweep, dueAfter, send, add, due } = setUp(2 * SWEEP_BATCH + 1);
    await expect(sweep.run(sweepJob)).resolves.toBe(2 * SWEEP_BATCH + 1);
    expect(dueAfter.mock.calls).toEqual([
      [FIRST_DUE, SWEEP_BATCH],
      [due[SWEEP_BATCH - 1], SWEEP_BATCH],
      [due[2 * SWEEP_BATCH - 1], SWEEP_BATCH],
    ]);
    expect(send.mock.calls.map(([, { candidates }]) => candidates.length)).toEqual([
      SWEEP_BATCH,
      SWEEP_BATCH,
      1,
    ]);
    expect(new Set(add.mock.calls.map((call: unknown[]) => call[2])).size).toBe(2 * SWEEP_BATCH + 1);
  });

  it('reads once more after a full last page, and queues nothing when nobody is due', async () => {
    const full = setUp(SWEEP_BATCH);
    await expect(full.sweep.run(sweepJob)).resolves.toBe(SWEEP_BATCH);
    expect(full.dueAfter).toHaveBeenCalledTimes(2);
    // The empty page asks social nothing.
    expect(full.send).toHaveBeenCalledTimes(1);
    const none = setUp(0);
    await expect(none.sweep.run(sweepJob)).resolves.toBe(0);
    expect(none.send).not.toHaveBeenCalled();
    expect(none.add).not.toHaveBeenCalled();
  });

  it('queues nobody when no one due has news', async () => {
    const { sweep, send, add } = setUp(4, () => false);
    await expect(sweep.run(sweepJob)).resolves.toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(add).not.toHaveBeenCalled();
  });
});
