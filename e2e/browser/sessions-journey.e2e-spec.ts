import type { Browser } from 'playwright-core';
import { ApiClient } from '../api/support/http';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../api/support/system';
import { signedUpClient, type TestUser } from '../api/support/users';
import { launchBrowser, expectGone, expectVisible, login, newPage, PHONE, screenshot } from './browser';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Settings → Account: where the person is signed in; sign out one device, then everywhere else. */
describe('sessions journey in the browser', () => {
  const system = sharedSystem();
  let browser: Browser;
  let address = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  /** Another device of the person's, signed in through the API with its own user agent. */
  async function otherDevice(user: TestUser, userAgent: string): Promise<ApiClient> {
    const device = new ApiClient(system.baseUrl);
    address += 1;
    const response = await device.post(
      '/api/login',
      { username: user.username, password: user.password },
      { headers: { 'user-agent': userAgent, 'x-forwarded-for': `203.0.113.${address}` } },
    );
    expect(response.status).toBe(200);
    return device;
  }

  it('lists the sessions, signs out one device, then everywhere else', async () => {
    const { user } = await signedUpClient(system.baseUrl);
    const laptop = await otherDevice(user, FIREFOX_LINUX);
    const phone = await otherDevice(user, SAFARI_IPHONE);
    const { context, page } = await newPage(browser, system.baseUrl);
    await login(page, user.username, user.password);
    await expectVisible(page.getByRole('heading', { name: 'Your Coffee Feed' }));

    await page.goto('/settings?tab=account');
    const list = page.getByRole('list', { name: 'Signed-in sessions' });
    await expectVisible(list.getByText('This device'));
    await expectVisible(list.getByText('Firefox on Linux'));
    await expectVisible(list.getByText('Safari on iPhone'));
    // The API sign-up's own session (no browser user agent) is listed too.
    await expectVisible(list.getByText('Unknown app or browser'));
    expect(await list.getByRole('listitem').count()).toBe(4);
    await expectVisible(list.getByText('Active now'));
    await screenshot(page, 'settings-sessions');

    await page.getByRole('button', { name: 'Sign out Firefox on Linux' }).click();
    await expectGone(list.getByText('Firefox on Linux'));
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(200);

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expectGone(list.getByText('Safari on iPhone'));
    expect(await list.getByRole('listitem').count()).toBe(1);
    await expectVisible(list.getByText('This device'));
    expect(await page.getByRole('button', { name: 'Sign out everywhere else' }).isDisabled()).toBe(true);
    expect((await phone.get('/api/user')).status).toBe(401);
    // This device is still signed in.
    await page.reload();
    await expectVisible(list.getByText('This device'));
    await context.close();
  });

  it('fits a phone in dark mode', async () => {
    const { user } = await signedUpClient(system.baseUrl);
    await otherDevice(user, SAFARI_IPHONE);
    const { context, page } = await newPage(browser, system.baseUrl, {
      viewport: PHONE,
      colorScheme: 'dark',
    });
    await login(page, user.username, user.password);
    await expectVisible(page.getByRole('heading', { name: 'Your Coffee Feed' }));
    await page.goto('/settings?tab=account');
    const list = page.getByRole('list', { name: 'Signed-in sessions' });
    await expectVisible(list.getByText('Safari on iPhone'));
    for (const item of await list.getByRole('listitem').all()) {
      const box = await item.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await screenshot(page, 'settings-sessions-phone-dark');
    await context.close();
  });
});
