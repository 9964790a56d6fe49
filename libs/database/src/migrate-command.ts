import { setTimeout as delay } from 'node:timers/promises';
import { Client } from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { ensureDatabase, pendingMigrations, runMigrations } from './migrations';
import type { ServiceRole } from './login-role';
import { provisionServiceRole } from './service-role';

/** How long `migrate.js --wait` waits for the release's migrations before it gives up (exit 1). */
const WAIT_LIMIT_MS = 15 * 60_000;
const WAIT_POLL_MS = 2_000;

/**
 * A service's `migrate.js`, two ways:
 * - `migrate.js`: creates the database when it is missing and applies the service's pending
 *   migrations, one runner at a time (an advisory lock per service), so a second run of the same
 *   release — a retried Job, compose next to a Job — waits and then finds nothing to do.
 * - `migrate.js --wait`: applies nothing; returns once every migration this build knows is applied
 *   (the Kubernetes init container that holds a new Pod until its release's migration Job is done).
 *   With `role`, it then creates or updates the service's own PostgreSQL role and grants it its
 *   schema and nothing else (ADR 0033); the migrations themselves keep running as the owner.
 * The exit code tells the outcome (the compose one-shot, the Job and the init container read it).
 */
export async function migrateServiceSchema(options: {
  service: string;
  databaseUrl: string;
  logger: Logger;
  createDataSource: (url: string, poolSize: number) => DataSource;
  /** The role the service and its worker connect as; without it, no role is touched. */
  role?: ServiceRole;
  /** Defaults to `--wait` in the process's arguments. */
  wait?: boolean;
  waitLimitMs?: number;
}): Promise<void> {
  const { service, databaseUrl, logger } = options;
  const wait = options.wait ?? process.argv.slice(2).includes('--wait');
  try {
    if (wait) {
      await waitForMigrations(options, options.waitLimitMs ?? WAIT_LIMIT_MS);
      return;
    }
    await ensureDatabase(databaseUrl);
    const lock = new Client({ connectionString: databaseUrl });
    await lock.connect();
    try {
      await lock.query(`SELECT pg_advisory_lock(hashtext('crema.migrate.' || $1))`, [service]);
      const dataSource = await options.createDataSource(databaseUrl, 1).initialize();
      try {
        const applied = await runMigrations(dataSource);
        logger.info(
          { applied },
          applied.length ? `${service} migrations applied` : `${service} schema up to date`,
        );
        if (options.role) {
          await provisionServiceRole(databaseUrl, dataSource, options.role);
          logger.info({ role: options.role.name }, `${service} role granted its schema`);
        }
      } finally {
        await dataSource.destroy();
      }
    } finally {
      // Closing the session releases the lock.
      await lock.end();
    }
  } catch (error) {
    logger.fatal({ err: error }, `${service} migrations failed`);
    process.exitCode = 1;
  }
}

async function waitForMigrations(
  options: {
    service: string;
    databaseUrl: string;
    logger: Logger;
    createDataSource: (url: string, poolSize: number) => DataSource;
  },
  limitMs: number,
): Promise<void> {
  const { service, logger } = options;
  const deadline = Date.now() + limitMs;
  let reported = '';
  for (;;) {
    let pending: string[] | undefined;
    try {
      const dataSource = await options.createDataSource(options.databaseUrl, 1).initialize();
      try {
        pending = await pendingMigrations(dataSource);
      } finally {
        await dataSource.destroy();
      }
    } catch (error) {
      // The database may not exist or answer yet: the migration Job creates it.
      const message = error instanceof Error ? error.message : String(error);
      if (message !== reported) logger.info({ err: error }, `${service}: database not ready, waiting`);
      reported = message;
    }
    if (pending?.length === 0) {
      logger.info(`${service} schema is up to date`);
      return;
    }
    if (pending && pending.join() !== reported) {
      logger.info({ pending }, `${service}: waiting for the release's migrations`);
      reported = pending.join();
    }
    if (Date.now() >= deadline) {
      throw new Error(`${service} migrations still pending after ${Math.round(limitMs / 1000)} s`);
    }
    await delay(WAIT_POLL_MS);
  }
}
