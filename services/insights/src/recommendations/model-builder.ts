import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens';
import { buildItemModel } from './engine/item-model';
import { ModelRepository } from './model.repository';

/** The worker's job: rebuild the recommendation model from the publicly shareable check-ins. */
@Injectable()
export class ModelBuilder {
  constructor(
    private readonly model: ModelRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async rebuild(): Promise<void> {
    const started = Date.now();
    const [profiles, ratings] = await Promise.all([this.model.communityProfiles(), this.model.communityRatings()]);
    const read = Date.now();
    const neighbours = buildItemModel(ratings);
    const built = Date.now();
    await this.model.replace(profiles, neighbours, {
      coffees: profiles.length,
      ratings: ratings.length,
      buildMs: built - started,
    });
    this.logger.info(
      {
        coffees: profiles.length,
        ratings: ratings.length,
        readMs: read - started,
        modelMs: built - read,
        writeMs: Date.now() - built,
      },
      'recommendation model rebuilt',
    );
  }
}
