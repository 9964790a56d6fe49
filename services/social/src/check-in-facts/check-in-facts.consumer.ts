import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { checkInCreated, checkInDeleted, checkInUpdated } from '@crema/contracts/checkins/events';
import { startDurableConsumer, type ConsumedEvent, type DurableConsumer } from '@crema/messaging';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import { LOGGER, SOCIAL_SETTINGS, type SocialSettings } from '../common/tokens';
import { CheckInFactsRepository } from './check-in-facts.repository';
import { coffeeKey, roasterKey } from './coffee-key';

export const CHECK_INS_DURABLE = 'social-check-ins';
const CHECK_IN_EVENTS = [checkInCreated, checkInUpdated, checkInDeleted] as const;

/** Feeds the check-in facts (and so the check-in counters) from checkins' checkin.* events. */
@Injectable()
export class CheckInFactsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private consumer: DurableConsumer | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly facts: CheckInFactsRepository,
    @Inject(SOCIAL_SETTINGS) private readonly settings: SocialSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.consumer = await startDurableConsumer({
      natsUrl: this.settings.natsUrl,
      durable: CHECK_INS_DURABLE,
      events: CHECK_IN_EVENTS,
      dataSource: this.dataSource,
      logger: this.logger,
      handle: (event, manager) => this.handle(event, manager),
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.consumer?.stop();
    this.consumer = undefined;
  }

  private async handle(event: ConsumedEvent<typeof CHECK_IN_EVENTS>, manager: EntityManager): Promise<void> {
    const checkIn = event.data;
    // checkin.deleted carries the ids only; created and updated carry the full state.
    if (!('coffeeName' in checkIn)) {
      await this.facts.remove(manager, checkIn.id);
      return;
    }
    await this.facts.record(manager, {
      checkInId: checkIn.id,
      userId: checkIn.userId,
      coffeeKey: coffeeKey(checkIn.coffeeName, checkIn.roaster),
      roasterKey: roasterKey(checkIn.roaster),
    });
  }
}
