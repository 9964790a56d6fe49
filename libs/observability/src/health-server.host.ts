import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { startHealthServer, type ReadinessCheck } from './health-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Serves /healthz, /readyz and /metrics for as long as the application runs. */
export class HealthServerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | undefined;

  constructor(
    private readonly port: number,
    private readonly readiness: ReadinessCheck,
  ) {}

  /** The port actually bound (HEALTH_PORT 0 picks a free one). */
  get boundPort(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.server = await startHealthServer(this.port, this.readiness);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
