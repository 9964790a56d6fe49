import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv, testingEnv } from '@crema/config';
import { containerRuntimeAvailable, startNatsContainer } from './containers';
import { freePort } from './free-port';
import { findExecutable, terminate, waitForPort } from './local-server';
import { isReachable } from './tcp-probe';

export interface TestNatsServer {
  url: string;
  stop(): Promise<void>;
}

export interface TestNatsServerOptions {
  /** A nats-server configuration to start with (e.g. the generated deploy/nats/nats-server.conf). */
  configFile?: string;
  /** The server's whole environment: values for the `$VARIABLE` references of that configuration. */
  env?: Record<string, string>;
  /** More command-line options (a cluster node's name and routes). */
  args?: string[];
}

const DEBIAN_NATS_SERVER = '/usr/sbin/nats-server';

/**
 * A NATS server with JetStream of the test run's own: its own port and a temporary store, so
 * tests never share streams or consumers with a running app. Without a nats-server binary on the
 * machine it falls back to NATS_URL (whose JetStream state is then shared), and where that does
 * not answer either, to a container. A server with a configuration file is never the shared one.
 */
export async function startNatsServer(options: TestNatsServerOptions = {}): Promise<TestNatsServer> {
  const binary = findExecutable('nats-server', DEBIAN_NATS_SERVER);
  if (binary) return spawnNatsServer(binary, options);
  if (options.configFile) {
    if (await containerRuntimeAvailable()) return startNatsContainer(options);
    throw new Error(
      'A NATS server with a configuration file needs a nats-server binary or a container runtime',
    );
  }
  const configured = loadEnv(testingEnv).NATS_URL;
  if (await isReachable(configured, 4222)) return { url: configured, stop: () => Promise.resolve() };
  if (await containerRuntimeAvailable()) return startNatsContainer();
  throw new Error(
    `No nats-server binary, NATS is not reachable at ${configured} (NATS_URL), and no container runtime`,
  );
}

/**
 * A JetStream cluster of `size` nodes on this machine, as the three-node cluster of deploy/k8s
 * runs: each node on its own ports and store, routed to the others. Needs a nats-server binary.
 */
export async function startNatsCluster(size: number): Promise<TestNatsServer[]> {
  const binary = findExecutable('nats-server', DEBIAN_NATS_SERVER);
  if (!binary) throw new Error('A NATS cluster needs a nats-server binary (apt-get install nats-server)');
  const clusterPorts = await Promise.all(Array.from({ length: size }, () => freePort()));
  const routes = clusterPorts.map((port) => `nats://127.0.0.1:${port}`).join(',');
  const nodes = clusterPorts.map((clusterPort, index) =>
    spawnNatsServer(binary, {
      args: [
        '--server_name',
        `node-${index}`,
        '--cluster_name',
        'crema-test',
        '--cluster',
        `nats://127.0.0.1:${clusterPort}`,
        '--routes',
        routes,
      ],
    }),
  );
  const started = await Promise.allSettled(nodes);
  const running = started.flatMap((node) => (node.status === 'fulfilled' ? [node.value] : []));
  const failure = started.find((node) => node.status === 'rejected');
  if (failure) {
    await Promise.all(running.map((node) => node.stop()));
    throw failure.reason;
  }
  return running;
}

async function spawnNatsServer(
  binary: string,
  { configFile, env, args = [] }: TestNatsServerOptions,
): Promise<TestNatsServer> {
  const port = await freePort();
  const storeDir = await mkdtemp(join(tmpdir(), 'crema-nats-'));
  const config = configFile ? ['-c', configFile] : [];
  const options = [...config, ...args, '-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir];
  const child = spawn(binary, options, { stdio: 'ignore', env });
  const stop = async () => {
    await terminate(child);
    await rm(storeDir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, child, 'nats-server');
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `nats://127.0.0.1:${port}`, stop };
}
