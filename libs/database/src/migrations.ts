import { Client } from 'pg';
import type { DataSource, QueryRunner } from 'typeorm';
import { maintenanceUrl } from './maintenance-url';

/** Creates the database named in `url` when it does not exist yet (connects to `postgres`). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  const client = new Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    }
  } catch (error) {
    // A concurrent creator may have won the race; that is fine.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

/** Runs the pending migrations of one service schema, creating the schema first. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const schema = schemaOf(dataSource);
  await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((migration) => migration.name);
}

/**
 * The migrations this build knows that the database has not applied, read-only: the names missing
 * from the schema's migrations table (all of them while the schema or the table does not exist).
 */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const schema = schemaOf(dataSource);
  const table = dataSource.options.migrationsTableName ?? 'migrations';
  let applied = new Set<string>();
  try {
    const rows = await dataSource.query<{ name: string }[]>(
      `SELECT name FROM "${schema.replace(/"/g, '""')}"."${table.replace(/"/g, '""')}"`,
    );
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    // undefined_table, invalid_schema_name: nothing applied yet.
    if (!['42P01', '3F000'].includes((error as { code?: string }).code ?? '')) throw error;
  }
  return dataSource.migrations
    .map((migration) => migration.name ?? migration.constructor.name)
    .filter((name) => !applied.has(name));
}

/**
 * Creates a PostgreSQL extension in schema public unless it exists, from inside a migration. Several
 * services' migrations may run at once on a fresh database (compose one-shots, the Kubernetes Job)
 * and `CREATE EXTENSION IF NOT EXISTS` is not safe against a concurrent creator, so creators queue on
 * an advisory lock held until their transaction ends. The extension outlives any one service's
 * schema: down migrations leave it.
 */
export async function ensureExtension(queryRunner: QueryRunner, name: string): Promise<void> {
  await queryRunner.query(`SELECT pg_advisory_xact_lock(hashtext('crema.extension.' || $1))`, [name]);
  await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS "${name.replace(/"/g, '""')}" WITH SCHEMA public`);
}

/**
 * The SQL that would bring the schema in line with the entities. Empty means entities and
 * migrations agree; CI fails on anything else.
 */
export async function schemaDrift(dataSource: DataSource): Promise<string[]> {
  const sqlInMemory = await dataSource.driver.createSchemaBuilder().log();
  return sqlInMemory.upQueries.map((query) => query.query);
}

function schemaOf(dataSource: DataSource): string {
  const schema = (dataSource.options as { schema?: string }).schema;
  if (!schema) throw new Error('A service data source must name its schema');
  return schema;
}
