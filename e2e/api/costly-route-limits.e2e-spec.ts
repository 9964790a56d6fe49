import sharp from 'sharp';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { createCheckIn } from './support/check-ins';
import { expectProblem } from './support/expectations';
import { ApiClient, type ApiResponse } from './support/http';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

/**
 * The limits in front of routes whose every call costs an argon2id hash, an image encode or a mail,
 * set small here (the launcher raises them for other tests, whose clients all share 127.0.0.1).
 */
const LIMITS = {
  REGISTER_LIMIT_PER_ADDRESS: '3/1h',
  FORGOT_PASSWORD_LIMIT_PER_ADDRESS: '5/15m',
  FORGOT_PASSWORD_LIMIT_PER_EMAIL: '2/1h',
  AVATAR_LIMIT_PER_PERSON: '2/1h',
  AVATAR_LIMIT_PER_ADDRESS: '100/1h',
  CHECK_IN_PHOTO_LIMIT_PER_PERSON: '2/1h',
  CHECK_IN_PHOTO_LIMIT_PER_ADDRESS: '100/1h',
  PASSWORD_CHANGE_LIMIT_PER_PERSON: '2/1h',
  PASSWORD_CHANGE_LIMIT_PER_ADDRESS: '100/1h',
};

let addressCounter = 0;
/** A client address of its own (the gateway trusts X-Forwarded-For from localhost in tests). */
function fromNewAddress(): { headers: Record<string, string> } {
  addressCounter += 1;
  return { headers: { 'x-forwarded-for': `203.0.113.${addressCounter}` } };
}

function expectRateLimited(response: ApiResponse): void {
  expect(expectProblem(response, 429).code).toBe('rate_limited');
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

async function imageForm(field: 'avatar' | 'photo'): Promise<FormData> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#804020' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  return form;
}

describe('limits of costly routes', () => {
  let system: RunningSystem;

  beforeAll(async () => {
    system = await bootSystem(LIMITS);
  }, BOOT_TIMEOUT_MS);
  afterAll(() => system?.stop());

  it('registers 3 accounts an hour from one address, then 429 without creating the 4th', async () => {
    const guest = new ApiClient(system.baseUrl);
    const from = fromNewAddress();
    for (let index = 0; index < 3; index += 1) {
      expect((await guest.post('/api/register', newUser('lim'), from)).status).toBe(201);
    }
    const refused = newUser('lim');
    expectRateLimited(await guest.post('/api/register', refused, from));
    // Nothing was created: the name is free and its password signs nobody in.
    const login = await guest.post('/api/login', { username: refused.username, password: refused.password });
    expect(login.status).toBe(401);
    // Another address still may.
    expect((await guest.post('/api/register', refused, fromNewAddress())).status).toBe(201);
  });

  it('does not count invalid registrations (400) against the address', async () => {
    const guest = new ApiClient(system.baseUrl);
    const from = fromNewAddress();
    for (let index = 0; index < 5; index += 1) {
      expectProblem(await guest.post('/api/register', { username: 'x' }, from), 400);
    }
    expect((await guest.post('/api/register', newUser('lim'), from)).status).toBe(201);
  });

  it('limits reset requests per email whatever the address', async () => {
    const guest = new ApiClient(system.baseUrl);
    const email = `${newUser('lim').username}@nobody.example`;
    for (let index = 0; index < 2; index += 1) {
      expect((await guest.post('/api/forgot-password', { email }, fromNewAddress())).status).toBe(202);
    }
    expectRateLimited(
      await guest.post('/api/forgot-password', { email: ` ${email.toUpperCase()}` }, fromNewAddress()),
    );
  });

  it('limits avatar uploads per person before reading the image, leaving the avatar as it was', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    let avatarUrl: string | undefined;
    for (let index = 0; index < 2; index += 1) {
      const response = await client.request('POST', '/api/user/avatar', { body: await imageForm('avatar') });
      expect(response.status).toBe(200);
      avatarUrl = (response.body as { avatarUrl: string }).avatarUrl;
    }
    expectRateLimited(await client.request('POST', '/api/user/avatar', { body: await imageForm('avatar') }));
    expect((await client.get('/api/user')).body).toMatchObject({ avatarUrl });
  });

  it('limits check-in photo replacements per person before reading the image, on any check-in id', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const { id } = await createCheckIn(client);
    let photo: string | null | undefined;
    for (let index = 0; index < 2; index += 1) {
      const response = await client.request('PUT', `/api/check-ins/${id}/photo`, {
        body: await imageForm('photo'),
      });
      expect(response.status).toBe(200);
      photo = (response.body as CheckInCard).photo;
      expect(photo).toMatch(/^\/media\//);
    }
    expectRateLimited(
      await client.request('PUT', `/api/check-ins/${id}/photo`, { body: await imageForm('photo') }),
    );
    // Someone else's or a missing check-in is refused before its upload costs an encode too.
    expectRateLimited(
      await client.request('PUT', '/api/check-ins/999999999/photo', { body: await imageForm('photo') }),
    );
    const [own] = (await client.get('/api/user/check-ins')).body as CheckInCard[];
    expect(own).toMatchObject({ id, photo });
  });

  it('limits password changes per person, keeping the password as it was', async () => {
    const { client, user } = await signedUpClient(system.baseUrl);
    for (let index = 0; index < 2; index += 1) {
      const wrong = await client.patch('/api/user/password', {
        currentPassword: 'not-my-password',
        newPassword: 'another-password',
        confirmPassword: 'another-password',
      });
      expectProblem(wrong, 400);
    }
    const refused = await client.patch('/api/user/password', {
      currentPassword: user.password,
      newPassword: 'another-password',
      confirmPassword: 'another-password',
    });
    expectRateLimited(refused);
    const login = await new ApiClient(system.baseUrl).post('/api/login', {
      username: user.username,
      password: user.password,
    });
    expect(login.status).toBe(200);
  });
});
