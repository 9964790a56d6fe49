import 'reflect-metadata';
import { loadEnv, migrateEnv } from '@crema/config';
import { migrateServiceSchema, serviceRoleOf } from '@crema/database';
import { createLogger } from '@crema/observability';
import { createSocialDataSource } from './database/social-data-source';

const env = loadEnv(migrateEnv);
void migrateServiceSchema({
  service: 'social',
  databaseUrl: env.DATABASE_URL,
  role: serviceRoleOf('social', env),
  logger: createLogger('social-migrate', env.LOG_LEVEL),
  createDataSource: createSocialDataSource,
});
