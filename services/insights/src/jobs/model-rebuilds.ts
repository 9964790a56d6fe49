import { Inject, Injectable } from '@nestjs/common';
import { JobQueue } from '@crema/jobs';
import { RECOMMENDATION_MODEL_KEY, rebuildRecommendationModelJob } from './insights.jobs';

export const MODEL_DEBOUNCE_MS = Symbol('MODEL_DEBOUNCE_MS');

/**
 * Asks the worker to rebuild the recommendation model once things settle: new check-ins add
 * ratings, a privacy change takes someone's check-ins in or out of it.
 */
@Injectable()
export class ModelRebuilds {
  constructor(
    private readonly queue: JobQueue,
    @Inject(MODEL_DEBOUNCE_MS) private readonly debounceMs: number,
  ) {}

  async request(): Promise<void> {
    await this.queue.addDebounced(rebuildRecommendationModelJob, {}, RECOMMENDATION_MODEL_KEY, this.debounceMs);
  }
}
