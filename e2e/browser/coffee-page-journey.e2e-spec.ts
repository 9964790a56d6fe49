import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import type { CoffeeResult } from '@crema/contracts/search/search';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { adminClient } from '../api/support/admin';
import { createCheckIn, eventually } from '../api/support/check-ins';
import type { ApiClient } from '../api/support/http';
import { follow } from '../api/support/social';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../api/support/system';
import { newUser, signedUpClient } from '../api/support/users';
import {
  launchBrowser,
  DESKTOP,
  expectGone,
  expectVisible,
  PHONE,
  screenshot,
  signedInPage,
} from './browser';

const COFFEE = 'Journey Gesha Lot 7';
/** How check-ins spell the roaster; the catalogue spells it 'Journey Coffee Lab'. */
const ROASTER_AS_TYPED = 'journey coffee lab';
const ROASTER = 'Journey Coffee Lab';
const CAFE = 'Journey Roastery Bar, Rogers';

/** A coffee bag's label, as the admin would upload it. */
function bagImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400">
    <rect width="300" height="400" rx="24" fill="#8a5a3b"/>
    <text x="150" y="200" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="36"
      fill="#f6f1e7">GESHA 7</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Coffee pages in a real Chromium (issue 15 items 6 and 7, ADR 0017): from search to the coffee's
 * page, "Check in this coffee" posts a prefilled check-in, and the form's autocomplete works by
 * keyboard alone; screenshots at phone and desktop widths, light and dark.
 */
describe('coffee page journey, in the browser', () => {
  const system = sharedSystem();
  let browser: Browser;
  let person: ApiClient;

  beforeAll(async () => {
    browser = await launchBrowser();
    await mkdir(path.join(system.mediaDir, 'labels'), { recursive: true });
    await writeFile(path.join(system.mediaDir, 'labels', 'gesha-7.png'), await bagImage());
    const admin = await adminClient(system);
    ({ client: person } = await signedUpClient(system.baseUrl, newUser('journey')));
    const friend = await signedUpClient(system.baseUrl, newUser('friend'));
    await follow(person, friend.self.id);
    await createCheckIn(friend.client, {
      coffeeName: COFFEE,
      roaster: ROASTER_AS_TYPED,
      rating: 5,
      tastingNotes: ['Floral', 'Berry'],
      location: CAFE,
    });
    await createCheckIn(friend.client, {
      coffeeName: COFFEE,
      roaster: ROASTER_AS_TYPED,
      rating: 4,
      tastingNotes: ['Floral'],
    });
    const roaster = await admin.post('/api/admin/roasters', {
      name: ROASTER,
      location: 'Rogers, Arkansas',
      website: 'https://journey.example',
    });
    expect(roaster.status).toBe(201);
    const bag = await admin.post('/api/admin/coffee-bags', {
      coffeeName: COFFEE,
      roasterName: ROASTER,
      origin: 'Boquete, Panama',
      processingMethod: 'Washed',
      roastLevel: 'Light',
      flavorNotes: ['Jasmine', 'Berry'],
      imageUrl: '/media/labels/gesha-7.png',
    });
    expect(bag.status).toBe(201);
    await eventually(async () => {
      const found = await person.get('/api/search?type=coffees&query=journey%20gesha');
      const [coffee] = found.body as CoffeeResult[];
      expect(coffee?.coffeeBagId).not.toBeNull();
      const page = await person.get(`/api/coffees/${coffee!.id}`);
      expect(page.body).toMatchObject({ bag: { origin: 'Boquete, Panama' } });
    });
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  const pageAsPerson = async (viewport: typeof PHONE, colorScheme: 'light' | 'dark') =>
    (await signedInPage(browser, system.baseUrl, { client: person }, { viewport, colorScheme })).page;

  async function openCoffeeFromSearch(page: Page): Promise<void> {
    await page.goto('/search?type=coffees&q=journey%20gesha');
    await page.getByRole('list', { name: 'Coffees found' }).getByRole('link', { name: COFFEE }).click();
    await page.waitForURL(/\/coffees\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: COFFEE }));
  }

  it.each([
    ['phone', 'light', PHONE],
    ['phone', 'dark', PHONE],
    ['desktop', 'light', DESKTOP],
    ['desktop', 'dark', DESKTOP],
  ] as const)('shows a coffee page reached from search (%s, %s)', async (name, colorScheme, viewport) => {
    const page = await pageAsPerson(viewport, colorScheme);
    await openCoffeeFromSearch(page);
    await expectVisible(page.getByRole('link', { name: ROASTER }));
    await expectVisible(page.getByText('Boquete, Panama'));
    await expectVisible(page.getByRole('img', { name: `The bag of ${COFFEE}` }));
    await expectVisible(page.getByRole('region', { name: 'Friends who had it' }).getByRole('link'));
    await expectVisible(page.getByText('On the bag, but nobody noted: Jasmine.'));
    await expectVisible(page.getByRole('list', { name: 'Rating distribution' }));
    await eventually(async () =>
      expect(
        await page
          .getByRole('img', { name: `The bag of ${COFFEE}` })
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBe(300),
    );
    await screenshot(page, `coffee-page-${name}-${colorScheme}`);
    await page.context().close();
  });

  it.each([
    ['phone', 'dark', PHONE],
    ['desktop', 'light', DESKTOP],
  ] as const)(
    'leads from a coffee to its roaster, and from search to a café (%s, %s)',
    async (name, colorScheme, viewport) => {
      const page = await pageAsPerson(viewport, colorScheme);
      await openCoffeeFromSearch(page);
      await page.getByRole('link', { name: ROASTER }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: ROASTER }));
      await expectVisible(page.getByText('Rogers, Arkansas'));
      await expectVisible(page.getByRole('region', { name: 'Coffees' }).getByRole('link', { name: COFFEE }));
      await screenshot(page, `roaster-page-${name}-${colorScheme}`);
      await page.goto('/search?type=cafes&q=journey%20roastery');
      await page.getByRole('list', { name: 'Cafés found' }).getByRole('link', { name: CAFE }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: CAFE }));
      await expectVisible(page.getByText('5.0 · 1 check-in'));
      await screenshot(page, `cafe-page-${name}-${colorScheme}`);
      await page.context().close();
    },
  );

  it('posts a prefilled check-in with "Check in this coffee"', async () => {
    const page = await pageAsPerson(DESKTOP, 'light');
    await openCoffeeFromSearch(page);
    const coffeeId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: 'Check in this coffee' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check In' });
    await expectVisible(dialog);
    expect(await dialog.getByRole('combobox', { name: 'Coffee name' }).inputValue()).toBe(COFFEE);
    expect(await dialog.getByRole('combobox', { name: 'Roaster' }).inputValue()).toBe(ROASTER);
    await dialog.getByLabel('Brew method').click();
    await page.getByRole('option', { name: 'Pour Over', exact: true }).click();
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
      .click();
    await screenshot(page, 'coffee-page-check-in-prefilled-desktop-light', { fullPage: false });
    await dialog.getByRole('button', { name: 'Check In', exact: true }).click();
    await expectGone(dialog);
    // The page counts it at once: the ratings are refetched with the lists.
    await expectVisible(page.getByText('4.3 · 3 check-ins'));
    const mine = await eventually(async () => {
      const response = await person.get('/api/user/check-ins');
      const [latest] = response.body as CheckInCard[];
      expect(latest).toMatchObject({
        coffeeName: COFFEE,
        roaster: ROASTER,
        rating: 4,
        brewMethod: 'Pour Over',
      });
      return latest!;
    });
    // The same coffee, not a second spelling of it: the page's list has the new check-in.
    const list = await person.get(`/api/coffees/${coffeeId}/check-ins`);
    expect((list.body as CheckInCard[]).map((card) => card.id)).toContain(mine.id);
    await page.context().close();
  });

  it.each([
    ['phone', 'dark', PHONE],
    ['desktop', 'light', DESKTOP],
  ] as const)(
    'autocompletes the coffee and its roaster by keyboard (%s, %s)',
    async (name, colorScheme, viewport) => {
      const page = await pageAsPerson(viewport, colorScheme);
      await page.goto('/');
      await page.getByRole('button', { name: 'Create a new check-in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Check In' });
      const coffeeName = dialog.getByRole('combobox', { name: 'Coffee name' });
      await coffeeName.focus();
      await page.keyboard.type('journey ges');
      const listbox = page.getByRole('listbox', { name: 'Suggestions' });
      await expectVisible(listbox.getByRole('option', { name: new RegExp(COFFEE) }));
      expect(await coffeeName.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('ArrowDown');
      const active = await coffeeName.getAttribute('aria-activedescendant');
      expect(active).toBeTruthy();
      expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
      await screenshot(page, `coffee-autocomplete-${name}-${colorScheme}`, { fullPage: false });
      await page.keyboard.press('Enter');
      expect(await coffeeName.inputValue()).toBe(COFFEE);
      // The catalogue's spelling of the roaster comes with it.
      expect(await dialog.getByRole('combobox', { name: 'Roaster' }).inputValue()).toBe(ROASTER);
      expect(await coffeeName.getAttribute('aria-expanded')).toBe('false');

      const roaster = dialog.getByRole('combobox', { name: 'Roaster' });
      await roaster.fill('');
      await roaster.focus();
      await page.keyboard.type('journ');
      await expectVisible(listbox.getByRole('option', { name: new RegExp(ROASTER) }));
      // Escape closes the list, not the dialog.
      await page.keyboard.press('Escape');
      await expectGone(listbox);
      await expectVisible(dialog);
      expect(await roaster.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      expect(await roaster.inputValue()).toBe(ROASTER);
      await page.context().close();
    },
  );
});
