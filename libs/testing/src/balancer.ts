import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP balancer in front of gateway replicas, as an ingress and a Kubernetes Service are: each
 * request goes to the next port of the pool, on a connection of its own. A rolling restart adds the
 * new replica's port, then removes the old one before that replica is asked to stop (as endpoints
 * drop a terminating Pod). A replica that does not answer gets the client a 503 with Retry-After (an
 * ingress's "service unavailable"), which a test counts.
 */
export class Balancer {
  private readonly ports: number[] = [];
  private next = 0;

  private constructor(private readonly server: Server) {}

  static async start(port: number): Promise<Balancer> {
    // Longer than clients keep an idle connection (undici: 4 s), as ingresses do (60 s or more): with
    // Node's default 5 s, a client could send a request on a connection the balancer was closing.
    const server = createServer({ keepAliveTimeout: 65_000 });
    const balancer = new Balancer(server);
    server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) =>
      balancer.forward(incoming, outgoing),
    );
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return balancer;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  add(port: number): void {
    this.ports.push(port);
  }

  remove(port: number): void {
    const index = this.ports.indexOf(port);
    if (index >= 0) this.ports.splice(index, 1);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private forward(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const port = this.ports[this.next++ % Math.max(1, this.ports.length)];
    if (port === undefined) {
      unavailable(outgoing, 'no replica in the pool');
      return;
    }
    const upstream = request(
      {
        host: '127.0.0.1',
        port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (outgoing.headersSent) outgoing.destroy(error);
      else unavailable(outgoing, `replica on port ${port}: ${error.message}`);
    });
    incoming.pipe(upstream);
  }
}

/** 503 with Retry-After in problem+json, as the gateway itself answers when a service is down. */
function unavailable(outgoing: ServerResponse, detail: string): void {
  const body = JSON.stringify({ type: 'about:blank', title: 'Service Unavailable', status: 503, detail });
  outgoing.writeHead(503, { 'content-type': 'application/problem+json', 'retry-after': '1' }).end(body);
}
