import { IsNull } from 'typeorm';
import { appendEvent, OutboxEvent, OutboxRelay } from '../src';
import {
  eventually,
  setUpMessaging,
  silentLogger,
  sleep,
  testEvent,
  type MessagingFixture,
} from './messaging-fixture';

describe('transactional outbox and relay', () => {
  let fixture: MessagingFixture;
  const relays: OutboxRelay[] = [];

  const startRelay = async (pollIntervalMs = 100) => {
    const relay = new OutboxRelay({
      dataSource: fixture.dataSource,
      connection: fixture.connection,
      logger: silentLogger,
      pollIntervalMs,
    });
    relays.push(relay);
    await relay.start();
    return relay;
  };
  const unpublished = () => fixture.dataSource.getRepository(OutboxEvent).countBy({ publishedAt: IsNull() });

  beforeAll(async () => {
    fixture = await setUpMessaging();
  });
  afterEach(async () => {
    await Promise.all(relays.splice(0).map((relay) => relay.stop()));
  });
  afterAll(() => fixture.close());

  it('stores the envelope in the caller transaction and publishes it with its id', async () => {
    const event = testEvent();
    const id = await fixture.dataSource.transaction((manager) => appendEvent(manager, event, { count: 1 }));
    const row = await fixture.dataSource.getRepository(OutboxEvent).findOneByOrFail({ id });
    expect(row).toMatchObject({ subject: event.subject, publishedAt: null });
    expect(row.payload).toEqual({
      id,
      subject: event.subject,
      occurredAt: row.payload.occurredAt,
      data: { count: 1 },
    });
    expect(Date.parse(row.payload.occurredAt)).toBeGreaterThan(Date.now() - 60_000);

    await startRelay();
    await eventually(async () => expect(await fixture.storedCount(event.subject)).toBe(1));
    await eventually(async () => expect(await unpublished()).toBe(0));
  });

  it('publishes nothing for a rolled-back transaction', async () => {
    const rolledBack = testEvent();
    const committed = testEvent();
    await startRelay();
    await expect(
      fixture.dataSource.transaction(async (manager) => {
        await appendEvent(manager, rolledBack, { count: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await fixture.dataSource.transaction((manager) => appendEvent(manager, committed, { count: 2 }));

    await eventually(async () => expect(await fixture.storedCount(committed.subject)).toBe(1));
    expect(await fixture.storedCount(rolledBack.subject)).toBe(0);
    expect(await fixture.dataSource.getRepository(OutboxEvent).countBy({ subject: rolledBack.subject })).toBe(
      0,
    );
  });

  it('refuses data that fails the event schema, and calls outside a transaction', async () => {
    const event = testEvent();
    await expect(
      fixture.dataSource.transaction((manager) =>
        appendEvent(manager, event, { count: 'many' } as unknown as { count: number }),
      ),
    ).rejects.toThrow(/count/);
    await expect(appendEvent(fixture.dataSource.manager, event, { count: 1 })).rejects.toThrow(/transaction/);
    expect(await fixture.dataSource.getRepository(OutboxEvent).countBy({ subject: event.subject })).toBe(0);
  });

  it('is woken by the commit instead of waiting for the poll', async () => {
    const event = testEvent();
    await startRelay(60_000);
    await sleep(50); // let the start-up pass finish so only the notification can publish
    const committedAt = Date.now();
    await fixture.dataSource.transaction((manager) => appendEvent(manager, event, { count: 1 }));
    await eventually(async () => expect(await fixture.storedCount(event.subject)).toBe(1), 2000);
    expect(Date.now() - committedAt).toBeLessThan(2000);
  });

  it('publishes every committed event exactly once with two relays running concurrently', async () => {
    const event = testEvent();
    await fixture.dataSource.transaction(async (manager) => {
      for (let count = 0; count < 150; count += 1) await appendEvent(manager, event, { count });
    });
    await Promise.all([startRelay(), startRelay()]);
    await fixture.dataSource.transaction(async (manager) => {
      for (let count = 150; count < 200; count += 1) await appendEvent(manager, event, { count });
    });

    await eventually(async () => expect(await unpublished()).toBe(0));
    expect(await fixture.storedCount(event.subject)).toBe(200);
  });

  it('publishes nothing once stopped; the next relay picks up what is pending', async () => {
    const event = testEvent();
    const relay = await startRelay(60_000);
    await relay.stop();
    await fixture.dataSource.transaction((manager) => appendEvent(manager, event, { count: 1 }));
    await sleep(100);
    expect(await fixture.storedCount(event.subject)).toBe(0);

    await startRelay();
    await eventually(async () => expect(await fixture.storedCount(event.subject)).toBe(1));
  });
});
