// The database roles `npm start` runs the services and workers as (docs/adr/0033): `crema_<service>`
//, each with a password made on first use and kept in
// var/keys/database-roles.json (mode 0600), so a restart does not change a password another
// process of this machine may still be using. The migrations keep the owner's DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from './deployables.mjs';

const PASSWORDS_FILE = join(repoRoot, 'var', 'keys', 'database-roles.json');

/** Passwords by service, adding (and saving) one for each service that has none yet. */
function passwordsFor(services) {
  const saved = existsSync(PASSWORDS_FILE) ? JSON.parse(readFileSync(PASSWORDS_FILE, 'utf8')) : {};
  const missing = services.filter((service) => typeof saved[service] !== 'string');
  if (missing.length > 0) {
    for (const service of missing) saved[service] = randomBytes(24).toString('hex');
    mkdirSync(dirname(PASSWORDS_FILE), { recursive: true });
    writeFileSync(PASSWORDS_FILE, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
    chmodSync(PASSWORDS_FILE, 0o600);
  }
  return saved;
}

/**
 * @param {string} ownerUrl the owner's DATABASE_URL (the migrations')
 * @param {string[]} services the services of deploy/deployables.json's migrations
 */
export function databaseRoles(ownerUrl, services) {
  const passwords = passwordsFor(services);
  const nameOf = (service) => `crema_${service}`;
  return {
    /** What migrate.js of `service` needs to create its role. */
    migrateEnvOf: (service) => ({
      DATABASE_ROLE: nameOf(service),
      DATABASE_ROLE_PASSWORD: passwords[service],
    }),
    /** The DATABASE_URL of a deployable that uses `service`'s role. */
    urlOf: (service) => {
      const url = new URL(ownerUrl);
      url.username = nameOf(service);
      url.password = passwords[service];
      return url.toString();
    },
  };
}

/**
 * The environment of one long-running deployable: its service role's DATABASE_URL, or none at all
 * for a deployable without a database (the gateway, admin-worker), so the owner's never leaks in.
 */
export function withDatabaseOf(entry, env, roles) {
  const rest = { ...env };
  delete rest.DATABASE_URL;
  return entry.database ? { ...rest, DATABASE_URL: roles.urlOf(entry.database) } : rest;
}
