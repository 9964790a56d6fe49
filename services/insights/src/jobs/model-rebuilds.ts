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
  private lastAskedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly queue: JobQueue,
    @Inject(MODEL_DEBOUNCE_MS) private readonly debounceMs: number,
  ) {}

  /**
   * Under steady traffic every event would re-arm the debounce in Redis; one ask per sixth of the
   * delay is enough, since the rebuild it schedules starts later than any event of that window
   * and so sees them all. (The worker's schedule covers traffic that never pauses.)
   */
  async request(): Promise<void> {
    const now = Date.now();
    if (now - this.lastAskedAt < this.debounceMs / 6) return;
    await this.queue.addDebounced(rebuildRecommendationModelJob, {}, RECOMMENDATION_MODEL_KEY, this.debounceMs);
    this.lastAskedAt = now;
  }
}
