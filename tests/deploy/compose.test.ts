import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { NATS_SERVER_CONFIG_PATH, OPERATOR_NATS_USERS, passwordVariableOf } from '@crema/nats-auth';
import { databaseRoleOf, longRunning, natsAccess, readDeployables, repoRoot } from './deployables';
import { aclPasswordVariables, readsVariable, redisPasswordVariableOf, usesRedis } from './redis-users';

interface ComposeService {
  image?: string;
  entrypoint?: string[];
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  restart?: string;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition?: string }> | string[];
  ports?: string[];
}

const composeFile = path.join(repoRoot, 'docker-compose.yml');
const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const deployables = readDeployables();
const { users: natsUsers, withoutNats } = natsAccess(deployables);

const serviceRunning = (entry: string) =>
  Object.entries(compose.services).find(([, service]) => service.command?.join(' ') === `node ${entry}`);

describe('docker-compose.yml', () => {
  it('is valid according to docker-compose (Debian package, runs offline)', () => {
    const result = spawnSync('docker-compose', ['-f', composeFile, 'config', '-q'], { encoding: 'utf8' });
    if (result.error) {
      throw new Error(
        `docker-compose is not installed (${result.error.message}); install it with: apt-get install -y docker-compose`,
      );
    }
    expect({ status: result.status, errors: result.status === 0 ? '' : result.stderr }).toEqual({
      status: 0,
      errors: '',
    });
  });

  it.each(longRunning(deployables).map((entry) => [entry.name, entry.entry]))(
    'runs %s (%s) with a health check',
    (name, entry) => {
      const found = serviceRunning(entry);
      expect(found?.[0]).toBe(name);
      const service = found?.[1];
      expect(service?.healthcheck?.disable).not.toBe(true);
      expect(service?.healthcheck?.test?.length).toBeGreaterThan(0);
    },
  );

  it.each(deployables.migrations.map((entry) => [entry.name, entry.entry]))(
    'runs the %s migration (%s) once, before the services',
    (_name, entry) => {
      const found = serviceRunning(entry);
      expect(found).toBeDefined();
      expect(found?.[1].restart).toBe('no');
      const migrationService = found?.[0] ?? '';
      for (const deployable of [...deployables.services, ...deployables.workers]) {
        const dependsOn = serviceRunning(deployable.entry)?.[1].depends_on as Record<
          string,
          { condition?: string }
        >;
        expect(dependsOn[migrationService]?.condition).toBe('service_completed_successfully');
      }
    },
  );

  it('starts nothing before what it depends on is healthy (or, for migrations, done)', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.depends_on) continue;
      expect({ name, dependsOnIsMap: !Array.isArray(service.depends_on) }).toEqual({
        name,
        dependsOnIsMap: true,
      });
      for (const [dependency, { condition }] of Object.entries(
        service.depends_on as Record<string, { condition?: string }>,
      )) {
        const dependencyIsMigration = compose.services[dependency]?.restart === 'no';
        expect({ name, dependency, condition }).toEqual({
          name,
          dependency,
          condition: dependencyIsMigration ? 'service_completed_successfully' : 'service_healthy',
        });
      }
    }
  });

  it('runs PostgreSQL, Redis (append-only, no eviction) and NATS, each health-checked', () => {
    const { postgres, redis, nats } = compose.services;
    for (const service of [postgres, redis, nats])
      expect(service?.healthcheck?.test?.length).toBeGreaterThan(0);
    expect(postgres?.image).toMatch(/^postgres:15/);
    expect(redis?.command?.join(' ')).toContain('--appendonly yes');
    expect(redis?.command?.join(' ')).toContain('--maxmemory-policy noeviction');
    expect(nats?.healthcheck?.test?.join(' ')).toContain(':8222/healthz');
  });

  it("runs NATS with the generated configuration, every user's password and its store on a volume", () => {
    const nats = compose.services.nats;
    const option = (flag: string) => nats?.command?.[nats.command.indexOf(flag) + 1];
    expect(nats?.volumes).toContain(`./${NATS_SERVER_CONFIG_PATH}:${option('-c')}:ro`);
    expect(nats?.volumes?.map((volume) => volume.split(':')[1])).toContain(option('-sd'));
    expect(Object.keys(nats?.environment ?? {}).sort()).toEqual(
      [...natsUsers, ...OPERATOR_NATS_USERS.map((user) => user.name)].map(passwordVariableOf).sort(),
    );
  });

  it.each(natsUsers)('connects %s to NATS as its own user, with the password NATS knows it by', (name) => {
    const environment = compose.services[name]?.environment;
    expect(environment?.NATS_USER).toBe(name);
    expect(environment?.NATS_PASSWORD).toBeTruthy();
    expect(environment?.NATS_PASSWORD).toBe(compose.services.nats?.environment?.[passwordVariableOf(name)]);
  });

  it.each(withoutNats)('gives %s, which never connects to NATS, no NATS credentials', (name) => {
    expect(compose.services[name]?.environment).not.toHaveProperty('NATS_USER');
    expect(compose.services[name]?.environment).not.toHaveProperty('NATS_PASSWORD');
  });

  it('gives the actor signing key to the gateway only, and its public key to every service', () => {
    const environmentOf = (name: string) => compose.services[name]?.environment ?? {};
    const verifyKeys = environmentOf(deployables.services[0]?.name ?? '').ACTOR_VERIFY_KEYS;
    expect(environmentOf(deployables.gateway.name).ACTOR_SIGNING_KEY).toBeTruthy();
    expect(verifyKeys).toBeTruthy();
    for (const { name } of deployables.services) {
      expect(environmentOf(name).ACTOR_VERIFY_KEYS).toBe(verifyKeys);
      expect(environmentOf(name)).not.toHaveProperty('ACTOR_SIGNING_KEY');
    }
    for (const { entry } of [...deployables.workers, ...deployables.migrations]) {
      const environment = serviceRunning(entry)?.[1].environment ?? {};
      expect(Object.keys(environment).filter((key) => key.startsWith('ACTOR_'))).toEqual([]);
    }
  });

  it('tells identity which account may make itself the first administrator (production has no default)', () => {
    expect(compose.services.identity?.environment?.ADMIN_USERNAME).toMatch(/^\$\{ADMIN_USERNAME:-[^}]+\}$/);
  });

  it('gives identity and its worker one unsubscribe link key, which .env overrides, and nobody else any', () => {
    const secret = compose.services.identity?.environment?.UNSUBSCRIBE_TOKEN_SECRET;
    expect(secret).toMatch(/^\$\{UNSUBSCRIBE_TOKEN_SECRET:-[A-Za-z0-9]{32,}\}$/);
    expect(compose.services['identity-worker']?.environment?.UNSUBSCRIBE_TOKEN_SECRET).toBe(secret);
    const holders = Object.entries(compose.services)
      .filter(([, service]) => service.environment && 'UNSUBSCRIBE_TOKEN_SECRET' in service.environment)
      .map(([name]) => name);
    expect(holders.sort()).toEqual(['identity', 'identity-worker']);
  });

  it('publishes the gateway on port 3000, and not its HEALTH_PORT (readiness, metrics)', () => {
    const gateway = compose.services[deployables.gateway.name];
    expect(gateway?.ports).toEqual(['3000:3000']);
    expect(gateway?.environment?.HEALTH_PORT).toMatch(/^\d+$/);
    expect(gateway?.environment?.HEALTH_PORT).not.toBe(gateway?.environment?.PORT);
  });

  it('starts Redis with the ACL users of deploy/redis, each password given to it', () => {
    const { redis } = compose.services;
    expect(redis?.volumes).toContain('./deploy/redis:/etc/crema/redis:ro');
    expect(redis?.entrypoint).toEqual(['sh', '/etc/crema/redis/entrypoint.sh']);
    expect(redis?.command?.[0]).toBe('redis-server');
    const passwordVariables = aclPasswordVariables();
    for (const variable of passwordVariables) {
      expect(redis?.environment?.[variable]).toMatch(new RegExp(`^\\$\\{${variable}:-[A-Za-z0-9_-]+\\}$`));
    }
    expect(redis?.environment?.REDIS_PREFIX).toBe(
      compose.services[deployables.gateway.name]?.environment?.REDIS_PREFIX,
    );
    // A check that needs a PONG: the default user is off, so a bare PING only gets NOAUTH.
    expect(redis?.healthcheck?.test?.join(' ')).toContain('--user healthcheck');
  });

  it.each(longRunning(deployables).map((entry) => [entry.name, entry.entry]))(
    '%s logs in to Redis as its own ACL user, or gets no REDIS_URL when it does not use Redis',
    (name, entry) => {
      const environment = serviceRunning(entry)?.[1].environment ?? {};
      if (!usesRedis(name)) {
        expect(environment.REDIS_URL).toBeUndefined();
        return;
      }
      const variable = redisPasswordVariableOf(name);
      // The same variable and default as the redis service's, so both sides agree on the password.
      const password = compose.services.redis?.environment?.[variable];
      expect(environment.REDIS_URL).toBe(`redis://${name}:${password}@redis:6379`);
    },
  );

  describe('PostgreSQL roles (ADR 0033)', () => {
    const ownerUrl =
      compose.services[serviceRunning(deployables.migrations[0]?.entry ?? '')?.[0] ?? '']?.environment
        ?.DATABASE_URL;

    it.each(deployables.migrations.map((entry) => [entry.name, entry.entry]))(
      'runs the %s migration as the owner, creating its role with the password its deployables log in with',
      (name, entry) => {
        const environment = serviceRunning(entry)?.[1].environment ?? {};
        const { role, passwordVariable } = databaseRoleOf(name);
        expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/postgres:[^@]+@postgres:5432\/crema$/);
        expect(environment.DATABASE_URL).toBe(ownerUrl);
        expect(environment.DATABASE_ROLE).toBe(role);
        // At least 16 URL-safe characters, as migrate.js demands; .env overrides it.
        expect(environment.DATABASE_ROLE_PASSWORD).toMatch(
          new RegExp(`^\\$\\{${passwordVariable}:-[A-Za-z0-9._~-]{16,}\\}$`),
        );
        for (const user of [...deployables.services, ...deployables.workers].filter(
          (deployable) => deployable.database === name,
        )) {
          expect(serviceRunning(user.entry)?.[1].environment?.DATABASE_URL).toBe(
            `postgres://${role}:${environment.DATABASE_ROLE_PASSWORD}@postgres:5432/crema`,
          );
        }
      },
    );

    it.each(longRunning(deployables).map((entry) => [entry.name, entry]))(
      '%s connects as its service role, or gets no DATABASE_URL when it reads none',
      (name, entry) => {
        const environment = serviceRunning(entry.entry)?.[1].environment ?? {};
        // deploy/deployables.json and the env schema agree on who uses the database.
        expect(Boolean(entry.database)).toBe(readsVariable(name, 'DATABASE_URL'));
        if (!entry.database) {
          expect(environment.DATABASE_URL).toBeUndefined();
          return;
        }
        expect(environment.DATABASE_URL).toMatch(
          new RegExp(`^postgres://${databaseRoleOf(entry.database).role}:`),
        );
        expect(environment).not.toHaveProperty('DATABASE_ROLE_PASSWORD');
      },
    );
  });
});
