import { Injectable } from '@nestjs/common';
import { JobQueue } from '@crema/jobs';
import { badgeEvaluationKey, evaluateBadgesJob } from './insights.jobs';

/** Asks the worker to evaluate people's badges; repeated asks for one person fold into one run. */
@Injectable()
export class BadgeEvaluations {
  constructor(private readonly queue: JobQueue) {}

  async request(userIds: readonly number[]): Promise<void> {
    for (const userId of new Set(userIds)) {
      await this.queue.addFolded(evaluateBadgesJob, { userId }, badgeEvaluationKey(userId));
    }
  }
}
