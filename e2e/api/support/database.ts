import { Client } from 'pg';

/** Runs one SQL statement against the system's database (for facts the API does not expose). */
export async function sql<Row extends Record<string, unknown>>(
  databaseUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}

export async function userCount(databaseUrl: string): Promise<number> {
  const [row] = await sql<{ count: string }>(
    databaseUrl,
    'SELECT count(*)::text AS count FROM identity.users',
  );
  return Number(row?.count);
}
