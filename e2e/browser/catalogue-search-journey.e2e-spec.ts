import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CoffeeBag } from '@crema/contracts/admin/catalogue';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { adminClient } from '../api/support/admin';
import { createCheckIn, eventually } from '../api/support/check-ins';
import type { ApiClient } from '../api/support/http';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from '../api/support/system';
import { newUser, signedUpClient } from '../api/support/users';
import { launchBrowser, DESKTOP, expectVisible, PHONE, screenshot, signedInPage } from './browser';

/** A wide logo on a transparent background, as roasters' logos often are. */
function logoImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120">
    <rect x="8" y="8" width="224" height="104" rx="52" fill="#2b1d14"/>
    <text x="120" y="76" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="44"
      fill="#f6f1e7">ONYX</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Search with the admin catalogue in a real Chromium (ADR 0014): a catalogued roaster shows its
 * location and logo, one nobody checked in yet is found too, and a coffee with a bag is marked as in
 * the catalogue; at phone and desktop widths, light and dark.
 */
// Its own system: its roaster and coffees are well-known names other files check in too, and it
// shows their counts.
describe('catalogue in search, in the browser', () => {
  let system: RunningSystem;
  let browser: Browser;
  let person: ApiClient;

  beforeAll(async () => {
    [system, browser] = await Promise.all([bootSystem(), launchBrowser()]);
    await mkdir(path.join(system.mediaDir, 'logos'), { recursive: true });
    await writeFile(path.join(system.mediaDir, 'logos', 'onyx.png'), await logoImage());
    const admin = await adminClient(system);
    ({ client: person } = await signedUpClient(system.baseUrl, newUser('taster')));
    await createCheckIn(person, { coffeeName: 'Kayon Mountain', roaster: 'Onyx Coffee Lab', rating: 5 });
    await createCheckIn(person, {
      coffeeName: 'Monarch Espresso Blend',
      roaster: 'Onyx Coffee Lab',
      rating: 4,
    });
    for (const roaster of [
      { name: 'Onyx Coffee Lab', location: 'Rogers, Arkansas', logoUrl: '/media/logos/onyx.png' },
      { name: 'Onyx Roastworks of the Very Long Name', location: 'Portland, Oregon' },
    ]) {
      expect((await admin.post('/api/admin/roasters', roaster)).status).toBe(201);
    }
    const bag = await admin.post('/api/admin/coffee-bags', {
      coffeeName: 'Kayon Mountain',
      roasterName: 'Onyx Coffee Lab',
    });
    expect(bag.status).toBe(201);
    // Events reach search in milliseconds; wait for them so the screenshots show the catalogue.
    await eventually(async () => {
      const found = await person.get('/api/search?type=coffees&query=kayon');
      expect(found.body).toMatchObject([{ coffeeBagId: (bag.body as CoffeeBag).id }]);
    });
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await system?.stop();
  });

  const searchPage = async (viewport: typeof PHONE, colorScheme: 'light' | 'dark'): Promise<Page> =>
    (await signedInPage(browser, system.baseUrl, { client: person }, { viewport, colorScheme })).page;
  const row = (page: Page, list: string, text: string): Locator =>
    page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text });

  it.each([
    ['phone', 'light', PHONE],
    ['phone', 'dark', PHONE],
    ['desktop', 'light', DESKTOP],
    ['desktop', 'dark', DESKTOP],
  ] as const)('shows the catalogue on results (%s, %s)', async (name, colorScheme, viewport) => {
    const page = await searchPage(viewport, colorScheme);
    await page.goto('/search?type=coffees&q=onyx');
    const bagged = row(page, 'Coffees found', 'Kayon Mountain');
    await expectVisible(bagged.getByText('In the catalogue'));
    await expectVisible(row(page, 'Coffees found', 'Monarch Espresso Blend'));
    expect(
      await row(page, 'Coffees found', 'Monarch Espresso Blend').getByText('In the catalogue').count(),
    ).toBe(0);
    await screenshot(page, `catalogue-search-coffees-${name}-${colorScheme}`);

    await page.getByRole('tab', { name: 'Roasters' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'roasters');
    const onyx = row(page, 'Roasters found', 'Onyx Coffee Lab');
    await expectVisible(onyx.getByText('Rogers, Arkansas'));
    await expectVisible(onyx.getByText('2 coffees'));
    // The logo loaded (an image that failed would give way to the icon).
    await eventually(async () =>
      expect(await onyx.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240),
    );
    const untasted = row(page, 'Roasters found', 'Onyx Roastworks of the Very Long Name');
    await expectVisible(untasted.getByText('Portland, Oregon'));
    await expectVisible(untasted.getByText('0 coffees'));
    await screenshot(page, `catalogue-search-roasters-${name}-${colorScheme}`);
    await page.context().close();
  });
});
