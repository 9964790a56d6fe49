import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eventually, photoWithGps, type CheckInCard } from '../api/support/check-ins';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../api/support/system';
import { newUser, signedUpClient } from '../api/support/users';
import {
  launchBrowser,
  DESKTOP,
  expectFocused,
  expectGone,
  expectVisible,
  login,
  newPage,
  PHONE,
  screenshot,
  SCREEN_VARIANTS,
} from './browser';

const COFFEE = { coffeeName: 'Hambela Washed', roaster: 'Imperial Roasters' };

/**
 * Issue 15's form defects in a real Chromium: untouched sliders stay unrated, an imperial person
 * types oz, fl oz and °F and the API stores metric, a default brew method of V60 is preselected,
 * the edit dialog replaces and removes the photo and asks before discarding, the phone layout and
 * keyboard paths, and a title per route; photographed at phone and desktop width, light and dark.
 */
describe('check-in form journey in the browser', () => {
  const system = sharedSystem();
  let browser: Browser;
  const me = newUser('imp');
  let session: Awaited<ReturnType<BrowserContext['storageState']>>;
  let photo: Buffer;
  let checkInId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    photo = await photoWithGps(1200, 900);
    const { client } = await signedUpClient(system.baseUrl, me);
    const settings = await client.patch('/api/user/settings', {
      preferences: { defaultBrewMethod: 'V60', measurementUnit: 'imperial' },
    });
    expect(settings.status).toBe(200);
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  function signedInPage(options: Parameters<typeof newPage>[2] = {}) {
    return newPage(browser, system.baseUrl, { ...options, storageState: session });
  }

  const cardOf = (page: Page) => page.getByRole('article', { name: COFFEE.coffeeName });

  /** The check-in as the API stores it (metric, untouched fields absent). */
  async function stored(page: Page): Promise<CheckInCard> {
    const response = await page.request.get(`/api/shared-check-in/${checkInId}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as CheckInCard;
  }

  it('checks in with V60 preselected, imperial units and only the slider that was moved', async () => {
    const { context, page } = await newPage(browser, system.baseUrl, { viewport: PHONE });
    await login(page, me.username, me.password);
    await expectVisible(page.getByRole('heading', { name: 'Your Coffee Feed' }));
    session = await context.storageState();

    await page.getByRole('button', { name: 'Create a new check-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check In' });
    await expectVisible(dialog.getByLabel('Brew method').getByText('V60', { exact: true }));

    await dialog.getByLabel('Coffee name').fill(COFFEE.coffeeName);
    await dialog.getByLabel('Roaster').fill(COFFEE.roaster);
    await dialog.getByRole('radio', { name: '4 stars' }).focus();
    await page.keyboard.press('Space');
    await dialog.getByRole('switch', { name: 'Advanced brew details' }).click();
    // The sliders show their start value but say they are not rated until moved.
    await expectVisible(dialog.getByText('Not rated').first());
    expect(await dialog.getByText('Not rated').count()).toBe(7);
    await dialog.getByLabel('Dose (oz)').fill('0.63');
    await dialog.getByLabel('Water (fl oz)').fill('10');
    await dialog.getByLabel('Water temp (°F)').fill('200');
    const flavor = dialog.getByRole('slider', { name: 'Flavor' });
    await flavor.focus();
    await page.keyboard.press('ArrowRight');
    await expectVisible(dialog.getByText('6/10'));
    expect(await dialog.getByText('Not rated').count()).toBe(6);
    await dialog
      .getByLabel('Add a photo')
      .setInputFiles({ name: 'cup.jpg', mimeType: 'image/jpeg', buffer: photo });
    await screenshot(page, 'check-in-form-imperial-phone-light', { fullPage: false });

    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/check-ins') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Check In', exact: true }).click(),
    ]);
    expect(created.status()).toBe(201);
    checkInId = ((await created.json()) as CheckInCard).id;
    await expectGone(dialog);

    // Stored in metric, with nothing the person did not rate.
    const card = await stored(page);
    expect(card.brewMethod).toBe('V60');
    expect(card.brewDetails).toEqual({ dose: 17.9, water: 296, waterTemp: 93, flavorScore: 6 });

    // Read back in imperial; only the rated score is shown.
    const article = cardOf(page);
    await article.getByRole('button', { name: 'Show brew details' }).click();
    const details = article.getByRole('definition');
    for (const value of ['0.63 oz', '10 fl oz', '199 °F']) {
      await expectVisible(details.filter({ hasText: new RegExp(`^${value}$`) }));
    }
    await expectVisible(article.getByRole('meter', { name: 'Flavor' }));
    expect(await article.getByRole('meter').count()).toBe(1);
    expect(await article.getByText('Grind').count()).toBe(0);
    await context.close();
  });

  it('edits without touching what was not touched, asks before discarding, replaces and removes the photo', async () => {
    const { context, page } = await signedInPage({ viewport: PHONE });
    await page.goto('/');
    const article = cardOf(page);
    const actions = article.getByRole('button', { name: 'Check-in actions' });
    const dialog = page.getByRole('dialog', { name: 'Edit Check-in' });
    const before = await stored(page);

    await actions.click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expectVisible(dialog);
    expect(await dialog.getByLabel('Dose (oz)').inputValue()).toBe('0.63');
    await dialog.getByLabel('Notes (optional)').fill('Sweeter the second time.');
    // Escape with an unsaved edit asks first; "Cancel" keeps the edit.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expectVisible(discard);
    await screenshot(page, 'edit-discard-confirm-phone-light', { fullPage: false });
    await discard.getByRole('button', { name: 'Cancel' }).click();
    await expectGone(discard);
    expect(await dialog.getByLabel('Notes (optional)').inputValue()).toBe('Sweeter the second time.');

    await expectVisible(dialog.getByRole('img', { name: 'The current photo' }));
    const replacement = await photoWithGps(800, 800);
    await dialog
      .getByLabel('Replace photo')
      .setInputFiles({ name: 'b.jpg', mimeType: 'image/jpeg', buffer: replacement });
    await expectVisible(dialog.getByRole('img', { name: 'Preview of the chosen photo' }));
    await screenshot(page, 'edit-photo-phone-light', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectGone(dialog);
    const replaced = await eventually(async () => {
      const now = await stored(page);
      expect(now.photo).not.toBe(before.photo);
      return now;
    });
    expect(replaced.photo).toMatch(/^\/media\/check-ins\/.+\.webp$/);
    expect(replaced.notes).toBe('Sweeter the second time.');
    expect(replaced.brewDetails).toEqual(before.brewDetails);

    await actions.click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await dialog.getByRole('button', { name: 'Remove photo' }).click();
    await expectVisible(dialog.getByText('Add a photo'));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectGone(dialog);
    await eventually(async () => expect((await stored(page)).photo).toBeNull());
    await expectGone(article.getByRole('button', { name: /View photo/ }));
    await context.close();
  });

  it('reaches "create check-in" fast by keyboard and from the desktop header', async () => {
    const { context, page } = await signedInPage({ viewport: DESKTOP });
    await page.goto('/');
    await expectVisible(cardOf(page));
    await page.keyboard.press('Tab');
    await expectFocused(page.getByRole('link', { name: 'Skip to content' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expectFocused(page.getByRole('button', { name: 'Create a new check-in' }));

    await page.goto('/search');
    await page.getByRole('link', { name: 'Check in' }).click();
    await expectVisible(page.getByRole('dialog', { name: 'Check In' }));
    await context.close();
  });

  it('returns focus to View when the photo viewer closes, with the page dimmed behind it', async () => {
    const owner = await signedUpClient(system.baseUrl, newUser('pic'));
    const form = new FormData();
    for (const [name, value] of Object.entries({
      coffeeName: 'Viewer Blend',
      roaster: 'Lens Roasters',
      brewMethod: 'V60',
      rating: '5',
    }))
      form.append(name, value);
    form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'v.jpg');
    expect((await owner.client.request('POST', '/api/check-ins', { body: form })).status).toBe(201);

    const { context, page } = await newPage(browser, system.baseUrl, {
      viewport: PHONE,
      colorScheme: 'dark',
    });
    await page.goto('/');
    const view = page.getByRole('button', { name: 'View photo of Viewer Blend by Lens Roasters' });
    await view.click();
    const viewer = page.getByRole('dialog', { name: 'Viewer Blend by Lens Roasters' });
    await expectVisible(viewer);
    await screenshot(page, 'photo-viewer-phone-dark', { fullPage: false });
    await page.keyboard.press('Escape');
    await expectGone(viewer);
    await expectFocused(view);
    await screenshot(page, 'guest-home-phone-dark', { fullPage: false });
    await context.close();
  });

  it('titles every route after what it shows', async () => {
    const { context, page } = await signedInPage();
    const titles: Array<[string, string]> = [
      ['/', 'Your Coffee Feed · Crema'],
      ['/search', 'Search · Crema'],
      ['/search?q=hambela', 'Search “hambela” · Crema'],
      ['/friends', 'Friends · Crema'],
      ['/badges', 'Badges · Crema'],
      ['/profile', 'My profile · Crema'],
      ['/settings', 'Settings · Crema'],
      ['/recommendations', 'Recommendations · Crema'],
      ['/admin', 'Admin · Crema'],
      [`/users/${me.username}`, `${me.username}'s profile · Crema`],
      [`/shared/${checkInId}`, `${COFFEE.coffeeName} by ${COFFEE.roaster} · Crema`],
      ['/no-such-page', '404 Page Not Found · Crema'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await eventually(async () => expect(await page.title()).toBe(title));
    }
    const guest = await newPage(browser, system.baseUrl);
    for (const [path, title] of [
      ['/', 'Track Your Coffee Journey · Crema'],
      ['/auth', 'Log in · Crema'],
      ['/auth?tab=register', 'Create an account · Crema'],
      ['/forgot-password', 'Forgot password · Crema'],
      ['/reset-password?token=x', 'Reset password · Crema'],
    ] as const) {
      await guest.page.goto(path);
      await eventually(async () => expect(await guest.page.title()).toBe(title));
    }
    await guest.context.close();
    await context.close();
  });

  for (const variant of SCREEN_VARIANTS) {
    it(`photographs the feed, the form and the guest home (${variant.name})`, async () => {
      const { context, page } = await signedInPage(variant);
      await page.goto('/');
      const article = cardOf(page);
      await article.getByRole('button', { name: 'Show brew details' }).click();
      await screenshot(page, `form-journey-feed-${variant.name}`);
      await page.getByRole('button', { name: 'Create a new check-in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Check In' });
      await dialog.getByRole('switch', { name: 'Advanced brew details' }).click();
      await dialog.getByLabel('Dose (oz)').evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await screenshot(page, `form-journey-brew-details-${variant.name}`, { fullPage: false });
      await context.close();

      const guest = await newPage(browser, system.baseUrl, variant);
      await guest.page.goto('/');
      await expectVisible(guest.page.getByRole('complementary', { name: 'Join Crema' }));
      await screenshot(guest.page, `form-journey-guest-${variant.name}`, { fullPage: false });
      await guest.context.close();
    });
  }
});
