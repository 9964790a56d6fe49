import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { EVENTS_STREAM } from '@crema/contracts/common/events';
import { startNatsCluster, type TestNatsServer } from '@crema/testing';
import { ensureEventStream } from '../src';
import { eventually } from './messaging-fixture';

describe('the event stream on a three-node JetStream cluster', () => {
  let nodes: TestNatsServer[];
  let connection: NatsConnection;
  let jsm: JetStreamManager;

  beforeAll(async () => {
    nodes = await startNatsCluster(3);
    connection = await connect({ servers: nodes.map((node) => node.url) });
    // The cluster elects its JetStream leader a few seconds after the routes are up.
    jsm = await jetstreamManager(connection, { checkAPI: false });
    await eventually(async () => expect((await jsm.getAccountInfo()).api).toBeDefined(), 20_000);
  }, 40_000);
  afterAll(async () => {
    await connection?.close();
    await Promise.all((nodes ?? []).map((node) => node.stop()));
  });

  it('is created with the configured replicas and brought from one copy to three by the next start', async () => {
    await eventually(() => ensureEventStream(jsm, 1), 20_000);
    expect((await jsm.streams.info(EVENTS_STREAM)).config.num_replicas).toBe(1);

    await ensureEventStream(jsm, 3);
    await eventually(async () => {
      const info = await jsm.streams.info(EVENTS_STREAM);
      expect(info.config.num_replicas).toBe(3);
      expect(info.cluster?.replicas?.filter((replica) => replica.current)).toHaveLength(2);
    }, 20_000);

    // Every deployable runs the same at its start: nothing changes.
    await ensureEventStream(jsm, 3);
    expect((await jsm.streams.info(EVENTS_STREAM)).config.num_replicas).toBe(3);
  }, 60_000);
});
