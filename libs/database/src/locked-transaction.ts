import { Client } from 'pg';

/**
 * Runs `work` in a transaction on a connection of its own to `url`, after taking the
 * transaction-scoped advisory lock named `lock`: concurrent runs of the same work queue instead of
 * colliding ("tuple concurrently updated"). Rolled back when `work` throws.
 */
export async function inLockedTransaction<T>(
  url: string,
  lock: string,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lock]);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
