import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Controller, Module, type INestApplicationContext, type INestMicroservice } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { identityEnv, identityWorkerEnv, loadEnv, redisEnv } from '@crema/config';
import type { EventDescriptor } from '@crema/contracts/common/events';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { registerUser } from '@crema/contracts/identity/rpc';
import type { SelfUser } from '@crema/contracts/identity/user';
import {
  collectNotificationDigest,
  DIGEST_ITEMS_MAX,
  findDigestRecipients,
  type Notification,
} from '@crema/contracts/social/notifications';
import { SOCIAL_SERVICE } from '@crema/contracts/social/rpc';
import { bullPrefix } from '@crema/jobs';
import {
  generateActorKeyring,
  listenForRpc,
  RpcClient,
  RpcHandler,
  RpcPayload,
  type ActorKeyring,
  type RpcInput,
} from '@crema/messaging';
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
export const UNSUBSCRIBE_TOKEN_SECRET = 'the-identity-tests-unsubscribe-token-secret';

/**
 * What the stand-in social service knows: each person's notifications, who the sweeps asked about
 * (`candidates`, one entry per person per sweep) and the digests asked of it (`asked`). An item's
 * `createdAt` stands for when it arrived, which social compares `since` with.
 */
export class FakeNotifications {
  private readonly byUser = new Map<number, Notification[]>();
  readonly candidates: number[] = [];
  readonly asked: RpcInput<typeof collectNotificationDigest>[] = [];

  add(userId: number, notification: Notification): void {
    this.byUser.set(userId, [...(this.byUser.get(userId) ?? []), notification]);
  }

  /** As social answers: those of the candidates with something unread that arrived after their `since`. */
  recipients(input: RpcInput<typeof findDigestRecipients>): RpcReply<typeof findDigestRecipients> {
    this.candidates.push(...input.candidates.map(({ userId }) => userId));
    return {
      userIds: input.candidates
        .filter(({ userId, since }) => this.unreadSince(userId, since).length > 0)
        .map(({ userId }) => userId),
    };
  }

  /** As social answers: unread, arrived after `since`, newest first, at most DIGEST_ITEMS_MAX. */
  digest(input: RpcInput<typeof collectNotificationDigest>): RpcReply<typeof collectNotificationDigest> {
    this.asked.push(input);
    const unread = this.unreadSince(input.userId, input.since);
    return { items: unread.slice(0, DIGEST_ITEMS_MAX), total: unread.length };
  }

  private unreadSince(userId: number, since: string | null): Notification[] {
    const after = since === null ? -Infinity : Date.parse(since);
    return (this.byUser.get(userId) ?? [])
      .filter((item) => item.readAt === null && Date.parse(item.createdAt) > after)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  }
}

export interface StartIdentityOptions {
  /** Seconds between the worker's digest sweeps (one runs at start either way). */
  digestSweepEverySeconds?: number;
  /** More variables of the identity service (e.g. PASSWORD_HASH_CONCURRENCY). */
  serviceEnv?: Record<string, string>;
}
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
  /** The stand-in social service's notifications, which the worker's digests are made of. */
  notifications: FakeNotifications;
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
 * a Redis prefix nobody else uses; social is a stand-in answering the digest query.
 */
export async function startIdentity(options: StartIdentityOptions = {}): Promise<IdentityFixture> {
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
    UNSUBSCRIBE_TOKEN_SECRET,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: 'silent',
    HEALTH_PORT: '0',
  };
  const service: INestMicroservice = await startIdentityService(
    loadEnv(identityEnv, {
      ...common,
      ADMIN_USERNAME,
      ACTOR_VERIFY_KEYS: keys.verificationKey,
      ...options.serviceEnv,
    }),
    logger,
  );
  const natsConnection: NatsConnection = await connect({ servers: nats.url });
  const notifications = new FakeNotifications();
  const social = await listenForRpc(fakeSocialModule(notifications), {
    connection: natsConnection,
    queue: SOCIAL_SERVICE,
    verifier: keys.verifier,
    logger,
  });
  const worker: INestApplicationContext = await startIdentityWorker(
    loadEnv(identityWorkerEnv, {
      ...common,
      MAIL_OUTBOX_DIR: mailDir,
      DIGEST_SWEEP_EVERY_SECONDS: String(options.digestSweepEverySeconds ?? 3600),
    }),
    logger,
  );
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
    notifications,
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
      await worker.close();
      await social.close();
      await natsConnection.close();
      await service.close();
      await nats.stop();
      await database.drop();
      await deleteKeys(REDIS_URL, bullPrefix(redisPrefix));
      await rm(mailDir, { recursive: true, force: true });
    },
  };
}

function fakeSocialModule(notifications: FakeNotifications) {
  @Controller()
  class FakeSocialController {
    @RpcHandler(findDigestRecipients)
    recipients(
      @RpcPayload(findDigestRecipients) input: RpcInput<typeof findDigestRecipients>,
    ): RpcReply<typeof findDigestRecipients> {
      return notifications.recipients(input);
    }

    @RpcHandler(collectNotificationDigest)
    digest(
      @RpcPayload(collectNotificationDigest) input: RpcInput<typeof collectNotificationDigest>,
    ): RpcReply<typeof collectNotificationDigest> {
      return notifications.digest(input);
    }
  }
  @Module({ controllers: [FakeSocialController] })
  class FakeSocialModule {}
  return FakeSocialModule;
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
