// A TCP proxy between Crema's processes and one dependency, with faults: `blackhole` holds every
// byte in both directions (and new connections) until it heals, as a network partition does to TCP
// that retransmits; `delay` holds each chunk for some milliseconds. Bytes are never dropped or
// reordered, so a healed link carries on where it stopped.
import net from 'node:net';

export class TcpProxy {
  /** @type {'pass' | 'blackhole' | 'delay'} */
  mode = 'pass';
  delayMs = 0;
  /** Waiters released when the link heals. */
  #held = [];
  #sockets = new Set();

  constructor(name, listenPort, upstreamPort) {
    this.name = name;
    this.port = listenPort;
    this.upstreamPort = upstreamPort;
    this.server = net.createServer((client) => this.#accept(client));
  }

  listen() {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', resolve);
    });
  }

  /** Breaks the link for `ms`, then heals it. */
  async fault(mode, ms, delayMs = 0) {
    this.mode = mode;
    this.delayMs = delayMs;
    await new Promise((resolve) => setTimeout(resolve, ms));
    this.heal();
  }

  heal() {
    this.mode = 'pass';
    this.delayMs = 0;
    const held = this.#held;
    this.#held = [];
    for (const release of held) release();
  }

  close() {
    this.heal();
    for (const socket of this.#sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits while the link is broken (blackhole) or for the delay; resolves at once otherwise. */
  #gate() {
    if (this.mode === 'blackhole') return new Promise((resolve) => this.#held.push(resolve));
    if (this.mode === 'delay') return new Promise((resolve) => setTimeout(resolve, this.delayMs));
    return undefined;
  }

  async #accept(client) {
    this.#sockets.add(client);
    client.pause();
    client.on('error', () => undefined);
    await this.#gate();
    const upstream = net.connect(this.upstreamPort, '127.0.0.1');
    this.#sockets.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      this.#sockets.delete(client);
      this.#sockets.delete(upstream);
    };
    upstream.on('error', end);
    client.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
    this.#pipe(client, upstream);
    this.#pipe(upstream, client);
    client.resume();
  }

  /** Copies chunks in order, each one through the gate. */
  #pipe(from, to) {
    let chain = Promise.resolve();
    from.on('data', (chunk) => {
      const gate = this.#gate();
      if (!gate && from.readableFlowing) {
        chain = chain.then(() => void to.write(chunk));
        return;
      }
      from.pause();
      chain = chain.then(async () => {
        await gate;
        to.write(chunk);
        from.resume();
      });
    });
  }
}
