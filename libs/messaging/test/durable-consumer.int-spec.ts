import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM } from '@crema/contracts/common/events';
import {
  appendEvent,
  OutboxRelay,
  ProcessedEvent,
  startDurableConsumer,
  type DurableConsumer,
  type DurableConsumerOptions,
} from '../src';
import {
  eventually,
  setUpMessaging,
  silentLogger,
  sleep,
  testEvent,
  type MessagingFixture,
} from './messaging-fixture';

type TestEvent = ReturnType<typeof testEvent>;

describe('durable consumer', () => {
  let fixture: MessagingFixture;
  let relay: OutboxRelay;
  let publisher: NatsConnection;
  const consumers: DurableConsumer[] = [];

  const publish = (event: TestEvent, count: number) =>
    fixture.dataSource.transaction((manager) => appendEvent(manager, event, { count }));
  const publishRaw = (subject: string, body: unknown, msgID = randomUUID()) =>
    jetstream(publisher).publish(subject, JSON.stringify(body), { msgID });
  const envelopeOf = (event: TestEvent, data: unknown, id = randomUUID()) => ({
    id,
    subject: event.subject,
    occurredAt: new Date().toISOString(),
    data,
  });
  /** A consumer on the fixture's database (and connection, unless given), stopped after the test. */
  const startConsumer = async <const Events extends readonly TestEvent[]>(
    options: Omit<DurableConsumerOptions<Events>, 'connection' | 'dataSource' | 'logger'> &
      Partial<Pick<DurableConsumerOptions<Events>, 'connection'>>,
  ) => {
    const consumer = await startDurableConsumer({
      connection: fixture.connection,
      dataSource: fixture.dataSource,
      logger: silentLogger,
      ...options,
    });
    consumers.push(consumer);
    return consumer;
  };
  const consume = async (
    event: TestEvent,
    durable: string,
    handle: (envelope: { id: string; data: { count: number } }) => Promise<void> | void,
  ) =>
    startConsumer({
      durable,
      events: [event],
      retryBaseMs: 50,
      handle: async (received) => handle(received),
    });
  const processedCount = (durable: string) =>
    fixture.dataSource.getRepository(ProcessedEvent).countBy({ consumer: durable });
  const pendingAcks = async (durable: string) => {
    const info = await fixture.jsm.consumers.info(EVENTS_STREAM, durable);
    return info.num_ack_pending + info.num_pending;
  };

  beforeAll(async () => {
    fixture = await setUpMessaging();
    relay = new OutboxRelay({
      dataSource: fixture.dataSource,
      connection: fixture.connection,
      logger: silentLogger,
      pollIntervalMs: 100,
    });
    await relay.start();
    publisher = await connect({ servers: fixture.natsUrl });
  });
  afterEach(async () => {
    await Promise.all(consumers.splice(0).map((consumer) => consumer.stop()));
  });
  afterAll(async () => {
    await publisher.close();
    await relay.stop();
    await fixture.close();
  });

  it('hands the handler typed, validated data and acks after commit', async () => {
    const event = testEvent();
    const received: { id: string; count: number }[] = [];
    await consume(event, 'typed', ({ id, data }) => {
      received.push({ id, count: data.count });
    });
    const id = await publish(event, 7);

    await eventually(() => expect(received).toEqual([{ id, count: 7 }]));
    await eventually(async () => expect(await pendingAcks('typed')).toBe(0));
    expect(await processedCount('typed')).toBe(1);
  });

  it('delivers the events of one transaction in the order they were appended', async () => {
    const event = testEvent();
    const received: number[] = [];
    await consume(event, 'ordered', ({ data }) => {
      received.push(data.count);
    });
    await fixture.dataSource.transaction(async (manager) => {
      for (let count = 0; count < 20; count += 1) await appendEvent(manager, event, { count });
    });

    await eventually(() => expect(received).toEqual([...Array(20).keys()]));
  });

  it('handles an event published while the consumer was stopped exactly once after restart', async () => {
    const event = testEvent();
    const handled: string[] = [];
    const record = ({ id }: { id: string }) => {
      handled.push(id);
    };
    const first = await consume(event, 'restartable', record);
    const before = await publish(event, 1);
    await eventually(() => expect(handled).toEqual([before]));
    await first.stop();

    const whileStopped = await publish(event, 2);
    await eventually(async () => expect(await fixture.storedCount(event.subject)).toBe(2));
    await sleep(100);
    expect(handled).toEqual([before]);

    await consume(event, 'restartable', record);
    await eventually(() => expect(handled).toEqual([before, whileStopped]));
    await eventually(async () => expect(await pendingAcks('restartable')).toBe(0));
    await sleep(200);
    expect(handled).toEqual([before, whileStopped]);
    expect(await processedCount('restartable')).toBe(2);
  });

  it('does not run the handler again for a duplicate of a handled event', async () => {
    const event = testEvent();
    const handled: string[] = [];
    await consume(event, 'dedupe', ({ id }) => {
      handled.push(id);
    });
    const duplicated = envelopeOf(event, { count: 1 });
    // Different message ids get past JetStream's own dedupe, as a redelivery would.
    await publishRaw(event.subject, duplicated);
    await publishRaw(event.subject, duplicated);

    await eventually(async () => expect(await pendingAcks('dedupe')).toBe(0));
    expect(handled).toEqual([duplicated.id]);
    expect(await processedCount('dedupe')).toBe(1);
  });

  it('terminates an invalid event instead of retrying it, and goes on with the next', async () => {
    const event = testEvent();
    const handled: number[] = [];
    await consume(event, 'strict', ({ data }) => {
      handled.push(data.count);
    });
    await publishRaw(event.subject, envelopeOf(event, { count: 'not a number' }));
    await publishRaw(event.subject, 'not an envelope');
    await publish(event, 3);

    await eventually(() => expect(handled).toEqual([3]));
    await eventually(async () => expect(await pendingAcks('strict')).toBe(0));
    const info = await fixture.jsm.consumers.info(EVENTS_STREAM, 'strict');
    expect(info.num_redelivered).toBe(0);
    expect(await processedCount('strict')).toBe(1);
  });

  it('rolls back a failed handler and redelivers until it succeeds, once', async () => {
    const event = testEvent();
    await fixture.dataSource.query('CREATE TABLE msgtest.side_effects (event_id uuid NOT NULL)');
    let attempts = 0;
    await startConsumer({
      durable: 'flaky',
      events: [event],
      retryBaseMs: 50,
      handle: async (received, manager) => {
        attempts += 1;
        await manager.query('INSERT INTO msgtest.side_effects (event_id) VALUES ($1)', [received.id]);
        if (attempts < 3) throw new Error(`transient failure ${attempts}`);
      },
    });
    const id = await publish(event, 1);

    await eventually(() => expect(attempts).toBe(3));
    await eventually(async () => expect(await pendingAcks('flaky')).toBe(0));
    await sleep(200);
    expect(attempts).toBe(3);
    const sideEffects = await fixture.dataSource.query<{ event_id: string }[]>(
      'SELECT event_id FROM msgtest.side_effects',
    );
    expect(sideEffects).toEqual([{ event_id: id }]);
    expect(await processedCount('flaky')).toBe(1);
  });

  it('runs the after-commit step after the commit, again on redelivery until it succeeds, without handling twice', async () => {
    const event = testEvent();
    let handled = 0;
    const steps: number[] = [];
    const committedAtStep: number[] = [];
    await startConsumer({
      durable: 'after-commit',
      events: [event],
      retryBaseMs: 50,
      handle: () => {
        handled += 1;
        return Promise.resolve();
      },
      afterCommit: async (received) => {
        committedAtStep.push(
          await fixture.dataSource
            .getRepository(ProcessedEvent)
            .countBy({ consumer: 'after-commit', eventId: received.id }),
        );
        steps.push(received.data.count);
        if (steps.length < 2) throw new Error('enqueue failed');
      },
    });
    await publish(event, 7);

    await eventually(() => expect(steps).toEqual([7, 7]));
    await eventually(async () => expect(await pendingAcks('after-commit')).toBe(0));
    await sleep(200);
    expect(steps).toEqual([7, 7]);
    expect(handled).toBe(1);
    // Each run saw the handler's transaction committed.
    expect(committedAtStep).toEqual([1, 1]);
  });

  it('keeps an event it is still handling from redelivery past the ack wait', async () => {
    const event = testEvent();
    const handled: number[] = [];
    const redeliveredWhileHandling: number[] = [];
    await startConsumer({
      durable: 'slow-handler',
      events: [event],
      ackWaitMs: 600,
      handle: async (received) => {
        // Three ack waits: only the in-progress reports keep the server from redelivering.
        await sleep(1800);
        const info = await fixture.jsm.consumers.info(EVENTS_STREAM, 'slow-handler');
        redeliveredWhileHandling.push(info.num_redelivered);
        handled.push(received.data.count);
      },
    });
    await publish(event, 5);

    await eventually(() => expect(handled).toEqual([5]));
    expect(redeliveredWhileHandling).toEqual([0]);
    await eventually(async () => expect(await pendingAcks('slow-handler')).toBe(0));
  });

  it('redelivers the event a dead process held within the ack wait', async () => {
    const event = testEvent();
    const doomedConnection = await connect({ servers: fixture.natsUrl });
    let started!: () => void;
    const doomedStarted = new Promise<void>((resolve) => (started = resolve));
    let abandon!: (error: Error) => void;
    const abandoned = new Promise<never>((_, reject) => (abandon = reject));
    await startConsumer({
      connection: doomedConnection,
      durable: 'dead-holder',
      events: [event],
      ackWaitMs: 1000,
      handle: () => {
        started();
        return abandoned;
      },
    });
    await publish(event, 9);
    await doomedStarted;
    // The process is gone: no settlement and no in-progress report will reach the server.
    await doomedConnection.close();
    const diedAt = Date.now();
    abandon(new Error('the process died'));

    const handledAt: number[] = [];
    await startConsumer({
      durable: 'dead-holder',
      events: [event],
      ackWaitMs: 1000,
      handle: () => {
        handledAt.push(Date.now());
        return Promise.resolve();
      },
    });

    await eventually(() => expect(handledAt).toHaveLength(1));
    expect(handledAt[0]! - diedAt).toBeLessThan(3000);
    await eventually(async () => expect(await pendingAcks('dead-holder')).toBe(0));
    expect(await processedCount('dead-holder')).toBe(1);
  });

  it('handles events of one key in order and events of other keys beside them', async () => {
    const event = testEvent();
    const finished: number[] = [];
    await startConsumer({
      durable: 'ordered-lanes',
      events: [event],
      orderedBy: (received) => (received.data.count % 2 === 1 ? 'odd' : 'even'),
      handle: async (received) => {
        // The first odd event is slow: the even one overtakes it, the next odd one waits for it.
        if (received.data.count === 1) await sleep(400);
        finished.push(received.data.count);
      },
    });
    for (const count of [1, 3, 2]) await publish(event, count);

    await eventually(() => expect(finished).toHaveLength(3));
    expect(finished).toEqual([2, 1, 3]);
    await eventually(async () => expect(await pendingAcks('ordered-lanes')).toBe(0));
  });

  it('subscribes to several events with one durable and keeps each consumer to its own subjects', async () => {
    const first = testEvent();
    const second = testEvent();
    const received: string[] = [];
    await startConsumer({
      durable: 'several',
      events: [first, second],
      handle: (envelope) => {
        received.push(`${envelope.subject}:${envelope.data.count}`);
        return Promise.resolve();
      },
    });
    await publish(first, 1);
    await publish(testEvent(), 2);
    await publish(second, 3);

    await eventually(() =>
      expect(received.sort()).toEqual([`${first.subject}:1`, `${second.subject}:3`].sort()),
    );
  });
});
