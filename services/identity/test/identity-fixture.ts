import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext, INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { identityEnv, identityWorkerEnv, loadEnv, redisEnv } from '@crema/config';
import type { EventDescriptor } from '@crema/contracts/common/events';
import { registerUser } from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import { bullPrefix } from '@crema/jobs';
import { generateActorKeyring, RpcClient, type ActorKeyring } from '@crema/messaging';
import { createLogger } from '@crema/observability';
import {
  createMigratedTestDatabase,
  redisContents,
  startNatsServer,
  uniqueName,
  uniqueRedisPrefix,
} from '@crema/testing';
import { createIdentityDataSource } from '../src/database/identity-data-source';
import { startIdentityService } from '../src/identity.app';
import { startIdentityWorker } from '../src/worker.app';

export const ADMIN_USERNAME = 'Barista';
export const APP_URL = 'http://crema.test';
export const PASSWORD = 'correct horse battery';

export interface IdentityFixture {
  /** Signs as the gateway does. */
  rpc: RpcClient;
  /** The key pair the service accepts tokens of (its signer stands for the gateway). */
  keys: ActorKeyring;
  /** A plain connection to the run's NATS, for raw requests and for listening in. */
  nats: NatsConnection;
  /** A second connection to the migrated database, for assertions and for ageing tokens. */
  db: DataSource;
  jsm: JetStreamManager;
  mailDir: string;
  register(overrides?: Partial<{ username: string; email: string; password: string }>): Promise<SelfUser>;
  /** Publishes an event to JetStream as its owner's outbox relay would (another service's, say); answers its id. */
  publish<Data extends z.ZodType>(
    descriptor: EventDescriptor<Data>,
    data: z.input<Data>,
    occurredAt?: Date,
  ): Promise<string>;
  /** The .eml files the worker wrote, oldest first. */
  mails(): Promise<string[]>;
  /** Every Redis key of this run (its prefix) with its value as text. */
  redisContents(): Promise<Map<string, string>>;
  close(): Promise<void>;
}

/**
 * The real identity service and worker on a fresh database, a NATS server of this run's own and
 * a Redis prefix nobody else uses.
 */
export async function startIdentity(): Promise<IdentityFixture> {
  const database = await createMigratedTestDatabase(createIdentityDataSource, 2);
  const db = database.dataSource;
  const nats = await startNatsServer();
  const { REDIS_URL } = loadEnv(redisEnv);
  const redisPrefix = uniqueRedisPrefix();
  const mailDir = await mkdtemp(join(tmpdir(), 'crema-mail-'));
  const logger = createLogger('identity-test', 'silent');

  const keys = generateActorKeyring('test');
  const common = {
    NATS_URL: nats.url,
    DATABASE_URL: database.url,
    APP_URL,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: 'silent',
    HEALTH_PORT: '0',
  };
  const service: INestMicroservice = await startIdentityService(
    loadEnv(identityEnv, { ...common, ADMIN_USERNAME, ACTOR_VERIFY_KEYS: keys.verificationKey }),
    logger,
  );
  const worker: INestApplicationContext = await startIdentityWorker(
    loadEnv(identityWorkerEnv, { ...common, MAIL_OUTBOX_DIR: mailDir }),
    logger,
  );
  const natsConnection: NatsConnection = await connect({ servers: nats.url });
  const rpc = new RpcClient({
    connection: natsConnection,
    timeoutMs: 10_000,
    caller: 'identity-test',
    signer: keys.signer,
  });
  const jsm = await jetstreamManager(natsConnection);
  const js = jetstream(natsConnection);

  return {
    rpc,
    keys,
    nats: natsConnection,
    db,
    jsm,
    mailDir,
    register: (overrides = {}) => {
      const name = uniqueName('u').slice(0, 24);
      return rpc.send(registerUser, {
        username: name,
        email: `${name}@example.com`,
        password: PASSWORD,
        ...overrides,
      });
    },
    async publish(descriptor, data, occurredAt = new Date()) {
      const envelope = {
        id: randomUUID(),
        subject: descriptor.subject,
        occurredAt: occurredAt.toISOString(),
        data: descriptor.data.parse(data),
      };
      await js.publish(descriptor.subject, JSON.stringify(envelope), { msgID: envelope.id });
      return envelope.id;
    },
    async mails() {
      const names = (await readdir(mailDir)).filter((name) => name.endsWith('.eml')).sort();
      return Promise.all(names.map((name) => readFile(join(mailDir, name), 'utf8')));
    },
    redisContents: () => redisContents(REDIS_URL, redisPrefix),
    async close() {
      await natsConnection.close();
      await worker.close();
      await service.close();
      await nats.stop();
      await database.drop();
      await deleteKeys(REDIS_URL, bullPrefix(redisPrefix));
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** The reset token in a written message (its text part is quoted-printable). */
export function tokenIn(eml: string): string {
  const decoded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(decoded);
  if (!match?.[1]) throw new Error('no reset link in the message');
  return match[1];
}
