import { Inject, Injectable } from '@nestjs/common';
import { KNOWN_SETTINGS } from '@crema/contracts/admin/settings';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens';
import { SettingsRepository } from './settings.repository';

/** The settings checkins acts on (admin service's setting.changed), each with its contract default. */
const CHECKINS_SETTING_KEYS = ['checkins.max-per-hour'] as const;
type CheckinsSettingKey = (typeof CHECKINS_SETTING_KEYS)[number];

export function isCheckinsSetting(key: string): key is CheckinsSettingKey {
  return (CHECKINS_SETTING_KEYS as readonly string[]).includes(key);
}

@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** How many check-ins one person may post in a rolling hour (60 until an administrator sets it). */
  async maxCheckInsPerHour(): Promise<number> {
    return Number(await this.current('checkins.max-per-hour'));
  }

  /** A value that does not parse (the admin service validates known keys) leaves the last good one. */
  validValue(key: CheckinsSettingKey, value: string): string | undefined {
    const parsed = KNOWN_SETTINGS[key].value.safeParse(value);
    if (parsed.success) return parsed.data;
    this.logger.warn({ key, value }, 'ignoring an invalid setting value');
    return undefined;
  }

  private async current(key: CheckinsSettingKey): Promise<string> {
    const stored = await this.settings.value(key);
    const parsed = stored === undefined ? undefined : KNOWN_SETTINGS[key].value.safeParse(stored);
    return parsed?.success ? parsed.data : KNOWN_SETTINGS[key].defaultValue;
  }
}
