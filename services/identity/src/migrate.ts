import 'reflect-metadata';
import { loadEnv, migrateEnv } from '@crema/config';
import { migrateServiceSchema, serviceRoleOf } from '@crema/database';
import { createLogger } from '@crema/observability';
import { createIdentityDataSource } from './database/identity-data-source';

const env = loadEnv(migrateEnv);
void migrateServiceSchema({
  service: 'identity',
  databaseUrl: env.DATABASE_URL,
  role: serviceRoleOf('identity', env),
  logger: createLogger('identity-migrate', env.LOG_LEVEL),
  createDataSource: createIdentityDataSource,
});
