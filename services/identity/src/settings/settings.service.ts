import { Injectable } from '@nestjs/common';
import { KNOWN_SETTINGS, type KnownSettingKey } from '@crema/contracts/admin/settings';
import type { EntityManager } from 'typeorm';
import { SettingsRepository } from './settings.repository';

/** The admin settings identity acts on; other keys' changes are none of its business. */
const FOLLOWED_KEYS: ReadonlySet<string> = new Set<KnownSettingKey>(['registration.open']);

export type SettingChangeOutcome = 'recorded' | 'not-followed' | 'invalid';

/** The admin service owns the settings; identity keeps the latest value of the ones it follows. */
@Injectable()
export class SettingsService {
  constructor(private readonly settings: SettingsRepository) {}

  async registrationOpen(): Promise<boolean> {
    return (await this.valueOf('registration.open')) === 'true';
  }

  /**
   * A setting.changed event. The admin service validates known values before it stores them, so an
   * invalid one here is a bug elsewhere: it is skipped (and reported) rather than retried forever.
   */
  async apply(
    change: { key: string; value: string },
    asOf: Date,
    manager: EntityManager,
  ): Promise<SettingChangeOutcome> {
    if (!FOLLOWED_KEYS.has(change.key)) return 'not-followed';
    const value = KNOWN_SETTINGS[change.key as KnownSettingKey].value.safeParse(change.value);
    if (!value.success) return 'invalid';
    await this.settings.record(manager, change.key, value.data, asOf);
    return 'recorded';
  }

  private async valueOf(key: KnownSettingKey): Promise<string> {
    return (await this.settings.valueOf(key)) ?? KNOWN_SETTINGS[key].defaultValue;
  }
}
