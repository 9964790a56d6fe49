import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import type { MigrationInterface, QueryRunner, DataSource } from 'typeorm';
import { z } from 'zod';
import { defineEvent, EVENTS_STREAM } from '@crema/contracts/common/events';
import { createServiceDataSource, runMigrations } from '@crema/database';
import { createLogger } from '@crema/observability';
import { createTestDatabase, startNatsServer, uniqueName } from '@crema/testing';
import { createMessagingTables, dropMessagingTables, messagingEntities } from '../src';

export const SCHEMA = 'msgtest';
export const silentLogger = createLogger('messaging-test', 'silent');

class CreateMessagingTables1700000000000 implements MigrationInterface {
  name = 'CreateMessagingTables1700000000000';
  up(queryRunner: QueryRunner): Promise<void> {
    return createMessagingTables(queryRunner);
  }
  down(queryRunner: QueryRunner): Promise<void> {
    return dropMessagingTables(queryRunner);
  }
}

/** A descriptor on a subject of its own, so tests sharing one stream never see each other's events. */
export function testEvent() {
  return defineEvent(`evt.msgtest.${uniqueName('thing')}.v1`, z.object({ count: z.number().int() }));
}

export interface MessagingFixture {
  dataSource: DataSource;
  natsUrl: string;
  /** A connection to that server, shared by the relays and consumers under test as a process's would be. */
  connection: NatsConnection;
  jsm: JetStreamManager;
  /** Messages stored in CREMA_EVENTS under one subject. */
  storedCount(subject: string): Promise<number>;
  close(): Promise<void>;
}

/** A fresh database with the messaging tables in schema `msgtest`, and a NATS server of the run's own. */
export async function setUpMessaging(): Promise<MessagingFixture> {
  const database = await createTestDatabase();
  const nats = await startNatsServer();
  const dataSource = createServiceDataSource({
    url: database.url,
    schema: SCHEMA,
    entities: messagingEntities,
    migrations: [CreateMessagingTables1700000000000],
  });
  await dataSource.initialize();
  await runMigrations(dataSource);
  const connection = await connect({ servers: nats.url });
  const jsm = await jetstreamManager(connection);
  return {
    dataSource,
    natsUrl: nats.url,
    connection,
    jsm,
    async storedCount(subject) {
      const info = await jsm.streams.info(EVENTS_STREAM, { subjects_filter: subject }).catch(() => undefined);
      return info?.state.subjects?.[subject] ?? 0;
    },
    async close() {
      await connection.close();
      await dataSource.destroy();
      await nats.stop();
      await database.drop();
    },
  };
}

/** Resolves once `check` stops throwing; rethrows its last failure after the timeout. */
export async function eventually(check: () => Promise<void> | void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
