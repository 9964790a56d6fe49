import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { ensureDatabase, runMigrations } from './migrations';

/**
 * A service's `migrate.js`: creates the database when it is missing and applies the service's
 * pending migrations; the exit code tells the outcome (the compose one-shot and the Kubernetes Job
 * read it).
 */
export async function migrateServiceSchema(options: {
  service: string;
  databaseUrl: string;
  logger: Logger;
  createDataSource: (url: string, poolSize: number) => DataSource;
}): Promise<void> {
  const { service, databaseUrl, logger } = options;
  try {
    await ensureDatabase(databaseUrl);
    const dataSource = await options.createDataSource(databaseUrl, 1).initialize();
    try {
      const applied = await runMigrations(dataSource);
      logger.info(
        { applied },
        applied.length ? `${service} migrations applied` : `${service} schema up to date`,
      );
    } finally {
      await dataSource.destroy();
    }
  } catch (error) {
    logger.fatal({ err: error }, `${service} migrations failed`);
    process.exitCode = 1;
  }
}
