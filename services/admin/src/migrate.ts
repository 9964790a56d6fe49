import 'reflect-metadata';
import { loadEnv, migrateEnv } from '@crema/config';
import { migrateServiceSchema, serviceRoleOf } from '@crema/database';
import { createLogger } from '@crema/observability';
import { createAdminDataSource } from './database/admin-data-source';

const env = loadEnv(migrateEnv);
void migrateServiceSchema({
  service: 'admin',
  databaseUrl: env.DATABASE_URL,
  role: serviceRoleOf('admin', env),
  logger: createLogger('admin-migrate', env.LOG_LEVEL),
  createDataSource: createAdminDataSource,
});
