import type { DataSource } from 'typeorm';
import { ensureLoginRole, type ServiceRole } from './login-role';
import { grantOwnSchema } from './schema-grants';

/** The role of `service` from migrate.js's environment: `crema_<service>` unless DATABASE_ROLE names another. */
export function serviceRoleOf(
  service: string,
  env: { DATABASE_ROLE?: string | undefined; DATABASE_ROLE_PASSWORD?: string | undefined },
): ServiceRole {
  return { name: env.DATABASE_ROLE || `crema_${service}`, password: env.DATABASE_ROLE_PASSWORD || undefined };
}

/**
 * After a service's migrations: its LOGIN role exists with the configured password and may use
 * its schema (the data source's) and nothing else; the migrations table it may only read, which
 * is all `migrate.js --wait` needs.
 */
export async function provisionServiceRole(
  ownerUrl: string,
  dataSource: DataSource,
  role: ServiceRole,
): Promise<void> {
  const { schema, migrationsTableName } = dataSource.options as {
    schema?: string;
    migrationsTableName?: string;
  };
  if (!schema) throw new Error('A service data source must name its schema');
  await ensureLoginRole(ownerUrl, role);
  await grantOwnSchema({
    ownerUrl,
    schema,
    role: role.name,
    readOnlyTables: [migrationsTableName ?? 'migrations'],
  });
}
