import type { TestNatsServer, TestNatsServerOptions } from './nats-server';

/**
 * Fallback for machines without local services: containers started through testcontainers,
 * whose reaper removes them when the test process ends. Loaded lazily so runs on machines with
 * local services never pay for it.
 */
export async function containerRuntimeAvailable(): Promise<boolean> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
}

let postgresAdminUrl: Promise<string> | undefined;

/** One PostgreSQL container per test process; each test database is created inside it. */
export function containerPostgresAdminUrl(): Promise<string> {
  postgresAdminUrl ??= (async () => {
    const { GenericContainer, Wait } = await import('testcontainers');
    const container = await new GenericContainer('postgres:15-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    return `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
  })();
  return postgresAdminUrl;
}

const CONTAINER_CONFIG_FILE = '/etc/nats/test.conf';

export async function startNatsContainer({
  configFile,
  env,
}: TestNatsServerOptions = {}): Promise<TestNatsServer> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('nats:2.10-alpine')
    .withCopyFilesToContainer(configFile ? [{ source: configFile, target: CONTAINER_CONFIG_FILE }] : [])
    .withEnvironment(env ?? {})
    .withCommand([...(configFile ? ['-c', CONTAINER_CONFIG_FILE] : []), '-js'])
    .withExposedPorts(4222)
    .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
    .start();
  return {
    url: `nats://${container.getHost()}:${container.getMappedPort(4222)}`,
    stop: async () => {
      await container.stop();
    },
  };
}
