import { inLockedTransaction } from './locked-transaction';
import { maintenanceUrl } from './maintenance-url';
import { scramSha256Verifier } from './scram-verifier';

/** The PostgreSQL role one service (and its worker) connects as. */
export interface ServiceRole {
  name: string;
  /**
   * Its password. Undefined creates a new role without one (it can then log in only where the
   * server trusts local connections, a developer machine) and leaves an existing role's as it is,
   * so a bare `migrate.js` run (a benchmark's, an operator's) cannot clear a password in use.
   */
  password?: string;
}

/** Lower-case SQL identifiers only, so a name never needs quoting in a URL, a manifest or a DO block. */
const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Creates the service's LOGIN role unless it exists, and sets its password. Roles belong to the
 * whole cluster while advisory locks belong to one database, so this runs on the maintenance
 * database under one lock there: concurrent runs for different databases (a test run creates one
 * each) queue instead of failing with "tuple concurrently updated". The creation also tolerates a
 * concurrent creator that took no lock (duplicate_object, or the unique index under it).
 * An existing role with powers beyond logging in (superuser, CREATEROLE, …) or the owner itself is
 * refused: handing it to a service would undo the point of the role.
 */
export async function ensureLoginRole(ownerUrl: string, role: ServiceRole): Promise<void> {
  if (!ROLE_NAME.test(role.name)) {
    throw new Error(`The database role name "${role.name}" must match ${ROLE_NAME.source}`);
  }
  await inLockedTransaction(maintenanceUrl(ownerUrl), 'crema.roles', async (client) => {
    const name = client.escapeIdentifier(role.name);
    await client.query(
      `DO $$ BEGIN CREATE ROLE ${name} LOGIN NOINHERIT;
       EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`,
    );
    const found = await client.query<{ powerful: boolean; owner: boolean }>(
      `SELECT rolsuper OR rolcreaterole OR rolcreatedb OR rolreplication OR rolbypassrls AS powerful,
              rolname = current_user AS owner
         FROM pg_roles WHERE rolname = $1`,
      [role.name],
    );
    const [row] = found.rows;
    if (!row || row.powerful || row.owner) {
      throw new Error(
        `The database role "${role.name}" is the owner or has powers beyond logging in: give the service a role of its own`,
      );
    }
    const password =
      role.password === undefined
        ? ''
        : ` PASSWORD ${client.escapeLiteral(scramSha256Verifier(role.password))}`;
    await client.query(`ALTER ROLE ${name} WITH LOGIN NOINHERIT${password}`);
  });
}
