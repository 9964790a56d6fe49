import { Injectable } from '@nestjs/common';
import { checkinsAdminDurable } from '@crema/contracts/bus/checkins-consumers';
import { moderationRuleChanged, moderationRuleDeleted } from '@crema/contracts/admin/events';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { SettingsRepository } from '../settings/settings.repository';
import { isCheckinsSetting, SettingsService } from '../settings/settings.service';
import { ModerationRulesRepository } from './moderation-rules.repository';

type AdminEvents = typeof checkinsAdminDurable.events;

/**
 * Keeps the projections of the admin service's moderation rules and of the settings checkins acts
 * on; each write reads them, so a change applies from the next check-in or comment.
 */
@Injectable()
export class AdminEventsHandler implements EventHandler<AdminEvents> {
  readonly durable = checkinsAdminDurable;

  constructor(
    private readonly rules: ModerationRulesRepository,
    private readonly settingsRepository: SettingsRepository,
    private readonly settings: SettingsService,
  ) {}

  async handle(event: ConsumedEvent<AdminEvents>, manager: EntityManager): Promise<void> {
    const asOf = new Date(event.occurredAt);
    const data = event.data;
    if (event.subject === moderationRuleChanged.subject && 'action' in data) {
      await this.rules.upsert(manager, data, asOf);
    } else if (event.subject === moderationRuleDeleted.subject && 'id' in data) {
      await this.rules.markDeleted(manager, data.id, asOf);
    } else if ('key' in data && isCheckinsSetting(data.key)) {
      const value = this.settings.validValue(data.key, data.value);
      if (value !== undefined) await this.settingsRepository.upsert(manager, data.key, value, asOf);
    }
  }
}
