import 'reflect-metadata';
import { loadEnv, migrateEnv } from '@crema/config';
import { migrateServiceSchema } from '@crema/database';
import { createLogger } from '@crema/observability';
import { createSocialDataSource } from './database/social-data-source';

const env = loadEnv(migrateEnv);
void migrateServiceSchema({
  service: 'social',
  databaseUrl: env.DATABASE_URL,
  logger: createLogger('social-migrate', env.LOG_LEVEL),
  createDataSource: createSocialDataSource,
});
