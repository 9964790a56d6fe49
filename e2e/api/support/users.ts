import { randomBytes } from 'node:crypto';
import { ApiClient } from './http';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A user nobody else in the run has: short enough for the 30-character username limit. */
export function newUser(prefix = 'u'): TestUser {
  counter += 1;
  const suffix = `${randomBytes(3).toString('hex')}${counter}`;
  return {
    username: `${prefix}_${suffix}`,
    email: `${prefix}.${suffix}@example.test`,
    password: `pw-${randomBytes(6).toString('hex')}`,
  };
}

/** Deletes the signed-in person's account: the route wants their password again. */
export function deleteOwnAccount(client: ApiClient, password: string) {
  return client.delete('/api/user/account', { json: { currentPassword: password } });
}

/** Registers a user through the API and returns a client signed in as them. */
export async function signedUpClient(baseUrl: string, user: TestUser = newUser()) {
  const client = new ApiClient(baseUrl);
  const response = await client.post('/api/register', user);
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${response.text}`);
  return {
    client,
    user,
    self: response.body as { id: number; username: string; email: string; avatarUrl: string | null },
  };
}
