import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { SettingEntity } from './entities/setting.entity';

@Injectable()
export class SettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The value last recorded for the key; undefined when it was never announced. */
  async valueOf(key: string): Promise<string | undefined> {
    const setting = await this.dataSource.manager.findOneBy(SettingEntity, { key });
    return setting?.value;
  }

  /**
   * Records the value as of the change's time: an older change (an event redelivered after a newer
   * one) leaves the newer value in place.
   */
  async record(manager: EntityManager, key: string, value: string, asOf: Date): Promise<void> {
    await manager.query(
      `INSERT INTO identity.settings (key, value, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
       WHERE identity.settings.updated_at <= EXCLUDED.updated_at`,
      [key, value, asOf],
    );
  }
}
