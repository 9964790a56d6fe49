import { Inject, Injectable } from '@nestjs/common';
import { identitySettingsDurable } from '@crema/contracts/bus/identity-consumers';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import { LOGGER } from '../common/tokens';
import { SettingsService } from './settings.service';

type SettingEvents = typeof identitySettingsDurable.events;

/** Follows the admin service's setting.changed events (registration.open). */
@Injectable()
export class SettingEventsHandler implements EventHandler<SettingEvents> {
  readonly durable = identitySettingsDurable;

  constructor(
    private readonly settings: SettingsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async handle(event: ConsumedEvent<SettingEvents>, manager: EntityManager): Promise<void> {
    const outcome = await this.settings.apply(event.data, new Date(event.occurredAt), manager);
    if (outcome === 'invalid') {
      this.logger.warn(
        { eventId: event.id, key: event.data.key },
        'setting change with an invalid value skipped',
      );
    } else if (outcome === 'recorded') {
      this.logger.info({ key: event.data.key, value: event.data.value }, 'setting followed');
    }
  }
}
