import { register } from 'prom-client';
import { appendEvent, OutboxEvent, OutboxRelay, startDurableConsumer, type DurableConsumer } from '../src';
import {
  eventually,
  SCHEMA,
  setUpMessaging,
  silentLogger,
  testEvent,
  type MessagingFixture,
} from './messaging-fixture';

/** The value of a scrape-time gauge for the series whose labels include `labels`, as a scrape reads it. */
async function gauge(name: string, labels: Record<string, string>): Promise<number | undefined> {
  const metric = register.getSingleMetric(name);
  if (!metric) throw new Error(`${name} is not registered`);
  const { values } = await metric.get();
  return values.find((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    ?.value;
}

describe('outbox and consumer lag metrics (real PostgreSQL and JetStream)', () => {
  let fixture: MessagingFixture;
  const stops: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    fixture = await setUpMessaging();
  });
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });
  afterAll(() => fixture.close());

  const startRelay = async () => {
    const relay = new OutboxRelay({
      dataSource: fixture.dataSource,
      connection: fixture.connection,
      logger: silentLogger,
      pollIntervalMs: 100,
    });
    await relay.start();
    stops.push(() => relay.stop());
    return relay;
  };

  it('reports the age of the oldest unpublished outbox event while the relay cannot publish it, then 0', async () => {
    const event = testEvent();
    const id = await fixture.dataSource.transaction((manager) => appendEvent(manager, event, { count: 1 }));
    await fixture.dataSource
      .getRepository(OutboxEvent)
      .update({ id }, { createdAt: () => `clock_timestamp() - interval '90 seconds'` });
    // Another transaction holds the row: the relay (SKIP LOCKED) leaves it until it is released.
    const holder = fixture.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query(`SELECT id FROM "${SCHEMA}"."outbox" WHERE id = $1 FOR UPDATE`, [id]);
    try {
      await startRelay();
      const age = await gauge('outbox_oldest_unpublished_age_seconds', { service: SCHEMA });
      expect(age).toBeGreaterThanOrEqual(90);
      expect(age).toBeLessThan(120);
      expect(await gauge('outbox_unpublished_events', { service: SCHEMA })).toBe(1);
    } finally {
      await holder.commitTransaction();
      await holder.release();
    }
    await eventually(async () => {
      // Each read is cached for a second; wait it out.
      expect(await gauge('outbox_unpublished_events', { service: SCHEMA })).toBe(0);
      expect(await gauge('outbox_oldest_unpublished_age_seconds', { service: SCHEMA })).toBe(0);
    }, 5_000);
  });

  it('reports a durable consumer backlog from JetStream while its handler is busy, then 0', async () => {
    const event = testEvent();
    const durable = `msgtest-lag${Date.now()}`;
    let release: () => void = () => undefined;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const consumer: DurableConsumer = await startDurableConsumer({
      connection: fixture.connection,
      durable,
      events: [event],
      dataSource: fixture.dataSource,
      logger: silentLogger,
      handle: () => busy,
    });
    stops.push(() => consumer.stop());
    await startRelay();
    for (let count = 0; count < 5; count += 1) {
      await fixture.dataSource.transaction((manager) => appendEvent(manager, event, { count }));
    }
    const labels = { service: 'msgtest', durable };
    await eventually(async () => {
      const pending = (await gauge('event_consumer_pending_messages', labels)) ?? -1;
      const unacked = (await gauge('event_consumer_ack_pending_messages', labels)) ?? -1;
      // One event in the handler (unacked); the rest either delivered and waiting or not yet delivered.
      expect(unacked).toBeGreaterThanOrEqual(1);
      expect(pending + unacked).toBe(5);
    }, 5_000);
    release();
    await eventually(async () => {
      expect(await gauge('event_consumer_pending_messages', labels)).toBe(0);
      expect(await gauge('event_consumer_ack_pending_messages', labels)).toBe(0);
    }, 5_000);
  });
});
