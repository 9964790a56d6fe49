// `npm run migrate`: creates the database when it is missing and runs every service's migrations
// (the migrate entries of deploy/deployables.json), building first if they are not built yet. Each
// also creates or updates its service's database role with the password `npm start` uses
// (scripts/lib/database-roles.mjs). Production runs each migrate.js itself (compose, the Kubernetes Job).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { databaseRoles } from './lib/database-roles.mjs';
import { readDeployables, repoRoot } from './lib/deployables.mjs';
import { nxBin, run } from './lib/run.mjs';

const { migrations } = readDeployables();
const ownerUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crema';
const roles = databaseRoles(
  ownerUrl,
  migrations.map((migration) => migration.name),
);

if (migrations.some((migration) => !existsSync(join(repoRoot, migration.entry)))) {
  console.log('Migrations are not built yet: building …');
  const code = await run(nxBin, ['run-many', '-t', 'build', '--outputStyle=static'], {
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' },
  });
  if (code !== 0) process.exit(code);
}

for (const migration of migrations) {
  console.log(`Migrating ${migration.name} …`);
  const code = await run(process.execPath, [migration.entry], {
    env: { ...process.env, DATABASE_URL: ownerUrl, ...roles.migrateEnvOf(migration.name) },
  });
  if (code !== 0) {
    console.error(`The ${migration.name} migration failed (exit ${code}).`);
    process.exit(code);
  }
}
console.log('All migrations applied.');
