import 'reflect-metadata';
import { loadEnv, migrateEnv } from '@crema/config';
import { migrateServiceSchema, serviceRoleOf } from '@crema/database';
import { createLogger } from '@crema/observability';
import { createCheckinsDataSource } from './database/checkins-data-source';

const env = loadEnv(migrateEnv);
void migrateServiceSchema({
  service: 'checkins',
  databaseUrl: env.DATABASE_URL,
  role: serviceRoleOf('checkins', env),
  logger: createLogger('checkins-migrate', env.LOG_LEVEL),
  createDataSource: createCheckinsDataSource,
});
