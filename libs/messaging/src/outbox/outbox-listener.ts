import { Client } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * A dedicated PostgreSQL connection LISTENing on a channel. It lives outside the data source's
 * pool because a LISTEN only hears notifications while its own session stays open.
 */
export async function listen(
  dataSource: DataSource,
  channel: string,
  onNotify: () => void,
  onLost: (error: Error) => void,
): Promise<Client> {
  const options = dataSource.options;
  if (options.type !== 'postgres') throw new Error('The outbox needs a PostgreSQL data source');
  const client = new Client({
    connectionString: options.url,
    host: options.host,
    port: options.port,
    user: options.username,
    password: typeof options.password === 'string' ? options.password : undefined,
    database: options.database,
  });
  client.on('notification', onNotify);
  client.on('error', onLost);
  await client.connect();
  await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  return client;
}
