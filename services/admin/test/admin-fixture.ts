import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { jetstream } from '@nats-io/jetstream';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { adminEnv, loadEnv, redisEnv } from '@crema/config';
import type { EventDescriptor, EventEnvelope } from '@crema/contracts/common/events';
import type { Actor, RpcReply } from '@crema/contracts/common/rpc';
import { IDENTITY_SERVICE, listAccounts, type AccountSummary } from '@crema/contracts/identity/rpc';
import {
  ensureEventStream,
  generateActorKeyring,
  listenForRpc,
  RpcClient,
  RpcError,
  RpcHandler,
  RpcPayload,
  type RpcInput,
} from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { createMigratedTestDatabase, startNatsServer, uniqueRedisPrefix } from '@crema/testing';
import { startAdminService } from '../src/admin.app';
import { createAdminDataSource } from '../src/database/admin-data-source';

const logger = createLogger('admin-test', 'silent');

/** The accounts the stand-in identity knows, answered to administrators only, as identity does. */
export const accounts = new Map<number, AccountSummary>();

@Controller()
class FakeIdentityController {
  @RpcHandler(listAccounts)
  list(@RpcPayload(listAccounts) input: RpcInput<typeof listAccounts>): RpcReply<typeof listAccounts> {
    if (!input.actor.isAdmin) throw RpcError.forbidden('Administrators only');
    const all = [...accounts.values()];
    if (input.ids) return all.filter((account) => input.ids?.includes(account.id));
    return all.filter((account) => account.email.includes(input.email ?? '\u0000'));
  }
}

@Module({ controllers: [FakeIdentityController] })
class FakeIdentityModule {}

export const ADMIN: Actor = { userId: 1, isAdmin: true };
export const PERSON: Actor = { userId: 2, isAdmin: false };

export interface AdminFixture {
  rpc: RpcClient;
  /** A second connection to the migrated database, for assertions. */
  db: DataSource;
  /** Publishes a contract event to JetStream, as its owner's outbox relay would; answers its envelope. */
  publish<D extends z.ZodType<object>>(
    descriptor: EventDescriptor<D>,
    data: z.input<D>,
    occurredAt?: Date,
  ): Promise<EventEnvelope<z.output<D>>>;
  /** Delivers an envelope again under a new JetStream message id, as a retry after a lost ack would. */
  redeliver(envelope: EventEnvelope<unknown>): Promise<void>;
  /** The admin outbox's events of a subject, oldest first. */
  outbox(subject: string): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
}

/** The real admin service on a fresh database, with a NATS server of this run's own and a stand-in identity. */
export async function startAdmin(): Promise<AdminFixture> {
  const database = await createMigratedTestDatabase(createAdminDataSource, 4);
  const nats = await startNatsServer();
  const keys = generateActorKeyring('test');
  const connection: NatsConnection = await connect({ servers: nats.url });
  const identity: INestMicroservice = await listenForRpc(FakeIdentityModule, {
    connection,
    queue: IDENTITY_SERVICE,
    verifier: keys.verifier,
    logger,
  });
  const service = await startAdminService(
    loadEnv(adminEnv, {
      NATS_URL: nats.url,
      ACTOR_VERIFY_KEYS: keys.verificationKey,
      DATABASE_URL: database.url,
      REDIS_URL: loadEnv(redisEnv).REDIS_URL,
      REDIS_PREFIX: uniqueRedisPrefix(),
      MEDIA_DIR: await mkdtemp(join(tmpdir(), 'crema-admin-media-')),
      LOG_LEVEL: 'silent',
      HEALTH_PORT: '0',
    }),
    logger,
  );
  const rpc = new RpcClient({ connection, timeoutMs: 15_000, caller: 'admin-test', signer: keys.signer });
  await ensureEventStream(await jetstreamManager(connection));
  const js = jetstream(connection);

  return {
    rpc,
    db: database.dataSource,
    async publish(descriptor, data, occurredAt = new Date()) {
      const envelope = {
        id: randomUUID(),
        subject: descriptor.subject,
        occurredAt: occurredAt.toISOString(),
        data: descriptor.data.parse(data),
      };
      await js.publish(descriptor.subject, JSON.stringify(envelope), { msgID: envelope.id });
      return envelope;
    },
    async redeliver(envelope) {
      await js.publish(envelope.subject, JSON.stringify(envelope), { msgID: randomUUID() });
    },
    async outbox(subject) {
      const rows = await database.dataSource.query<{ data: Record<string, unknown> }[]>(
        `SELECT payload -> 'data' AS data FROM admin.outbox WHERE subject = $1 ORDER BY created_at, payload ->> 'occurredAt'`,
        [subject],
      );
      return rows.map((row) => row.data);
    },
    async close() {
      await service.close();
      await identity.close();
      await connection.close();
      await nats.stop();
      await database.drop();
    },
  };
}

/** The RpcError body a call failed with. */
export async function failureOf(call: Promise<unknown>): Promise<RpcError['body']> {
  try {
    await call;
  } catch (error) {
    if (error instanceof RpcError) return error.body;
    throw error;
  }
  throw new Error('expected the call to fail');
}
