import { Injectable } from '@nestjs/common';
import { JobQueue, type JobContext } from '@crema/jobs';
import { notificationDigestEmailJob, notificationDigestEmailJobId } from '../mail/mail.jobs';
import { DigestRecipientsRepository, FIRST_DUE, type DueCursor } from './digest-recipients.repository';

/** People read and queued per round trip: a page of the index, one pipeline of adds. */
export const SWEEP_BATCH = 500;

/** Runs `notification-digest-sweep`: queues a digest job for everyone due one, a page at a time. */
@Injectable()
export class DigestSweep {
  constructor(
    private readonly recipients: DigestRecipientsRepository,
    private readonly queue: JobQueue,
  ) {}

  /** Answers how many people were queued. */
  async run(sweep: JobContext): Promise<number> {
    let cursor: DueCursor = FIRST_DUE;
    let queued = 0;
    for (;;) {
      const due = await this.recipients.dueAfter(cursor, SWEEP_BATCH);
      await Promise.all(
        due.map(({ userId }) =>
          this.queue.add(
            notificationDigestEmailJob,
            { userId },
            notificationDigestEmailJobId(userId, sweep.createdAt),
          ),
        ),
      );
      queued += due.length;
      const last = due.at(-1);
      if (!last || due.length < SWEEP_BATCH) return queued;
      cursor = last;
    }
  }
}
