import type { OnApplicationBootstrap, OnApplicationShutdown, OnModuleDestroy } from '@nestjs/common';
import { startHealthServer, type ReadinessCheck } from './health-server';
import { registerReadiness } from './metrics';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves /healthz, /readyz and /metrics for as long as the application runs. */
export class HealthServerHost implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  private server: Server | undefined;
  private draining = false;
  private serving = false;
  private unregisterReadiness: (() => void) | undefined;

  constructor(
    private readonly port: number,
    private readonly readiness: ReadinessCheck,
  ) {}

  /** The port actually bound (HEALTH_PORT 0 picks a free one). */
  get boundPort(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    const ready = () => (this.serving && !this.draining ? this.readiness() : Promise.resolve(false));
    this.server = await startHealthServer(this.port, ready);
    this.unregisterReadiness = registerReadiness(async () => [
      { labels: {}, value: (await ready().catch(() => false)) ? 1 : 0 },
    ]);
  }

  /**
   * The process takes work now (its RPC subscriptions are registered, its port listens, its queue
   * workers run): ready from here on, never before, so a replacement is not counted on too early.
   */
  markServing(): void {
    this.serving = true;
  }

  /** Shutdown has begun: not ready from now on, so balancers stop sending work while it drains. */
  onModuleDestroy(): void {
    this.draining = true;
  }

  async onApplicationShutdown(): Promise<void> {
    this.unregisterReadiness?.();
    const server = this.server;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
