import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST_PORT = 20_000;
const ATTEMPTS = 50;

/**
 * The first port the kernel hands out to outgoing connections (Linux's ip_local_port_range).
 * Ports are chosen below it: a port the OS picked for a probe could be given to one of the many
 * outgoing connections (database pools, NATS, Redis) opened before the process meant for it binds.
 */
function ephemeralRangeStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const start = Number(low);
    return Number.isInteger(start) && start > LOWEST_PORT + 1000 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

const highestPort = ephemeralRangeStart() - 1;
/** Never the same port twice from one test process, even when callers ask at the same moment. */
const handedOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    // All interfaces: health servers listen on 0.0.0.0, the gateway on 127.0.0.1.
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });
}

/** A TCP port that was free a moment ago, outside the kernel's range for outgoing connections. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const port = LOWEST_PORT + Math.floor(Math.random() * (highestPort - LOWEST_PORT + 1));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${LOWEST_PORT} and ${highestPort} after ${ATTEMPTS} attempts`);
}
