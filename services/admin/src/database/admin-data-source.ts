import { createServiceDataSource } from '@crema/database';
import { OutboxEvent, ProcessedEvent } from '@crema/messaging';
import type { DataSource } from 'typeorm';
import { CreateAdminTables1764700000000 } from '../migrations/1764700000000-create-admin-tables';
import { AdminAuditLog1765100000000 } from '../migrations/1765100000000-admin-audit-log';
import { ADMIN_SCHEMA } from './admin-schema';

/** The admin schema and its migrations; its repositories speak SQL, the only entities are the messaging tables. */
export function createAdminDataSource(url: string, poolSize?: number): DataSource {
  return createServiceDataSource({
    url,
    schema: ADMIN_SCHEMA,
    entities: [OutboxEvent, ProcessedEvent],
    migrations: [CreateAdminTables1764700000000, AdminAuditLog1765100000000],
    ...(poolSize ? { poolSize } : {}),
  });
}
