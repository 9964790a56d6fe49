import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { createCheckIn, type CheckInCard } from '../api/support/check-ins';
import { SESSION_COOKIE, type ApiClient } from '../api/support/http';
import { setPrivacy } from '../api/support/social';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from '../api/support/system';
import { newUser, signedUpClient } from '../api/support/users';
import {
  DESKTOP,
  expectGone,
  expectVisible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  tabTo,
} from './browser';

/** The label of a coffee bag as a phone might photograph it: a few labelled lines. */
function labelImage(): Promise<Buffer> {
  const lines = [
    'Roaster: Bright Roasters',
    'Coffee: Kochere',
    'Origin: Ethiopia, Yirgacheffe',
    'Process: Washed',
    'Roast: Medium-Light',
    'Altitude: 1900 masl',
    'Tasting notes: Jasmine, Bergamot, Honey',
    'Net weight: 250 g',
  ];
  const text = lines
    .map((line, index) => `<text x="60" y="${150 + index * 70}" font-size="34">${line}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="760">
    <rect width="900" height="760" fill="#f6efe3"/>
    <text x="450" y="80" font-size="48" font-weight="bold" text-anchor="middle" font-family="DejaVu Sans">BRIGHT ROASTERS</text>
    <g font-family="DejaVu Sans" fill="#2b1d12">${text}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const ADMIN_TABS = [
  ['users', 'Users'],
  ['check-ins', 'Check-ins'],
  ['coffee-bags', 'Coffee Bags'],
  ['roasters', 'Roasters'],
  ['settings', 'Settings'],
  ['moderation', 'Moderation'],
  ['analytics', 'Analytics'],
  ['audit', 'Audit'],
] as const;

/**
 * Issue 10 item 9 in a real Chromium against the real processes: the designated account makes
 * itself admin on /admin, then works through the seven tabs — people, check-ins (any privacy,
 * reassigned by user ID, deleted), a coffee bag read from a generated label photo (OCR), roasters,
 * settings, moderation rules and reports, analytics — on a desktop and a phone, light and dark.
 *
 * It needs the admin backend of issue 10 (admin service, its gateway routes, the OCR worker).
 */
describe('admin journey in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;
  const suffix = Date.now().toString(36).slice(-5);
  const adminName = `boss_${suffix}`;
  let admin: { client: ApiClient };
  let fan: { client: ApiClient; self: { id: number; username: string } };
  let newOwner: { client: ApiClient; self: { id: number; username: string } };
  let leaver: { client: ApiClient; self: { username: string } };
  let secret: CheckInCard;
  let moved: CheckInCard;
  let removed: CheckInCard;
  let reported: CheckInCard;

  beforeAll(async () => {
    [system, browser] = await Promise.all([bootSystem({ ADMIN_USERNAME: adminName }), launchBrowser()]);
    admin = await signedUpClient(system.baseUrl, { ...newUser('boss'), username: adminName });
    fan = await signedUpClient(system.baseUrl, newUser('fan'));
    newOwner = await signedUpClient(system.baseUrl, newUser('owner'));
    leaver = await signedUpClient(system.baseUrl, newUser('leaver'));
    const hermit = await signedUpClient(system.baseUrl, newUser('hermit'));
    await setPrivacy(hermit.client, { profileVisibility: 'private' });
    secret = await createCheckIn(hermit.client, { coffeeName: `Hidden Gem ${suffix}` });
    moved = await createCheckIn(fan.client, { coffeeName: `Moved ${suffix}`, rating: 5 });
    removed = await createCheckIn(fan.client, { coffeeName: `Removed ${suffix}`, rating: 2 });
    reported = await createCheckIn(fan.client, {
      coffeeName: `Reported ${suffix}`,
      notes: 'Cheap beans at my stall',
    });
    const report = await newOwner.client.post(`/api/check-ins/${reported.id}/report`, {
      reason: 'Selling beans in the notes',
    });
    if (report.status >= 300) throw new Error(`report failed: ${report.status} ${report.text}`);
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  async function adminPage(
    viewport = DESKTOP,
    colorScheme: 'light' | 'dark' = 'light',
  ): Promise<{ context: BrowserContext; page: Page }> {
    const opened = await newPage(browser, system.baseUrl, { viewport, colorScheme });
    await opened.context.addCookies([
      { name: SESSION_COOKIE, value: admin.client.sessionId!, url: system.baseUrl },
    ]);
    return opened;
  }

  /** A toast by its title (Radix also copies it into a live region, hence the first). */
  const toast = (page: Page, title: string): Locator => page.getByText(title, { exact: true }).first();
  const row = (page: Page, table: string, text: string): Locator =>
    page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

  it('makes the designated account admin from the initialization card', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin');
    await expectVisible(page.getByRole('heading', { name: 'Admin setup' }));
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Initialize admin access' }).click();
    await expectVisible(toast(page, 'Admin access granted'));
    await expectVisible(page.getByRole('tab', { name: 'Users', selected: true }));
    await expectVisible(page.getByRole('link', { name: 'Admin' }).first());
    await context.close();
  });

  it('finds people, grants and removes admin rights, signs one out everywhere and deletes an account', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin?tab=users');
    await page.getByLabel('Search users').fill(fan.self.username);
    const fanSwitch = page.getByRole('switch', { name: `Administrator: ${fan.self.username}` });
    await expectVisible(fanSwitch);
    await fanSwitch.click();
    await page
      .getByRole('alertdialog', { name: 'Grant admin access?' })
      .getByRole('button', { name: 'Make admin' })
      .click();
    await expectVisible(toast(page, 'Admin access granted'));
    expect(await fanSwitch.getAttribute('aria-checked')).toBe('true');
    await fanSwitch.click();
    await page.getByRole('button', { name: 'Remove admin' }).click();
    await expectVisible(toast(page, 'Admin access removed'));
    expect(await fanSwitch.getAttribute('aria-checked')).toBe('false');

    // One's own rights and account are out of reach (the server refuses them too).
    await page.getByLabel('Search users').fill(adminName);
    await expectVisible(page.getByRole('switch', { name: `Administrator: ${adminName}` }));
    expect(await page.getByRole('switch', { name: `Administrator: ${adminName}` }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: `Delete ${adminName}` }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: `Sign out ${adminName} everywhere` }).isDisabled()).toBe(
      true,
    );

    await page.getByLabel('Search users').fill(leaver.self.username);
    expect((await leaver.client.get('/api/user')).status).toBe(200);
    await page.getByRole('button', { name: `Sign out ${leaver.self.username} everywhere` }).click();
    await page
      .getByRole('alertdialog', { name: 'Sign out everywhere?' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expectVisible(toast(page, 'Signed out everywhere'));
    expect((await leaver.client.get('/api/user')).status).toBe(401);

    await page.getByRole('button', { name: `Delete ${leaver.self.username}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete user?' })
      .getByRole('button', { name: 'Delete user' })
      .click();
    await expectVisible(toast(page, 'User deleted'));
    await expectGone(row(page, 'Users', leaver.self.username));
    await context.close();
  });

  it('lists check-ins of every privacy, reassigns one by user ID and deletes one', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin?tab=check-ins');
    await expectVisible(row(page, 'Check-ins', secret.coffeeName));

    await page.getByRole('button', { name: `Reassign ${moved.coffeeName} (ID ${moved.id})` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reassign check-in' });
    await dialog.getByRole('button', { name: 'Reassign' }).click();
    await expectVisible(dialog.getByText('Please enter a user ID'));
    await dialog.getByLabel("New owner's user ID").fill(String(newOwner.self.id));
    await dialog.getByRole('button', { name: 'Reassign' }).click();
    await expectVisible(toast(page, 'Check-in reassigned'));
    await expectVisible(row(page, 'Check-ins', moved.coffeeName).getByText(newOwner.self.username));

    await page.getByRole('button', { name: `Delete ${removed.coffeeName} (ID ${removed.id})` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Check-in' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectVisible(toast(page, 'Check-in deleted'));
    await expectGone(row(page, 'Check-ins', removed.coffeeName));
    await context.close();
  });

  it('reads a coffee bag label, shows it for review and saves it as a bag', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin?tab=coffee-bags');
    const chooser = page.getByLabel('Choose a photo of the label');
    await chooser.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expectVisible(page.getByRole('alert').filter({ hasText: 'PNG or JPG up to 5MB' }));

    const [upload] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/admin/coffee-bags/upload-ocr'), { timeout: 60_000 }),
      chooser.setInputFiles({ name: 'kochere.png', mimeType: 'image/png', buffer: await labelImage() }),
    ]);
    expect(upload.status()).toBe(200);
    await expectVisible(page.getByRole('heading', { name: 'Review the coffee bag' }));
    const bag = page.getByRole('form', { name: 'Coffee bag' });
    expect(await bag.getByLabel('Coffee name').inputValue()).toMatch(/kochere/i);
    expect(await bag.getByLabel('Roaster', { exact: true }).inputValue()).toMatch(/bright roasters/i);
    expect(await bag.getByLabel('Origin').inputValue()).toMatch(/ethiopia/i);
    await expectVisible(bag.getByLabel('Process').getByText('Washed'));
    await page.getByText('Text read from the label').click();
    await expectVisible(page.getByText(/Yirgacheffe/).first());
    await screenshot(page, 'admin-coffee-bags-review-desktop-light');

    await bag.getByRole('button', { name: 'Save as a coffee bag' }).click();
    await expectVisible(toast(page, 'Coffee bag saved'));
    await expectVisible(page.getByRole('heading', { name: 'Add a coffee bag' }));
    await expectVisible(row(page, 'Coffee bags', 'Kochere'));
    await context.close();
  });

  it('adds roasters and refuses a nameless or a duplicate one', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin?tab=roasters');
    await page.getByRole('button', { name: 'Add roaster' }).click();
    await expectVisible(toast(page, 'Name Required'));
    await expectVisible(page.getByText('Please enter a roaster name').first());

    const name = `North Star ${suffix}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Location').fill('Leeds');
    await page.getByRole('button', { name: 'Add roaster' }).click();
    await expectVisible(toast(page, 'Roaster added'));
    await expectVisible(row(page, 'Roasters', name));

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Add roaster' }).click();
    await expectVisible(toast(page, 'Error Creating Roaster'));
    await context.close();
  });

  it('edits a known setting with its own control and adds a free-form one', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin?tab=settings');
    await page.getByRole('button', { name: 'Edit checkins.max-per-hour' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Edit checkins.max-per-hour' }));
    await page.getByRole('spinbutton', { name: 'Value' }).fill('30');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(toast(page, 'Setting saved'));
    await expectVisible(row(page, 'App settings', 'checkins.max-per-hour').getByText('30 per hour'));

    await page.getByRole('button', { name: 'Add setting' }).click();
    await expectVisible(page.getByText('App setting key and value required'));
    await page.getByLabel('Key').fill('site.banner');
    await page.getByLabel('Value').fill('Winter tasting week');
    await page.getByRole('button', { name: 'Add setting' }).click();
    await expectVisible(toast(page, 'Setting saved'));
    await expectVisible(row(page, 'App settings', 'site.banner'));
    await context.close();
  });

  it('creates a rule that flags new check-ins, and resolves reports from people and rules', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin?tab=moderation');
    const rules = page.getByRole('form', { name: 'New rule' });
    await rules.getByRole('button', { name: 'Create rule' }).click();
    await expectVisible(rules.getByText('Rule name is required'));
    await rules.getByLabel('Name').fill('No shop links');
    await rules.getByLabel('Description').fill('Check-ins that advertise a shop');
    await rules.getByLabel('Pattern (optional)').fill('buy now');
    await rules.getByRole('button', { name: 'Create rule' }).click();
    await expectVisible(toast(page, 'Rule created'));
    const active = page.getByRole('switch', { name: 'Active: No shop links' });
    await active.click();
    await expectVisible(toast(page, 'Rule deactivated'));
    await active.click();
    await expectVisible(toast(page, 'Rule activated'));

    // The person's report: dismissed, it moves to the resolved reports.
    const queue = page.getByRole('list', { name: 'Open reports' });
    const personReport = queue.getByRole('listitem').filter({ hasText: reported.coffeeName });
    await expectVisible(personReport.getByText(`Reported by ${newOwner.self.username}`));
    await personReport.getByRole('button', { name: 'Dismiss' }).click();
    await expectVisible(toast(page, 'Report dismissed'));
    await expectGone(personReport);

    // The rule acts on a check-in posted after it: the report names the rule.
    const flagged = await createCheckIn(fan.client, {
      coffeeName: `Flagged ${suffix}`,
      notes: 'Buy now at my shop',
    });
    const ruleReport = queue.getByRole('listitem').filter({ hasText: flagged.coffeeName });
    for (let attempt = 0; attempt < 15 && (await ruleReport.count()) === 0; attempt += 1) {
      await page.waitForTimeout(1000);
      await page.reload();
    }
    await expectVisible(ruleReport.getByText('Flagged by the rule “No shop links”'));
    await ruleReport.getByRole('button', { name: 'Delete check-in' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectVisible(toast(page, 'Content deleted'));

    await page.getByLabel('Show').click();
    await page.getByRole('option', { name: 'Resolved reports' }).click();
    await expectVisible(
      page
        .getByRole('list', { name: 'Resolved reports' })
        .getByRole('listitem')
        .filter({ hasText: 'Dismissed' })
        .first(),
    );
    await context.close();
  });

  it('shows analytics for a period; a custom period needs a start date', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin?tab=analytics');
    await expectVisible(page.getByRole('img', { name: /check-ins? in the period/ }));
    await page.getByText('Custom', { exact: true }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectVisible(page.getByText('Custom analytics period needs a start date'));
    const start = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Start date').fill(start);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/admin/analytics?period=custom')),
      page.getByRole('button', { name: 'Apply' }).click(),
    ]);
    expect(answer.status()).toBe(200);
    await page.getByText('Show as table').nth(2).click();
    await expectVisible(page.getByRole('cell', { name: '5 stars' }));
    await context.close();
  });

  // Eight tabs, four screens each, and a keyboard walk: long on a loaded 2-core machine.
  it('every tab at phone and desktop width, light and dark, and by keyboard', async () => {
    for (const [viewport, width] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const { context, page } = await adminPage(viewport, scheme);
        for (const [tab, label] of ADMIN_TABS) {
          await page.goto(`/admin?tab=${tab}`);
          await expectVisible(page.getByRole('tab', { name: label, selected: true }));
          await page.waitForLoadState('networkidle');
          await screenshot(page, `admin-${tab}-${width}-${scheme}`);
        }
        if (width === 'phone' && scheme === 'dark') {
          // The tabs scroll sideways on a phone and follow the arrow keys; the URL keeps the tab.
          await page.goto('/admin');
          await tabTo(page, page.getByRole('tab', { name: 'Users' }));
          await page.keyboard.press('ArrowRight');
          await expectVisible(page.getByRole('tab', { name: 'Check-ins', selected: true }));
          await page.waitForURL(/tab=check-ins/);
        }
        await context.close();
      }
    }
  }, 150_000);
});
