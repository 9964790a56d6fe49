import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface SettingRow {
  key: string;
  value: string;
  description: string | null;
  updated_at: Date;
}

/** The app_settings table. */
@Injectable()
export class SettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(): Promise<SettingRow[]> {
    return this.dataSource.query<SettingRow[]>(
      `SELECT key, value, description, updated_at FROM admin.app_settings ORDER BY key`,
    );
  }

  async upsert(
    manager: EntityManager,
    key: string,
    value: string,
    description: string | null,
  ): Promise<SettingRow> {
    const rows = await manager.query<SettingRow[]>(
      `INSERT INTO admin.app_settings (key, value, description) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value,
         description = COALESCE(EXCLUDED.description, admin.app_settings.description), updated_at = now()
       RETURNING key, value, description, updated_at`,
      [key, value, description],
    );
    return rows[0]!;
  }
}
