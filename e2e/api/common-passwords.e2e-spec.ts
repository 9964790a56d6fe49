import { sql } from './support/database';
import { expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { resetLinkIn, waitForMail } from './support/mail';
import { sharedSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

const WEAK = /too easy to guess/;

/** ASVS 6.2.4, 6.2.11, 6.2.12: common and guessable passwords are refused offline, with a 400 on the field. */
describe('common passwords', () => {
  const system = sharedSystem();

  it('registration refuses a common password, the app’s name or the username, and creates nobody', async () => {
    for (const password of ['password123', 'Qwertyuiop', 'crema2024!']) {
      const user = newUser('weak');
      const refused = expectProblem(
        await new ApiClient(system.baseUrl).post('/api/register', { ...user, password }),
        400,
      );
      expect(refused.errors).toEqual([{ path: 'password', message: expect.stringMatching(WEAK) as unknown }]);
      const rows = await sql(system.databaseUrl, 'SELECT 1 FROM identity.users WHERE username = $1', [
        user.username,
      ]);
      expect(rows).toEqual([]);
    }
    const user = newUser('weak');
    expectProblem(
      await new ApiClient(system.baseUrl).post('/api/register', { ...user, password: `${user.username}!1` }),
      400,
    );
    expect((await new ApiClient(system.baseUrl).post('/api/register', newUser('strong'))).status).toBe(201);
  });

  it('a password change refuses one on newPassword and keeps the old password', async () => {
    const { client, user } = await signedUpClient(system.baseUrl);
    const refused = expectProblem(
      await client.patch('/api/user/password', {
        currentPassword: user.password,
        newPassword: 'iloveyou1',
        confirmPassword: 'iloveyou1',
      }),
      400,
    );
    expect(refused.errors).toEqual([
      { path: 'newPassword', message: expect.stringMatching(WEAK) as unknown },
    ]);
    expect((await client.get('/api/user')).status).toBe(200);
    const again = await new ApiClient(system.baseUrl).post('/api/login', {
      username: user.username,
      password: user.password,
    });
    expect(again.status).toBe(200);
  });

  it('a reset refuses one and the link still works for a good password', async () => {
    const { user } = await signedUpClient(system.baseUrl);
    const guest = new ApiClient(system.baseUrl);
    expect(
      (
        await guest.post(
          '/api/forgot-password',
          { email: user.email },
          { headers: { 'x-forwarded-for': '192.0.2.77' } },
        )
      ).status,
    ).toBe(202);
    const { token } = resetLinkIn((await waitForMail(system.mailDir, user.email, new Set())).text);
    const refused = expectProblem(
      await guest.post('/api/reset-password', { token, password: 'letmein123' }),
      400,
    );
    expect(refused.errors?.[0]?.path).toBe('password');
    expect((await guest.post('/api/reset-password', { token, password: 'tangerine-orbit-57' })).status).toBe(
      200,
    );
  });
});
