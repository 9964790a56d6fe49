import { Injectable } from '@nestjs/common';
import { settingChanged } from '@crema/contracts/admin/events';
import {
  isKnownSetting,
  KNOWN_SETTING_KEYS,
  KNOWN_SETTINGS,
  type AppSetting,
  type PutSettingBody,
} from '@crema/contracts/admin/settings';
import { adminAction, appendEvent, RpcError } from '@crema/messaging';
import { DataSource } from 'typeorm';
import type { Actor } from '@crema/contracts/common/rpc';
import { AuditLogRepository } from '../audit/audit-log.repository';
import { isoOf } from '../common/rows';
import { SettingsRepository, type SettingRow } from './settings.repository';

/**
 * Settings: free-form ones are stored as given; a known key's value must parse by its schema, and
 * every change goes out as `setting.changed` in the same transaction, so the services acting on a
 * key follow it without a restart.
 */
@Injectable()
export class SettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsRepository,
    private readonly audit: AuditLogRepository,
  ) {}

  /** Every known key (with its default until set), then the free-form ones, by key. */
  async list(): Promise<AppSetting[]> {
    const stored = new Map((await this.settings.list()).map((row) => [row.key, row]));
    const known = KNOWN_SETTING_KEYS.map((key) => {
      const row = stored.get(key);
      return row
        ? toSetting(row)
        : {
            key,
            value: KNOWN_SETTINGS[key].defaultValue,
            description: KNOWN_SETTINGS[key].description,
            known: true,
            updatedAt: null,
          };
    });
    const freeForm = [...stored.values()].filter((row) => !isKnownSetting(row.key)).map(toSetting);
    return [...known, ...freeForm];
  }

  async put(actor: Actor, key: string, body: PutSettingBody & { description: string | null }): Promise<AppSetting> {
    const value = body.value.trim();
    if (isKnownSetting(key)) {
      const parsed = KNOWN_SETTINGS[key].value.safeParse(value);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? `Not a valid value for ${key}`;
        throw RpcError.validation(message, [{ path: 'value', message }]);
      }
    }
    const description = body.description ?? (isKnownSetting(key) ? KNOWN_SETTINGS[key].description : null);
    const row = await this.dataSource.transaction(async (manager) => {
      const saved = await this.settings.upsert(manager, key, value, description);
      await appendEvent(manager, settingChanged, { key, value });
      await this.audit.insert(
        manager,
        adminAction(actor, 'setting.changed', { targetType: 'setting', targetId: key }, { value: value.slice(0, 500) }),
      );
      return saved;
    });
    return toSetting(row);
  }
}

function toSetting(row: SettingRow): AppSetting {
  return {
    key: row.key,
    value: row.value,
    description: row.description,
    known: isKnownSetting(row.key),
    updatedAt: isoOf(row.updated_at),
  };
}
