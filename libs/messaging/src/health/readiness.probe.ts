import { Injectable } from '@nestjs/common';
import type { NatsConnection } from '@nats-io/transport-node';
import { DataSource } from 'typeorm';

const NATS_CHECK_TIMEOUT_MS = 2_000;

/** Ready means the database answers and the NATS connection serving requests makes a round trip. */
@Injectable()
export class ReadinessProbe {
  private nats: NatsConnection | undefined;

  constructor(private readonly dataSource: DataSource) {}

  /** The microservice's connection exists only once it listens. */
  watchNats(connection: NatsConnection): void {
    this.nats = connection;
  }

  async isReady(): Promise<boolean> {
    const nats = this.nats;
    if (!nats || nats.isClosed()) return false;
    await Promise.all([this.dataSource.query('SELECT 1'), withTimeout(nats.rtt(), NATS_CHECK_TIMEOUT_MS)]);
    return true;
  }
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
}
