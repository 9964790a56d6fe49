import { Injectable } from '@nestjs/common';
import { DIGEST_CANDIDATES_MAX, findDigestRecipients } from '@crema/contracts/social/notifications';
import { JobQueue, type JobContext } from '@crema/jobs';
import { RpcClient } from '@crema/messaging';
import { notificationDigestEmailJob, notificationDigestEmailJobId } from '../mail/mail.jobs';
import { DigestRecipientsRepository, FIRST_DUE, type DueCursor } from './digest-recipients.repository';

/** People read, asked about and queued per round trip: a page of the index, one call, one pipeline of adds. */
export const SWEEP_BATCH = DIGEST_CANDIDATES_MAX;

/**
 * Runs `notification-digest-sweep`: queues a digest job for everyone due one who has something new
 * to read, a page at a time. Social says who has (one call per page): a person with nothing new gets
 * no job, so a sweep costs a call per 500 people rather than a job per person.
 */
@Injectable()
export class DigestSweep {
  constructor(
    private readonly recipients: DigestRecipientsRepository,
    private readonly rpc: RpcClient,
    private readonly queue: JobQueue,
  ) {}

  /** Answers how many people were queued. */
  async run(sweep: JobContext): Promise<number> {
    let cursor: DueCursor = FIRST_DUE;
    let queued = 0;
    for (;;) {
      const due = await this.recipients.dueAfter(cursor, SWEEP_BATCH);
      const { userIds } =
        due.length === 0
          ? { userIds: [] }
          : await this.rpc.send(findDigestRecipients, {
              candidates: due.map(({ userId, lastDigestAt }) => ({
                userId,
                since: lastDigestAt?.toISOString() ?? null,
              })),
            });
      await Promise.all(
        userIds.map((userId) =>
          this.queue.add(
            notificationDigestEmailJob,
            { userId },
            notificationDigestEmailJobId(userId, sweep.createdAt),
          ),
        ),
      );
      queued += userIds.length;
      const last = due.at(-1);
      if (!last || due.length < SWEEP_BATCH) return queued;
      cursor = last;
    }
  }
}
