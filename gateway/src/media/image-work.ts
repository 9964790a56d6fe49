import { Inject, Injectable } from '@nestjs/common';
import type { GatewayEnv } from '@crema/config';
import { concurrencyFor, WorkGate, WorkGateFullError } from '@crema/work-gate';
import sharp from 'sharp';
import { GATEWAY_ENV } from '../core/tokens';
import { problem } from '../http/problem';
import { ProblemException } from '../http/problem.exception';

/**
 * The gate every decode and re-encode of an uploaded image passes (check-in photos, avatars, label
 * photos): IMAGE_CONCURRENCY at once, IMAGE_QUEUE_LIMIT waiting, then 503 with Retry-After. sharp
 * itself is set to one libvips thread per image, so the gate alone decides how many threads images
 * take, and to no operation cache: every upload is a new image, a cache would only hold memory.
 */
@Injectable()
export class ImageWork {
  private readonly gate: WorkGate;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    sharp.concurrency(1);
    sharp.cache(false);
    this.gate = new WorkGate({
      name: 'image-encode',
      concurrency: concurrencyFor(env.IMAGE_CONCURRENCY, 1),
      queueLimit: env.IMAGE_QUEUE_LIMIT,
    });
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.gate.run(work);
    } catch (error) {
      if (error instanceof WorkGateFullError) {
        throw new ProblemException(
          problem(503, 'We are processing many images right now. Please try again in a moment.', {
            code: 'unavailable',
          }),
          { 'retry-after': String(error.retryAfterSeconds) },
        );
      }
      throw error;
    }
  }
}
