import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** The projection of the admin settings checkins acts on: the latest value of each key. */
@Injectable()
export class SettingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async value(key: string): Promise<string | undefined> {
    const rows = await this.dataSource.query<{ value: string }[]>(
      `SELECT value FROM checkins.settings WHERE key = $1`,
      [key],
    );
    return rows[0]?.value;
  }

  /** The value as of `asOf`; an older event than the row holds changes nothing. */
  async upsert(manager: EntityManager, key: string, value: string, asOf: Date): Promise<void> {
    await manager.query(
      `INSERT INTO checkins.settings AS s (key, value, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
       WHERE s.updated_at <= EXCLUDED.updated_at`,
      [key, value, asOf],
    );
  }
}
