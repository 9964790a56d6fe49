import { Client } from 'pg';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { createTestDatabase, freePort, startNatsServer, uniqueRedisPrefix } from '../src';

describe('@crema/testing', () => {
  it('creates a fresh database per call and drops it again', async () => {
    const [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    expect(first.url).not.toEqual(second.url);
    const client = new Client({ connectionString: first.url });
    client.on('error', () => undefined); // the forced drop below ends this session on purpose
    await client.connect();
    const tables = await client.query(
      `SELECT 1 FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    expect(tables.rowCount).toBe(0);
    await first.drop(); // also closes the connection still open on it
    await client.end().catch(() => undefined);
    await second.drop();

    const probe = new Client({ connectionString: first.url });
    await expect(probe.connect()).rejects.toThrow(/does not exist/);
  });

  it('starts a NATS server with JetStream of its own and stops it', async () => {
    const nats = await startNatsServer();
    const connection = await connect({ servers: nats.url });
    const jsm = await jetstreamManager(connection);
    expect((await jsm.getAccountInfo()).streams).toBe(0);
    await connection.close();
    await nats.stop();
    await expect(connect({ servers: nats.url, reconnect: false, timeout: 500 })).rejects.toThrow();
  });

  it('hands out free ports and distinct Redis prefixes', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(uniqueRedisPrefix()).not.toEqual(uniqueRedisPrefix());
  });
});
