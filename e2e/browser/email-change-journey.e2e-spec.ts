import type { Browser } from 'playwright-core';
import { sql } from '../api/support/database';
import { waitForMail } from '../api/support/mail';
import { newUser, signedUpClient } from '../api/support/users';
import { sharedSystem } from '../api/support/system';
import { launchBrowser, expectVisible, newPage, screenshot, SCREEN_VARIANTS, signedInPage } from './browser';

/**
 * Issue 13 in a real Chromium (docs/adr/0023): the email change asks for the password, shows the
 * pending address, and the mailed link confirms it on /confirm-email (success, used, expired).
 */
describe('email change journey in the browser', () => {
  const system = sharedSystem();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  const confirmationPath = (text: string): string => {
    const match = /https?:\/\/[^\s"'<>]+(\/confirm-email\?token=[A-Za-z0-9_-]{43})/.exec(text);
    if (!match?.[1]) throw new Error('no confirmation link in the mail');
    return match[1];
  };

  it('asks for the password, shows the pending address, and confirms from the mailed link', async () => {
    const person = await signedUpClient(system.baseUrl, newUser('mover'));
    const next = newUser('moved').email;
    const { context, page } = await signedInPage(browser, system.baseUrl, person);
    await page.goto('/settings?tab=account');
    await page.getByLabel('New Email').fill(next);
    await page.getByLabel('Current Password').first().fill('not-my-password');
    await page.getByRole('button', { name: 'Change email' }).click();
    await expectVisible(page.getByText('Current password is incorrect'));
    await page.getByLabel('Current Password').first().fill(person.user.password);
    await page.getByRole('button', { name: 'Change email' }).click();
    await expectVisible(
      page.getByRole('status').filter({ hasText: `Check your inbox at ${next} to confirm` }),
    );
    await context.close();

    for (const variant of SCREEN_VARIANTS) {
      const shot = await signedInPage(browser, system.baseUrl, person, variant);
      await shot.page.goto('/settings?tab=account');
      await expectVisible(shot.page.getByText(`Check your inbox at`));
      await screenshot(shot.page, `email-change-pending-${variant.name}`);
      await shot.context.close();
    }

    const link = confirmationPath((await waitForMail(system.mailDir, next)).text);
    // Opened on another device, not signed in.
    const guest = await newPage(browser, system.baseUrl, { viewport: SCREEN_VARIANTS[0].viewport });
    await guest.page.goto(link);
    await expectVisible(guest.page.getByRole('heading', { name: 'Your email is confirmed' }));
    await screenshot(guest.page, 'confirm-email-success-phone-light');
    await guest.page.reload();
    await expectVisible(guest.page.getByRole('heading', { name: "This confirmation link doesn't work" }));
    await screenshot(guest.page, 'confirm-email-invalid-phone-light');
    await guest.context.close();

    const after = await signedInPage(browser, system.baseUrl, person);
    await after.page.goto('/settings?tab=account');
    await expectVisible(after.page.getByText(next).first());
    await after.context.close();
  });

  it('says when a link has expired', async () => {
    const person = await signedUpClient(system.baseUrl, newUser('slow'));
    const next = newUser('later').email;
    await person.client.post('/api/user/email', { newEmail: next, currentPassword: person.user.password });
    const link = confirmationPath((await waitForMail(system.mailDir, next)).text);
    await sql(
      system.databaseUrl,
      "UPDATE identity.email_change_requests SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [person.self.id],
    );
    for (const variant of [SCREEN_VARIANTS[1], SCREEN_VARIANTS[2]]) {
      const { context, page } = await newPage(browser, system.baseUrl, variant);
      await page.goto(link);
      await expectVisible(page.getByRole('heading', { name: 'This link has expired' }));
      await screenshot(page, `confirm-email-expired-${variant.name}`);
      await context.close();
    }
  });
});
