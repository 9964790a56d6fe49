import type { Browser } from 'playwright-core';
import { createCheckIn, eventually } from '../api/support/check-ins';
import { SESSION_COOKIE } from '../api/support/http';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../api/support/system';
import { newUser, signedUpClient } from '../api/support/users';
import { launchBrowser, expectVisible, PHONE, screenshot, SCREEN_VARIANTS, signedInPage } from './browser';

const CAFE = { name: 'Blue Bottle Webster', latitude: 37.8025, longitude: -122.2718 };

/**
 * Issue 15 items 8 and 9 in a real Chromium (ADR 0020): settings tabs in the URL, the empty search
 * tab pointing to the others, "Use my location" naming a café, and the phone's share sheet.
 */
describe('share, settings, search and location journey in the browser', () => {
  const system = sharedSystem();
  let browser: Browser;
  let me: Awaited<ReturnType<typeof signedUpClient>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    me = await signedUpClient(system.baseUrl, newUser('walker'));
    await createCheckIn(me.client, {
      coffeeName: 'Guji Hambela',
      roaster: 'Onyx Coffee Lab',
      location: CAFE.name,
      coordinates: { latitude: CAFE.latitude, longitude: CAFE.longitude },
    });
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the settings tab in the URL: reload, Back and Forward, an unknown tab is Profile', async () => {
    const { context, page } = await signedInPage(browser, system.baseUrl, me);
    const selected = (name: string) => page.getByRole('tab', { name, selected: true });
    await page.goto('/settings?tab=privacy');
    await expectVisible(selected('Privacy'));
    await page.getByRole('tab', { name: 'Data' }).click();
    await page.waitForURL(/\/settings\?tab=data$/);
    await page.goBack();
    await expectVisible(selected('Privacy'));
    await page.goForward();
    await expectVisible(selected('Data'));
    await page.reload();
    await expectVisible(selected('Data'));
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.waitForURL(/\/settings$/);
    await page.goto('/settings?tab=nonsense');
    await expectVisible(selected('Profile'));
    await context.close();
  });

  it('says what the other search tabs have when this one is empty, and switches to one', async () => {
    for (const variant of SCREEN_VARIANTS) {
      const { context, page } = await signedInPage(browser, system.baseUrl, me, variant);
      await page.goto('/search?type=users&q=onyx');
      const hint = page.getByText('No people match “onyx” — 1 coffee and 1 roaster do.');
      await expectVisible(hint);
      await screenshot(page, `search-other-tabs-${variant.name}`);
      if (variant.name === 'phone-light') {
        await page.getByRole('button', { name: 'Show 1 coffee' }).click();
        await expectVisible(page.getByRole('tab', { name: 'Coffees', selected: true }));
        await expectVisible(page.getByRole('link', { name: 'Guji Hambela' }));
        expect(page.url()).not.toContain('type=users'); // Coffees is the default tab: left out of the URL.
      }
      await context.close();
    }
  });

  it('names the nearest café instead of coordinates after "Use my location"', async () => {
    for (const variant of SCREEN_VARIANTS) {
      const { context, page } = await signedInPage(browser, system.baseUrl, me, variant);
      await context.grantPermissions(['geolocation'], { origin: system.baseUrl });
      // About 100 m from the café.
      await context.setGeolocation({ latitude: 37.8033, longitude: -122.2712 });
      await page.goto('/?checkin=new');
      const dialog = page.getByRole('dialog', { name: 'Check In' });
      await dialog.getByRole('button', { name: 'Use my location' }).click();
      await expectVisible(dialog.getByText(`Near ${CAFE.name}, Oakland`));
      await screenshot(page, `location-named-${variant.name}`, { fullPage: false });
      await context.close();
    }
  });

  it("opens the phone's share sheet, and cancelling it is no error", async () => {
    const context = await browser.newContext({
      baseURL: system.baseUrl,
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    await context.addCookies([
      { name: SESSION_COOKIE, value: me.client.sessionId ?? '', url: system.baseUrl },
    ]);
    // The system sheet, as a phone has it: records what it was given, then the person cancels.
    await context.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.reject(new DOMException('Share canceled', 'AbortError'));
        },
      });
    });
    const page = await context.newPage();
    await page.goto('/profile');
    const card = page.getByRole('article', { name: 'Guji Hambela' });
    await card.getByRole('button', { name: 'Share' }).tap();
    const calls = await eventually(async () => {
      const shared =
        (await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls)) ?? [];
      expect(shared).toHaveLength(1);
      return shared;
    });
    expect(calls[0]?.url).toMatch(/\/shared\/\d+$/);
    expect(calls[0]?.text).toBe('Check out this Guji Hambela by Onyx Coffee Lab that I tried!');
    // Cancelled: no menu, no error toast.
    await page.waitForTimeout(300);
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await page.getByText('Failed to copy link').count()).toBe(0);
    await context.close();
  });
});
