import { jetstreamManager, StorageType } from '@nats-io/jetstream';
import { connect, nanos } from '@nats-io/transport-node';
import { EVENTS_STREAM, EVENTS_SUBJECTS } from '@crema/contracts/common/events';
import { startNatsServer, type TestNatsServer } from '@crema/testing';
import { ensureEventStream, EVENTS_MAX_AGE_MS } from '../src/events/event-stream';

describe('the CREMA_EVENTS stream', () => {
  let nats: TestNatsServer;

  beforeAll(async () => {
    nats = await startNatsServer();
  });
  afterAll(() => nats.stop());

  it('keeps events a week at most, and brings a stream created without that bound in line', async () => {
    const connection = await connect({ servers: nats.url });
    try {
      const jsm = await jetstreamManager(connection);
      // As an earlier release created it: no age limit.
      await jsm.streams.add({ name: EVENTS_STREAM, subjects: [EVENTS_SUBJECTS], storage: StorageType.File });
      expect((await jsm.streams.info(EVENTS_STREAM)).config.max_age).toBe(0);

      await ensureEventStream(jsm);
      expect((await jsm.streams.info(EVENTS_STREAM)).config.max_age).toBe(nanos(EVENTS_MAX_AGE_MS));

      await jsm.streams.delete(EVENTS_STREAM);
      await ensureEventStream(jsm);
      expect((await jsm.streams.info(EVENTS_STREAM)).config.max_age).toBe(nanos(EVENTS_MAX_AGE_MS));
    } finally {
      await connection.close();
    }
  });
});
