import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { createCheckIn } from '../api/support/check-ins';
import { SESSION_COOKIE, type ApiClient } from '../api/support/http';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from '../api/support/system';
import { newUser, signedUpClient } from '../api/support/users';
import { DESKTOP, expectFocused, expectVisible, launchBrowser, newPage, PHONE, screenshot, tabTo } from './browser';

/**
 * Issue 9 in a real Chromium against the real processes: a person checks in from the create
 * dialog, finds First Sip earned on /badges with the progress of the others, sees their stats on
 * the profile, and gets recommendations (community taste) that Refresh recomputes.
 */
describe('insights journey in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;
  let me: { client: ApiClient };
  const suffix = Date.now().toString(36).slice(-5);
  const liked = `Kochere ${suffix}`;
  const suggested = `Hambela ${suffix}`;

  beforeAll(async () => {
    [system, browser] = await Promise.all([
      bootSystem({ RECOMMENDATION_MODEL_DEBOUNCE_MS: '300' }),
      launchBrowser(),
    ]);
    // A community that loves two coffees together, publicly.
    const fans = await Promise.all(
      Array.from({ length: 3 }, () => signedUpClient(system.baseUrl, newUser('fan'))),
    );
    for (const fan of fans) {
      for (const coffeeName of [liked, suggested, `Nano Challa ${suffix}`])
        await createCheckIn(fan.client, {
          coffeeName,
          roaster: 'Bright Roasters',
          brewMethod: 'Pour Over',
          rating: 5,
          tastingNotes: ['Fruity', 'Floral'],
        });
    }
    me = await signedUpClient(system.baseUrl, newUser('me'));
    // Two earlier coffees of mine, so the third makes a taste (not cold start).
    await createCheckIn(me.client, {
      coffeeName: `Nano Challa ${suffix}`,
      roaster: 'Bright Roasters',
      rating: 5,
    });
    await createCheckIn(me.client, {
      coffeeName: `House Blend ${suffix}`,
      roaster: 'Corner Cafe',
      rating: 2,
    });
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  async function signedInPage(
    viewport = DESKTOP,
    colorScheme: 'light' | 'dark' = 'light',
  ): Promise<{ context: BrowserContext; page: Page }> {
    const opened = await newPage(browser, system.baseUrl, { viewport, colorScheme });
    await opened.context.addCookies([
      { name: SESSION_COOKIE, value: me.client.sessionId!, url: system.baseUrl },
    ]);
    return opened;
  }

  const badge = (page: Page, list: string, name: string): Locator =>
    page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: name });

  it('checks in, earns a badge with progress toward the next, sees stats and recommendations, refreshes', async () => {
    const { context, page } = await signedInPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Create a new check-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check In' });
    await dialog.getByLabel('Coffee name').fill(liked);
    await dialog.getByLabel('Roaster').fill('Bright Roasters');
    await dialog.getByLabel('Brew method').click();
    await page.getByRole('option', { name: 'Pour Over', exact: true }).click();
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '5 stars' }) })
      .click();
    await dialog.getByRole('button', { name: 'Fruity', exact: true }).click();
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/check-ins') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Check In', exact: true }).click(),
    ]);
    expect(created.status()).toBe(201);

    // Badges: the bottom/header navigation leads there; First Sip is earned, Daily Grind I shows 3/10.
    await page.getByRole('link', { name: 'Badges' }).first().click();
    await expectVisible(page.getByRole('heading', { name: 'Your Badges' }));
    await expectVisible(badge(page, 'Your badges', 'First Sip').getByText('Earned', { exact: true }));
    const dailyGrind = badge(page, 'All badges', 'Daily Grind I').first();
    await expectVisible(dailyGrind.getByText('Locked', { exact: true }));
    expect(await dailyGrind.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('3 of 10');
    await page.getByLabel('Search badges').fill('roasters');
    await expectVisible(badge(page, 'All badges', 'Roaster Hopper III'));
    expect(await page.getByRole('list', { name: 'All badges' }).getByText('Daily Grind I').count()).toBe(0);
    await screenshot(page, 'insights-badges-desktop');

    // Profile: counts and the Stats tab with its charts and their tables.
    await page.goto('/profile?tab=stats');
    await expectVisible(
      page.getByRole('heading', { name: 'Top brew methods' }).or(page.getByText('Top brew methods')),
    );
    await expectVisible(page.getByRole('img', { name: /Brew methods: .*Pour Over/ }));
    await page.getByText('Show as table').first().click();
    await expectVisible(page.getByRole('cell', { name: 'Pour Over' }));
    await screenshot(page, 'insights-profile-stats-desktop');

    // Recommendations: the coffee its fans pair with mine, never one I checked in; Refresh recomputes.
    await page.goto('/recommendations');
    await expectVisible(page.getByRole('heading', { name: suggested }), 30_000);
    expect(await page.getByRole('heading', { name: liked }).count()).toBe(0);
    const [refreshed] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/recommendations?refresh=1')),
      page.getByRole('button', { name: 'Refresh' }).click(),
    ]);
    expect(refreshed.status()).toBe(200);
    await page.getByRole('tab', { name: 'Coffee Insights' }).click();
    await expectVisible(page.getByText('Favourite method'));
    await screenshot(page, 'insights-coffee-insights-desktop');
    await context.close();
  });

  it('works by keyboard and at phone width in the dark', async () => {
    const { context, page } = await signedInPage(PHONE, 'dark');
    await page.goto('/recommendations');
    await expectVisible(page.getByRole('heading', { name: suggested }), 30_000);
    await tabTo(page, page.getByRole('tab', { name: 'Recommendations' }));
    await page.keyboard.press('ArrowRight');
    await expectVisible(page.getByText('Favourite method'));
    await screenshot(page, 'insights-coffee-insights-phone-dark');
    // The arrows wrap around, Home and End reach the ends; focus and selection move together.
    const recommendationsTab = page.getByRole('tab', { name: 'Recommendations' });
    const insightsTab = page.getByRole('tab', { name: 'Coffee Insights' });
    await page.keyboard.press('ArrowRight');
    await expectVisible(page.getByRole('tab', { name: 'Recommendations', selected: true }));
    await expectFocused(recommendationsTab);
    await page.keyboard.press('End');
    await expectVisible(page.getByRole('tab', { name: 'Coffee Insights', selected: true }));
    await expectFocused(insightsTab);
    await page.keyboard.press('Home');
    await expectFocused(recommendationsTab);
    await expectVisible(page.getByRole('tab', { name: 'Recommendations', selected: true }));
    expect(await insightsTab.getAttribute('tabindex')).toBe('-1');
    // Two presses before the first choice is drawn: the selection still ends where focus does.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectFocused(recommendationsTab);
    await page.waitForLoadState('networkidle');
    await expectVisible(page.getByRole('tab', { name: 'Recommendations', selected: true }));
    await expectVisible(page.getByRole('tabpanel', { name: 'Recommendations' }));
    await page.goto('/badges');
    await expectVisible(page.getByRole('heading', { name: 'All Badges' }));
    await screenshot(page, 'insights-badges-phone-dark', { fullPage: false });
    await context.close();
  });
});
