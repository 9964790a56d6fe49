import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../api/support/system';
import { resetLinkIn, waitForMail } from '../api/support/mail';
import { newUser, signedUpClient } from '../api/support/users';
import {
  launchBrowser,
  DESKTOP,
  expectGone,
  expectVisible,
  login,
  newPage,
  PHONE,
  screenshot,
} from './browser';

/**
 * The foundation's user journey in a real Chromium against the real processes: a guest looks
 * around, signs up, logs out and in, changes settings and avatar, exports, resets a forgotten
 * password from the mailed link and finally deletes the account.
 */
describe('account journey in the browser', () => {
  const system = sharedSystem();
  let browser: Browser;
  const suffix = Date.now().toString(36);
  const username = `bean_${suffix}`;
  const email = `bean_${suffix}@example.com`;
  let password = 'first-secret-1';

  beforeAll(async () => {
    browser = await launchBrowser();
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the guest landing at phone and desktop width, light and dark', async () => {
    for (const [viewport, colorScheme, name] of [
      [PHONE, 'light', 'landing-phone-light'],
      [DESKTOP, 'dark', 'landing-desktop-dark'],
    ] as const) {
      const { context, page } = await newPage(browser, system.baseUrl, { viewport, colorScheme });
      await page.goto('/');
      await expectVisible(page.getByRole('heading', { name: 'Track Your Coffee Journey' }));
      await expectVisible(
        page.getByText('Discover, rate, and share your coffee experiences with the community'),
      );
      for (const card of ['Check-In', 'Rate & Review', 'Earn Badges']) {
        await expectVisible(page.getByText(card, { exact: true }).first());
      }
      await expectVisible(page.getByRole('button', { name: 'Log in' }).first());
      // Recent activity loads as it nears the viewport: bring it in, and photograph it loaded.
      const loading = page.getByText('Loading check-ins…');
      await loading
        .first()
        .scrollIntoViewIfNeeded({ timeout: 2_000 })
        .catch(() => undefined);
      await expectGone(loading);
      await screenshot(page, name);
      await context.close();
    }
  });

  it('shows the 404 page for an unknown route, and sends guests from protected pages to /auth and back after login', async () => {
    const { context, page } = await newPage(browser, system.baseUrl, { viewport: PHONE });
    await page.goto('/no-such-page');
    await expectVisible(page.getByText('404 Page Not Found'));
    await expectVisible(page.getByText('Did you forget to add the page to the router?'));
    await screenshot(page, 'not-found-phone');

    // A digest mail's link, opened signed out: login first, then the page it linked to.
    const member = newUser('back');
    await signedUpClient(system.baseUrl, member);
    await page.goto('/notifications');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/notifications');
    await expectVisible(page.getByRole('heading', { name: 'Welcome back' }));
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await expectVisible(page.getByRole('heading', { name: 'Notifications' }));
    await context.close();
  });

  it('signs up, keeps dark mode across a reload, logs out and logs back in', async () => {
    const { context, page } = await newPage(browser, system.baseUrl);
    await page.goto('/auth?tab=register');
    await expectVisible(page.getByRole('heading', { name: 'Create an account' }));

    // The shared schema rejects a mismatched confirmation in the browser, before any call.
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill('something-else');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectVisible(page.getByText("Passwords don't match"));
    await screenshot(page, 'register-validation');

    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${system.baseUrl}/`);
    await expectVisible(page.getByRole('heading', { name: 'Your Coffee Feed' }));
    await expectVisible(page.getByText('Account created!').first());

    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Your Coffee Feed' }));
    expect(await page.locator('html').getAttribute('class')).toMatch(/\bdark\b/);
    await screenshot(page, 'home-signed-in-dark');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectVisible(page.getByRole('button', { name: 'Log in' }).first());

    await login(page, username, password);
    await page.waitForURL(`${system.baseUrl}/`);
    await expectVisible(page.getByText('Welcome back!').first());
    await context.close();
  });

  it('rejects a wrong password with the server message', async () => {
    const { context, page } = await newPage(browser, system.baseUrl);
    await login(page, username, 'not-the-password');
    await expectVisible(page.getByText('Login failed').first());
    await expectVisible(page.getByText('Invalid username or password').first());
    await context.close();
  });

  it('edits the profile, uploads an avatar and exports the data', async () => {
    const { context, page } = await newPage(browser, system.baseUrl, { viewport: PHONE });
    await login(page, username, password);
    await page.waitForURL(`${system.baseUrl}/`);

    await page.goto('/settings');
    const bio = `Pour-over every morning ${suffix}`;
    await page.getByLabel('Bio').fill(bio);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('Settings saved').first());
    await page.reload();
    await expectVisibleValue(page, 'Bio', bio);

    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 111, g: 78, b: 55 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Upload avatar')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.locator('img[src^="/media/"]').first().waitFor({ state: 'visible' });
    await screenshot(page, 'settings-profile-phone');

    await page.getByRole('tab', { name: 'Data' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^crema-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      identity: { profile: { username: string; bio: string } };
    };
    expect(exported.identity.profile).toMatchObject({ username, bio });
    await context.close();
  });

  it('saves coffee preferences chosen from the selects (phone, dark)', async () => {
    const { context, page } = await newPage(browser, system.baseUrl, {
      viewport: PHONE,
      colorScheme: 'dark',
    });
    await login(page, username, password);
    await page.waitForURL(`${system.baseUrl}/`);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Coffee' }).click();
    await page.getByLabel('Default brew method').click();
    await page.getByRole('option', { name: 'Chemex' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('Settings saved').first());
    await screenshot(page, 'settings-coffee-phone-dark');
    await page.reload();
    await page.getByRole('tab', { name: 'Coffee' }).click();
    await expectVisible(page.getByLabel('Default brew method').getByText('Chemex'));
    await context.close();
  });

  it('resets a forgotten password from the mailed link, then logs in with the new one', async () => {
    const { context, page } = await newPage(browser, system.baseUrl);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expectVisible(page.getByText('Check your email for password reset instructions'));

    const mail = await waitForMail(system.mailDir, email);
    const { url } = resetLinkIn(mail.text);
    await page.goto(`${url.pathname}${url.search}`);
    password = 'second-secret-2';
    await page.getByLabel('New Password').fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectVisible(page.getByText('Your password has been reset successfully'));
    await screenshot(page, 'reset-password-success');

    // The link is single use.
    await page.goto(`${url.pathname}${url.search}`);
    await expectVisible(page.getByText('Invalid Reset Link'));

    await login(page, username, password);
    await page.waitForURL(`${system.baseUrl}/`);
    await expectVisible(page.getByRole('heading', { name: 'Your Coffee Feed' }));
    await context.close();
  });

  it('deletes the account only after DELETE is typed and the password is given', async () => {
    const { context, page } = await newPage(browser, system.baseUrl, { colorScheme: 'dark' });
    await login(page, username, password);
    await page.waitForURL(`${system.baseUrl}/`);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Data' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();

    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: /delete/i }).last();
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    expect(await confirm.isDisabled()).toBe(false);
    await dialog.getByLabel('Your password').fill('not-my-password');
    await confirm.click();
    await expectVisible(dialog.getByText('Current password is incorrect'));
    await screenshot(page, 'delete-account-dialog-dark', { fullPage: false });
    await dialog.getByLabel('Your password').fill(password);
    await confirm.click();
    await page.waitForURL('**/auth');

    await login(page, username, password);
    await expectVisible(page.getByText('Login failed').first());
    await context.close();
  });
});

async function expectVisibleValue(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label);
  await field.waitFor({ state: 'visible' });
  await expect(field.inputValue()).resolves.toBe(value);
}
