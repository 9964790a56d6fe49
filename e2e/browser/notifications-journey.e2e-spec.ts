import type { Browser, Locator, Page } from 'playwright-core';
import { createCheckIn, eventually, type CheckInCard } from '../api/support/check-ins';
import type { ApiClient } from '../api/support/http';
import { follow } from '../api/support/social';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../api/support/system';
import { newUser, signedUpClient, type TestUser } from '../api/support/users';
import {
  launchBrowser,
  expectFocused,
  expectVisible,
  PHONE,
  screenshot,
  signedInPage,
  tabTo,
  type PageOptions,
} from './browser';

type Person = { client: ApiClient; user: TestUser; self: { id: number } };

/**
 * Issue 11 in a real Chromium against the real processes: A sits on the home page while B follows A
 * and likes A's check-in through the API; A's bell counts them without a reload, A opens the bell,
 * sees the like, marks all read and the count is gone. Then the /notifications page on a phone.
 */
describe('notifications journey in the browser', () => {
  const system = sharedSystem();
  let browser: Browser;
  let a: Person;
  let b: Person;
  let checkIn: CheckInCard;

  beforeAll(async () => {
    browser = await launchBrowser();
    a = await signedUpClient(system.baseUrl, newUser('ana'));
    b = await signedUpClient(system.baseUrl, newUser('ben'));
    checkIn = await createCheckIn(a.client, { coffeeName: 'Kochere Lot', roaster: 'Square Mile' });
    // A's first check-in earns a badge, notified a moment later: read before the journey starts, so
    // the bell begins at no unread.
    await eventually(async () => {
      const list = (await a.client.get('/api/notifications')).body as Array<{ type: string }>;
      expect(list.map((item) => item.type)).toEqual(['badge']);
    }, 30_000);
    expect((await a.client.post('/api/notifications/read', { all: true })).body).toEqual({ count: 0 });
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  /** A browser signed in as `who`. */
  const signedIn = (who: { client: ApiClient }, options: PageOptions = {}) =>
    signedInPage(browser, system.baseUrl, who, options);

  /** The bell's button (wide screens) or link (phones), named with the unread count. */
  function bell(page: Page, role: 'button' | 'link', unread: number): Locator {
    const name = unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;
    return page.getByRole(role, { name, exact: true });
  }

  const likedText = () => `${b.user.username} liked your check-in`;

  it("B's follow and like reach A's bell without a reload; A opens it and marks all read", async () => {
    const { context, page } = await signedIn(a);
    const streamOpened = page.waitForResponse((response) =>
      response.url().endsWith('/api/notifications/stream'),
    );
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Your Coffee Feed' }));
    await expectVisible(bell(page, 'button', 0));
    expect((await streamOpened).headers()['content-type']).toContain('text/event-stream');
    // Anything that reloaded the page would drop this.
    await page.evaluate(() => document.documentElement.setAttribute('data-journey', 'same-page'));

    await follow(b.client, a.self.id);
    expect((await b.client.post(`/api/check-ins/${checkIn.id}/like`)).status).toBe(200);

    // Live: the follow and the like arrive over the stream (the like may be folded, never lost).
    await expectVisible(bell(page, 'button', 2), 15_000);
    await expectVisible(page.getByRole('status').filter({ hasText: /^New notification: / }));
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-journey'))).toBe(
      'same-page',
    );

    // The keyboard opens it; Escape closes it and gives focus back to the bell.
    await tabTo(page, bell(page, 'button', 2));
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expectVisible(panel.getByText(likedText()));
    await expectVisible(panel.getByText(`${b.user.username} started following you`));
    await screenshot(page, 'notifications-bell-open-desktop-light', { fullPage: false });
    await page.keyboard.press('Escape');
    await expectFocused(bell(page, 'button', 2));

    await bell(page, 'button', 2).click();
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expectVisible(bell(page, 'button', 0));
    await eventually(async () =>
      expect((await a.client.get('/api/notifications/unread-count')).body).toEqual({ count: 0 }),
    );
    await screenshot(page, 'notifications-bell-read-desktop-light', { fullPage: false });
    await context.close();
  });

  it('on a phone the bell leads to the /notifications page, whose like opens the check-in', async () => {
    // One more notification, unread: C follows A.
    const c = await signedUpClient(system.baseUrl, newUser('cyd'));
    await follow(c.client, a.self.id);
    await eventually(async () =>
      expect((await a.client.get('/api/notifications/unread-count')).body).toEqual({ count: 1 }),
    );

    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await signedIn(a, { viewport: PHONE, colorScheme });
      await page.goto('/');
      await bell(page, 'link', 1).click();
      await page.waitForURL((url) => url.pathname === '/notifications');
      await expectVisible(page.getByRole('heading', { name: 'Notifications', level: 1 }));
      const list = page.getByRole('list', { name: 'Notifications' });
      await expectVisible(list.getByText(`${c.user.username} started following you`));
      await expectVisible(list.getByText(likedText()));
      await screenshot(page, `notifications-page-phone-${colorScheme}`);
      await context.close();
    }

    const { context, page } = await signedIn(a, { viewport: PHONE });
    await page.goto('/notifications');
    await page.getByRole('link', { name: new RegExp(`^${b.user.username} liked your check-in`) }).click();
    await page.waitForURL((url) => url.pathname === `/shared/${checkIn.id}`);
    await expectVisible(page.getByRole('heading', { name: 'Kochere Lot' }));
    await context.close();
  });
});
