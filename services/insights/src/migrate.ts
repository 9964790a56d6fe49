import 'reflect-metadata';
import { loadEnv, migrateEnv } from '@crema/config';
import { migrateServiceSchema, serviceRoleOf } from '@crema/database';
import { createLogger } from '@crema/observability';
import { createInsightsDataSource } from './database/insights-data-source';

const env = loadEnv(migrateEnv);
void migrateServiceSchema({
  service: 'insights',
  databaseUrl: env.DATABASE_URL,
  role: serviceRoleOf('insights', env),
  logger: createLogger('insights-migrate', env.LOG_LEVEL),
  createDataSource: createInsightsDataSource,
});
