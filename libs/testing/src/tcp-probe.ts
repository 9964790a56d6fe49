import { connect } from 'node:net';

/** Whether something accepts TCP connections on host:port right now. */
export function canConnect(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: timeoutMs });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** Whether the server of a URL (postgres://, nats://, redis://) accepts TCP connections. */
export function isReachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return canConnect(hostname || '127.0.0.1', port ? Number(port) : defaultPort);
}
