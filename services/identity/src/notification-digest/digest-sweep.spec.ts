import type { JobQueue } from '@crema/jobs';
import type { DigestRecipientsRepository, DueCursor } from './digest-recipients.repository';
import { DigestSweep, SWEEP_BATCH } from './digest-sweep';
import { FIRST_DUE } from './digest-recipients.repository';
import { notificationDigestEmailJob } from '../mail/mail.jobs';

const sweepJob = { id: 'repeat-1', createdAt: 1_764_000_000_000, attemptsMade: 0 };

/** `count` due people in index order, served a page at a time like the repository's keyset query. */
function setUp(count: number) {
  const due: DueCursor[] = Array.from({ length: count }, (_, index) => ({
    digestKey: index < 3 ? '-infinity' : '2026-11-20 10:00:00+00',
    userId: index + 1,
  }));
  const dueAfter = jest.fn((after: DueCursor, limit: number) => {
    const start = after === FIRST_DUE ? 0 : due.findIndex((person) => person === after) + 1;
    return Promise.resolve(due.slice(start, start + limit));
  });
  const add = jest.fn(() => Promise.resolve('id'));
  const sweep = new DigestSweep(
    { dueAfter } as unknown as DigestRecipientsRepository,
    { add } as unknown as JobQueue,
  );
  return { sweep, dueAfter, add, due };
}

describe('DigestSweep', () => {
  it('queues one digest job per due person under the id of this sweep', async () => {
    const { sweep, add } = setUp(3);
    await expect(sweep.run(sweepJob)).resolves.toBe(3);
    expect(add.mock.calls).toEqual(
      [1, 2, 3].map((userId) => [
        notificationDigestEmailJob,
        { userId },
        `notification-digest-${userId}-${sweepJob.createdAt}`,
      ]),
    );
  });

  it('reads page after page from where the last one ended, and stops at a short page', async () => {
    const { sweep, dueAfter, add, due } = setUp(2 * SWEEP_BATCH + 1);
    await expect(sweep.run(sweepJob)).resolves.toBe(2 * SWEEP_BATCH + 1);
    expect(dueAfter.mock.calls).toEqual([
      [FIRST_DUE, SWEEP_BATCH],
      [due[SWEEP_BATCH - 1], SWEEP_BATCH],
      [due[2 * SWEEP_BATCH - 1], SWEEP_BATCH],
    ]);
    expect(new Set(add.mock.calls.map((call: unknown[]) => call[2])).size).toBe(2 * SWEEP_BATCH + 1);
  });

  it('reads once more after a full last page, and queues nothing when nobody is due', async () => {
    const full = setUp(SWEEP_BATCH);
    await expect(full.sweep.run(sweepJob)).resolves.toBe(SWEEP_BATCH);
    expect(full.dueAfter).toHaveBeenCalledTimes(2);
    const none = setUp(0);
    await expect(none.sweep.run(sweepJob)).resolves.toBe(0);
    expect(none.add).not.toHaveBeenCalled();
  });
});
