import type { NatsConnection } from '@nats-io/transport-node';
import type { DataSource } from 'typeorm';

const NATS_CHECK_TIMEOUT_MS = 2_000;

/** True when the connection is open and a round trip to the server completes in time. */
export async function natsAnswers(nats: NatsConnection): Promise<boolean> {
  if (nats.isClosed()) return false;
  await withTimeout(nats.rtt(), NATS_CHECK_TIMEOUT_MS);
  return true;
}

/** Ready means the database answers and the NATS connection serving requests makes a round trip. */
export class ReadinessProbe {
  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsConnection,
  ) {}

  async isReady(): Promise<boolean> {
    const [, nats] = await Promise.all([this.dataSource.query('SELECT 1'), natsAnswers(this.nats)]);
    return nats;
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
