import 'reflect-metadata';
import { loadEnv, migrateEnv } from '@crema/config';
import { ensureDatabase, runMigrations } from '@crema/database';
import { createLogger } from '@crema/observability';
import { createSocialDataSource } from './database/social-data-source';

/** Creates the database if needed and applies social's pending migrations; exit code tells the outcome. */
async function migrate(): Promise<void> {
  const env = loadEnv(migrateEnv);
  const logger = createLogger('social-migrate', env.LOG_LEVEL);
  try {
    await ensureDatabase(env.DATABASE_URL);
    const dataSource = await createSocialDataSource(env.DATABASE_URL, 1).initialize();
    try {
      const applied = await runMigrations(dataSource);
      logger.info({ applied }, applied.length ? 'social migrations applied' : 'social schema up to date');
    } finally {
      await dataSource.destroy();
    }
  } catch (error) {
    logger.fatal({ err: error }, 'social migrations failed');
    process.exitCode = 1;
  }
}

void migrate();
