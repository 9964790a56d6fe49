import { inLockedTransaction } from './locked-transaction';

export interface SchemaGrant {
  /** postgres://… of the database, as its owner (the migrations' connection). */
  ownerUrl: string;
  schema: string;
  role: string;
  /** Tables of the schema the role may read but not change (the migrations table). */
  readOnlyTables: readonly string[];
}

/**
 * Gives `role` what a service needs on its own schema and nothing anywhere else: CONNECT on the
 * database, USAGE on the schema, DML on its tables and use of its sequences (now, and by default
 * privileges for tables later migrations create). PUBLIC loses its rights on the database
 * (CONNECT, TEMPORARY), on the service's schema and CREATE on `public`, so a service role can
 * neither read another schema nor leave objects where others would run them; `public` keeps
 * USAGE, where the shared extensions' functions live (ensureExtension).
 *
 * Idempotent, and run by each service's migrate.js after its migrations. The five of them may run
 * at once on one database, and GRANT/REVOKE on the same database or schema row concurrently fail
 * with "tuple concurrently updated": they queue on an advisory lock of this database.
 */
export async function grantOwnSchema(grant: SchemaGrant): Promise<void> {
  await inLockedTransaction(grant.ownerUrl, 'crema.grants', async (client) => {
    const id = (name: string) => client.escapeIdentifier(name);
    const role = id(grant.role);
    const schema = id(grant.schema);
    const { rows } = await client.query<{ name: string }>('SELECT current_database() AS name');
    const database = id(rows[0]?.name ?? '');
    for (const statement of [
      `REVOKE ALL ON DATABASE ${database} FROM PUBLIC`,
      `GRANT CONNECT ON DATABASE ${database} TO ${role}`,
      `REVOKE CREATE ON SCHEMA public FROM PUBLIC`,
      `REVOKE ALL ON SCHEMA ${schema} FROM PUBLIC`,
      `GRANT USAGE ON SCHEMA ${schema} TO ${role}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${role}`,
      `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${schema} TO ${role}`,
      `ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role}`,
      `ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT USAGE, SELECT ON SEQUENCES TO ${role}`,
      ...grant.readOnlyTables.map(
        (table) => `REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ${schema}.${id(table)} FROM ${role}`,
      ),
    ]) {
      await client.query(statement);
    }
  });
}
