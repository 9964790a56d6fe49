import type { Browser } from 'playwright-core';
import { ApiClient, SESSION_COOKIE } from '../api/support/http';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../api/support/system';
import { signedUpClient } from '../api/support/users';
import { launchBrowser, expectGone, expectVisible, newPage, PHONE, screenshot } from './browser';

/** Settings → Developer: create a token (shown once, copied), see it listed and used, revoke it. */
describe('developer tokens journey in the browser', () => {
  const system = sharedSystem();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  it('creates, copies, lists and revokes a personal access token', async () => {
    const { client, self } = await signedUpClient(system.baseUrl);
    const { context, page } = await newPage(browser, system.baseUrl, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await context.addCookies([{ name: SESSION_COOKIE, value: client.sessionId ?? '', url: system.baseUrl }]);

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Developer' }).click();
    await expectVisible(page.getByText('You have no access tokens.'));

    // The shared schema refuses a token without a name before any call.
    await page.getByRole('button', { name: 'Create token' }).click();
    await expectVisible(page.getByText('Name is required'));

    await page.getByLabel('Token name').fill('Brew log script');
    await page.getByLabel(/^Write:/).check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByTestId('new-access-token');
    await expectVisible(shown);
    await expectVisible(page.getByText(/You will not be able to see it again/));
    const token = (await shown.textContent()) ?? '';
    expect(token).toMatch(/^crema_pat_[A-Za-z0-9_-]{43}$/);

    await page.getByRole('button', { name: 'Copy' }).click();
    await expectVisible(page.getByRole('button', { name: 'Copied' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    const list = page.getByRole('list', { name: 'Access tokens' });
    await expectVisible(list.getByText('Brew log script'));
    await expectVisible(list.getByText(`${token.slice(0, 14)}…`));
    await expectVisible(list.getByText('read, write'));
    await expectVisible(list.getByText('Never used'));
    await screenshot(page, 'developer-token-created');

    const bearer = { headers: { authorization: `Bearer ${token}` } };
    const me = await new ApiClient(system.baseUrl).get('/api/user', bearer);
    expect(me.body).toMatchObject({ id: self.id });

    await page.getByRole('button', { name: 'Done' }).click();
    await expectGone(shown);
    await page.reload();
    await page.getByRole('tab', { name: 'Developer' }).click();
    await expectVisible(list.getByText(/Last used/));
    expect(await page.content()).not.toContain(token);

    await page.getByRole('button', { name: 'Revoke Brew log script' }).click();
    await expectVisible(page.getByRole('alertdialog', { name: /Revoke “Brew log script”/ }));
    await screenshot(page, 'developer-token-revoke');
    await page.getByRole('button', { name: 'Revoke token' }).click();
    await expectVisible(page.getByText('You have no access tokens.'));
    expect((await new ApiClient(system.baseUrl).get('/api/user', bearer)).status).toBe(401);
    await context.close();
  });

  it('shows every settings tab on a phone, the Developer tab included', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const { context, page } = await newPage(browser, system.baseUrl, {
      viewport: PHONE,
      colorScheme: 'dark',
    });
    await context.addCookies([{ name: SESSION_COOKIE, value: client.sessionId ?? '', url: system.baseUrl }]);
    await page.goto('/settings');
    const tabs = page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab');
    await expectVisible(tabs.first());
    expect(await tabs.count()).toBe(6);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
    await page.getByRole('tab', { name: 'Developer' }).click();
    await expectVisible(page.getByText('You have no access tokens.'));
    await screenshot(page, 'settings-developer-phone-dark');
    await context.close();
  });
});
