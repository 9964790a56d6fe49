import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EventDescriptor } from '@crema/contracts/common/events';
import { startDurableConsumer, type DurableConsumer } from '@crema/messaging';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { CheckInEventsHandler } from '../check-in-facts/check-in-events.handler';
import { LOGGER, SOCIAL_SETTINGS, type SocialSettings } from '../common/tokens';
import { UserEventsHandler } from '../user-cards/user-events.handler';
import type { EventHandler } from './event-handler';

/** Runs each of social's event handlers as a durable JetStream consumer while the service runs. */
@Injectable()
export class EventConsumers implements OnApplicationBootstrap, OnModuleDestroy {
  private consumers: DurableConsumer[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly userEvents: UserEventsHandler,
    private readonly checkInEvents: CheckInEventsHandler,
    @Inject(SOCIAL_SETTINGS) private readonly settings: SocialSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.consumers.push(await this.start(this.userEvents));
    this.consumers.push(await this.start(this.checkInEvents));
  }

  /** Stops before the database closes (it closes on application shutdown). */
  async onModuleDestroy(): Promise<void> {
    const running = this.consumers;
    this.consumers = [];
    await Promise.all(running.map((consumer) => consumer.stop()));
  }

  private start<Events extends readonly EventDescriptor<z.ZodType>[]>(
    handler: EventHandler<Events>,
  ): Promise<DurableConsumer> {
    return startDurableConsumer({
      natsUrl: this.settings.natsUrl,
      durable: handler.durable,
      events: handler.events,
      dataSource: this.dataSource,
      logger: this.logger,
      handle: (event, manager) => handler.handle(event, manager),
    });
  }
}
