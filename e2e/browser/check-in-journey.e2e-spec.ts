import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { createCheckIn, eventually, photoWithGps, type CheckInCard } from '../api/support/check-ins';
import { sql } from '../api/support/database';
import { ApiClient } from '../api/support/http';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../api/support/system';
import { newUser, signedUpClient } from '../api/support/users';
import {
  launchBrowser,
  expectFocused,
  expectGone,
  expectVisible,
  newPage,
  PHONE,
  screenshot,
  SCREEN_VARIANTS,
  signUp,
  tabTo,
} from './browser';

/** What the journey checks in, through the 'Check In' modal. */
const COFFEE = {
  coffeeName: 'Guji Hambela Natural',
  roaster: 'Northbound Roasters',
  location: 'Kaffa Café, Oslo',
  brewMethod: 'Pour Over',
  roastLevel: 'Light',
  coffeeType: 'Single Origin',
  stars: 4,
  tastingNotes: ['Berry', 'Floral'],
  notes: 'Blueberry jam up front, jasmine as it cools.',
  // 300 ml on 18 g: the card shows the ratio 16.7:1 (SPEC §3).
  dose: '18',
  water: '300',
  brewTime: '3:30',
  waterTemp: '94',
  coffeeOrigin: 'Ethiopia',
  processingMethod: 'Natural',
} as const;
const RATIO = '16.7:1';
const EDITED_NOTES = 'Second cup: even better at 92 °C, more stone fruit.';

/**
 * The check-ins issue's journey in a real Chromium against the real processes: sign up, check in
 * a coffee with a photo and brew details, find it in Feed and Discover, like, save and comment on
 * it, share it to a guest, edit and delete it; report somebody else's check-in; and the same
 * screens photographed at phone and desktop width, light and dark.
 */
describe('check-in journey in the browser', () => {
  const system = sharedSystem();
  let browser: Browser;
  /** The person of the journey, signed up in the browser; their session is reused by later tests. */
  const me = newUser('brew');
  let session: Awaited<ReturnType<BrowserContext['storageState']>>;
  let checkInId: number;
  /** Somebody else's check-in, posted through the API, for the Report dialog. */
  let otherCard: CheckInCard;
  let photo: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    photo = await photoWithGps(1200, 900);
    const someone = await signedUpClient(system.baseUrl, newUser('other'));
    otherCard = await createCheckIn(someone.client, {
      coffeeName: 'Kenya Kiambu AA',
      roaster: 'Other Roasters',
    });
    // Discover shows an author once the author projection has caught up.
    const guest = new ApiClient(system.baseUrl);
    await eventually(async () => {
      expect((await guest.get(`/api/shared-check-in/${otherCard.id}`)).status).toBe(200);
    });
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  /** A page signed in as the journey's user (the session of the first test). */
  function signedInPage(options: Parameters<typeof newPage>[2] = {}) {
    return newPage(browser, system.baseUrl, { ...options, storageState: session });
  }

  const cardOf = (page: Page, coffeeName: string = COFFEE.coffeeName) =>
    page.getByRole('article', { name: coffeeName });

  it('signs up and checks in a coffee with a photo and brew details', async () => {
    const { context, page } = await newPage(browser, system.baseUrl);
    await signUp(page, me);
    await expectVisible(page.getByText('No check-ins to display.'));

    await page.getByRole('button', { name: 'Create a new check-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check In' });
    await expectVisible(dialog);

    // Nothing filled in: the shared schema's messages, focus on the first field in error.
    await dialog.getByRole('button', { name: 'Check In', exact: true }).click();
    await expectVisible(dialog.getByText('Coffee name is required'));
    await expectVisible(dialog.getByText('Roaster name is required'));
    await expectFocused(dialog.getByLabel('Coffee name'));

    await fillCheckInForm(page, dialog, photo);
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/check-ins') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Check In', exact: true }).click(),
    ]);
    expect(created.status()).toBe(201);
    checkInId = ((await created.json()) as CheckInCard).id;
    await expectVisible(page.getByText('Check-in saved!').first());
    await expectGone(dialog);

    // The card in the Feed tab carries everything that was entered.
    const card = cardOf(page);
    await expectVisible(card);
    await expectVisible(card.getByText(COFFEE.roaster, { exact: true }));
    await expectVisible(card.getByText(COFFEE.location));
    await expectVisible(card.getByRole('img', { name: `Rated ${COFFEE.stars} out of 5` }));
    for (const tag of [COFFEE.brewMethod, COFFEE.roastLevel, COFFEE.coffeeType, ...COFFEE.tastingNotes]) {
      await expectVisible(card.getByRole('listitem').filter({ hasText: new RegExp(`^${tag}$`) }));
    }
    await expectVisible(card.getByText(COFFEE.notes));
    const picture = card.getByRole('img', { name: `${COFFEE.coffeeName} by ${COFFEE.roaster}` });
    await expectVisible(picture);
    await eventually(async () =>
      expect(
        await picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)),
      ).toBeGreaterThan(0),
    );
    // The photo is served re-encoded, without the GPS position the camera wrote into it.
    const served = await page.request.get((await picture.getAttribute('src')) as string);
    expect(served.status()).toBe(200);
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();

    await card.getByRole('button', { name: 'Show brew details' }).click();
    const details = card.getByRole('definition');
    for (const value of [
      '18 g',
      '300 ml',
      RATIO,
      '3:30',
      '94 °C',
      COFFEE.coffeeOrigin,
      COFFEE.processingMethod,
    ]) {
      await expectVisible(details.filter({ hasText: new RegExp(`^${value}$`) }));
    }
    await card.getByRole('button', { name: 'Hide brew details' }).click();
    await expectGone(card.getByText(RATIO));

    // Discover shows it too, next to the other user's check-in.
    await page.getByRole('tab', { name: 'Discover' }).click();
    await expectVisible(cardOf(page));
    await expectVisible(cardOf(page, otherCard.coffeeName));

    session = await context.storageState();
    await context.close();
  });

  it('likes, saves and comments on it, and copies its share link', async () => {
    const { context, page } = await signedInPage({
      viewport: PHONE,
      colorScheme: 'dark',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.goto('/');
    const card = cardOf(page);
    await expectVisible(card);

    await card.getByRole('button', { name: 'Like (0 likes)' }).click();
    const liked = card.getByRole('button', { name: 'Unlike (1 like)' });
    await expectVisible(liked);
    expect(await liked.getAttribute('aria-pressed')).toBe('true');

    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await expectVisible(card.getByRole('button', { name: 'Remove from saved' }));
    await eventually(async () => {
      const saved = (await (await page.request.get('/api/user/saved')).json()) as CheckInCard[];
      expect(saved.map((c) => c.id)).toEqual([checkInId]);
    });

    // Comments: the empty state, a posted comment, Escape closes, focus back on the button.
    const commentsButton = card.getByRole('button', { name: 'Comments (0)' });
    await commentsButton.click();
    const comments = page.getByRole('dialog', { name: 'Comments' });
    await expectVisible(comments.getByText('No comments yet.'));
    await comments.getByLabel('Add a comment').fill('Tried it after reading this: spot on.');
    await comments.getByRole('button', { name: 'Post' }).click();
    await expectVisible(
      comments.getByRole('list', { name: 'Comments' }).getByText('Tried it after reading this: spot on.'),
    );
    await screenshot(page, 'comments-dialog-phone-dark', { fullPage: false });
    await expectEscapeCloses(comments, card.getByRole('button', { name: 'Comments (1)' }));

    // The state is the server's: it survives a reload.
    await page.reload();
    await expectVisible(card.getByRole('button', { name: 'Unlike (1 like)' }));
    await expectVisible(card.getByRole('button', { name: 'Remove from saved' }));
    await expectVisible(card.getByRole('button', { name: 'Comments (1)' }));

    // Share → Copy link: the link lands in the clipboard, 'Copied!' shows for 2 seconds.
    await card.getByRole('button', { name: 'Share' }).click();
    await expectVisible(page.getByRole('menuitem', { name: 'Facebook' }));
    await screenshot(page, 'share-menu-phone-dark', { fullPage: false });
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await expectVisible(card.getByRole('button', { name: 'Copied!' }));
    await expectVisible(page.getByText('Link copied to clipboard').first());
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${system.baseUrl}/shared/${checkInId}`,
    );
    await expectVisible(card.getByRole('button', { name: 'Share' }), 5_000);
    await context.close();
  });

  it('opens the share link as a guest', async () => {
    const { context, page } = await newPage(browser, system.baseUrl, { viewport: PHONE });
    await page.goto(`/shared/${checkInId}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: COFFEE.coffeeName }));
    await expectVisible(page.getByText(`by ${COFFEE.roaster}`));
    await expectVisible(page.getByRole('img', { name: `Rated ${COFFEE.stars} out of 5` }));
    await expectVisible(page.getByText(me.username, { exact: true }));
    await expectVisible(page.getByText(COFFEE.location));
    for (const fact of [COFFEE.brewMethod, COFFEE.roastLevel, COFFEE.coffeeType]) {
      await expectVisible(page.getByRole('definition').filter({ hasText: new RegExp(`^${fact}$`) }));
    }
    await expectVisible(page.getByText(COFFEE.notes));
    await expectVisible(page.getByRole('link', { name: 'Open App' }));
    // A guest has no menu on the card and cannot act as anybody.
    await expectGone(page.getByRole('button', { name: 'Check-in actions' }));
    await context.close();
  });

  it('reports somebody else’s check-in, for real', async () => {
    const { context, page } = await signedInPage({ viewport: PHONE, colorScheme: 'dark' });
    await page.goto('/?tab=discover');
    const card = cardOf(page, otherCard.coffeeName);
    await expectVisible(card);
    const actions = card.getByRole('button', { name: 'Check-in actions' });
    await actions.click();
    await expectVisible(page.getByRole('menuitem', { name: 'Report' }));
    // Not the owner: no Edit or Delete.
    expect(await page.getByRole('menuitem', { name: /^(Edit|Delete)$/ }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Report' }).click();

    const dialog = page.getByRole('dialog', { name: 'Report Check-in' });
    await expectEscapeCloses(dialog, actions);
    await chooseAction(actions, 'Report');
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expectVisible(dialog.getByText('Please tell us what is wrong with this check-in'));
    await dialog.getByLabel('Reason').fill('Not coffee: this is an advert.');
    await screenshot(page, 'report-dialog-phone-dark', { fullPage: false });
    await dialog.getByRole('button', { name: 'Report', exact: true }).click();
    await expectVisible(page.getByText('Report sent').first());
    await expectGone(dialog);

    const reports = await sql<{ reason: string; status: string; username: string }>(
      system.databaseUrl,
      `SELECT r.reason, r.status, u.username FROM checkins.reports r
         JOIN identity.users u ON u.id = r.reporter_id WHERE r.check_in_id = $1`,
      [otherCard.id],
    );
    expect(reports).toEqual([
      { reason: 'Not coffee: this is an advert.', status: 'open', username: me.username },
    ]);
    await context.close();
  });

  // One test a variant: the card, the Check In modal and the shared page, photographed.
  for (const variant of SCREEN_VARIANTS) {
    it(`photographs the card, the Check In modal and the shared page (${variant.name})`, async () => {
      const { context, page } = await signedInPage(variant);
      await page.goto('/');
      const card = cardOf(page);
      await expectVisible(card);
      await card.getByRole('button', { name: 'Show brew details' }).click();
      await expectVisible(card.getByText(RATIO));
      await screenshot(page, `check-in-card-${variant.name}`);

      const fab = page.getByRole('button', { name: 'Create a new check-in' });
      await fab.click();
      const dialog = page.getByRole('dialog', { name: 'Check In' });
      await fillCheckInForm(page, dialog, photo);
      // The modal scrolls: its top, the rating to the photo, and the advanced brew details.
      for (const [part, anchor] of [
        ['', dialog.getByRole('heading', { name: 'Check In' })],
        ['-rating-photo', dialog.getByRole('radiogroup', { name: 'Rating' })],
        ['-brew-details', dialog.getByRole('switch', { name: 'Advanced brew details' })],
      ] as const) {
        await anchor.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await screenshot(page, `check-in-modal${part}-${variant.name}`, { fullPage: false });
      }
      // Escape closes the modal without posting; focus returns to the button that opened it.
      await expectEscapeCloses(dialog, fab);
      await context.close();

      const guest = await newPage(browser, system.baseUrl, variant);
      await guest.page.goto(`/shared/${checkInId}`);
      await expectVisible(guest.page.getByRole('heading', { level: 1, name: COFFEE.coffeeName }));
      await guest.page
        .getByRole('img', { name: `${COFFEE.coffeeName} by ${COFFEE.roaster}` })
        .evaluate((img: HTMLImageElement) => img.decode());
      await screenshot(guest.page, `shared-check-in-${variant.name}`);
      await guest.context.close();
    });
  }

  it('edits the check-in: the card and the shared page show the change', async () => {
    const { context, page } = await signedInPage({ viewport: PHONE });
    await page.goto('/');
    const card = cardOf(page);
    const actions = card.getByRole('button', { name: 'Check-in actions' });
    const dialog = page.getByRole('dialog', { name: 'Edit Check-in' });
    await chooseAction(actions, 'Edit');
    await expectEscapeCloses(dialog, actions);
    await chooseAction(actions, 'Edit');
    await expectVisible(dialog);
    expect(await dialog.getByLabel('Coffee name').inputValue()).toBe(COFFEE.coffeeName);
    expect(await dialog.getByLabel('Dose (g)').inputValue()).toBe(COFFEE.dose);
    await chooseStars(dialog, 5);
    await dialog.getByLabel('Notes (optional)').fill(EDITED_NOTES);
    await screenshot(page, 'edit-check-in-dialog-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(page.getByText('Check-in updated').first());
    await expectGone(dialog);

    await expectVisible(card.getByRole('img', { name: 'Rated 5 out of 5' }));
    await expectVisible(card.getByText(EDITED_NOTES));
    await expectGone(card.getByText(COFFEE.notes));
    // Likes and comments are untouched by an edit.
    await expectVisible(card.getByRole('button', { name: 'Unlike (1 like)' }));
    await expectVisible(card.getByRole('button', { name: 'Comments (1)' }));

    const guest = await newPage(browser, system.baseUrl);
    await guest.page.goto(`/shared/${checkInId}`);
    await expectVisible(guest.page.getByText(EDITED_NOTES));
    await expectVisible(guest.page.getByRole('img', { name: 'Rated 5 out of 5' }));
    await guest.context.close();
    await context.close();
  });

  it('deletes the check-in after confirmation; the shared page then shows Coffee Not Found', async () => {
    const { context, page } = await signedInPage({ colorScheme: 'dark' });
    await page.goto('/');
    const card = cardOf(page);
    const actions = card.getByRole('button', { name: 'Check-in actions' });
    await chooseAction(actions, 'Delete');

    const confirm = page.getByRole('alertdialog', { name: 'Delete Check-in' });
    await expectVisible(confirm);
    // A click outside does not dismiss the confirmation (SPEC §2); Cancel does, and keeps the card.
    await page.mouse.click(5, 5);
    await expectVisible(confirm);
    await screenshot(page, 'delete-check-in-dialog-desktop-dark', { fullPage: false });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectGone(confirm);
    await expectVisible(card);
    await expectFocused(actions);

    await chooseAction(actions, 'Delete');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectVisible(page.getByText('Check-in deleted').first());
    await expectGone(confirm);
    await expectGone(card);
    await expectVisible(page.getByText('No check-ins to display.'));
    // The focused menu button went with the card: focus moves to the page, not to <body>.
    await expectFocused(page.getByRole('main'));
    await page.getByRole('tab', { name: 'Discover' }).click();
    await expectVisible(cardOf(page, otherCard.coffeeName));
    expect(await cardOf(page).count()).toBe(0);

    const guest = await newPage(browser, system.baseUrl, { viewport: PHONE, colorScheme: 'dark' });
    await guest.page.goto(`/shared/${checkInId}`);
    await expectVisible(guest.page.getByRole('heading', { name: 'Coffee Not Found' }));
    await expectVisible(
      guest.page.getByText('This coffee check-in might have been deleted or is no longer available.'),
    );
    await screenshot(guest.page, 'shared-check-in-not-found-phone-dark');
    await guest.context.close();
    await context.close();
  });

  it('fills and submits the Check In modal with the keyboard alone', async () => {
    const { context, page } = await signedInPage({ viewport: PHONE });
    await page.goto('/');
    await expectVisible(page.getByText('No check-ins to display.'));
    const fab = page.getByRole('button', { name: 'Create a new check-in' });
    await tabTo(page, fab);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Check In' });
    await expectVisible(dialog);

    // Focus starts in the first field.
    await expectFocused(dialog.getByLabel('Coffee name'));
    await page.keyboard.type('Keyboard Blend');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tab Roasters');

    await tabTo(page, dialog.getByLabel('Brew method'));
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('listbox'));
    // Type-ahead moves to the option; Enter picks it.
    const frenchPress = page.getByRole('option', { name: 'French Press' });
    await expectVisible(page.getByRole('listbox').locator('[role="option"]:focus'));
    await page.keyboard.type('French');
    await expectFocused(frenchPress);
    await page.keyboard.press('Enter');
    await expectGone(page.getByRole('listbox'));
    await expectVisible(dialog.getByLabel('Brew method').getByText('French Press'));

    // The stars are a radio group: Tab in, arrows choose.
    await tabTo(page, dialog.getByRole('radio', { name: '1 star' }));
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);

    await tabTo(page, dialog.getByRole('button', { name: 'Nutty', exact: true }));
    await page.keyboard.press('Space');
    expect(
      await dialog.getByRole('button', { name: 'Nutty', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    await tabTo(page, dialog.getByRole('switch', { name: 'Advanced brew details' }));
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expectFocused(dialog.getByRole('slider', { name: 'Grind size' }));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectVisible(dialog.getByText('3 · Fine'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('15');
    await page.keyboard.press('Tab');
    await page.keyboard.type('250');
    // Enter in a field submits the form.
    await page.keyboard.press('Enter');

    await expectVisible(page.getByText('Check-in saved!').first());
    await expectGone(dialog);
    await expectFocused(fab);
    const card = cardOf(page, 'Keyboard Blend');
    await expectVisible(card);
    await expectVisible(card.getByRole('img', { name: 'Rated 4 out of 5' }));
    await card.getByRole('button', { name: 'Show brew details' }).click();
    await expectVisible(card.getByText('16.7:1'));
    await expectVisible(card.getByText('Fine (3/10)'));
    await context.close();
  });
});

/** Picks an item of a card's ⋯ menu. */
async function chooseAction(menuButton: Locator, item: string): Promise<void> {
  await menuButton.click();
  await menuButton.page().getByRole('menuitem', { name: item }).click();
}

/** Escape closes the (non-destructive) dialog, and focus returns to what opened it. */
async function expectEscapeCloses(dialog: Locator, opener: Locator): Promise<void> {
  await expectVisible(dialog);
  await dialog.page().keyboard.press('Escape');
  await expectGone(dialog);
  await expectFocused(opener);
}

/** Picks an option of a select (the listbox opens in a portal, outside the dialog). */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expectVisible(select.getByText(option, { exact: true }));
}

/** Clicks the n-th star of the rating (the star is the radio button's label). */
async function chooseStars(form: Locator, stars: number): Promise<void> {
  const name = `${stars} star${stars === 1 ? '' : 's'}`;
  const radio = form.getByRole('radio', { name });
  await form
    .locator('label')
    .filter({ has: form.page().getByRole('radio', { name }) })
    .click();
  expect(await radio.isChecked()).toBe(true);
}

/** Fills the whole create form as a person would: text, selects, stars, chips, photo, brew details. */
async function fillCheckInForm(page: Page, dialog: Locator, photo: Buffer): Promise<void> {
  await dialog.getByLabel('Coffee name').fill(COFFEE.coffeeName);
  await dialog.getByLabel('Roaster').fill(COFFEE.roaster);
  await dialog.getByLabel('Location (optional)').fill(COFFEE.location);
  await choose(page, dialog.getByLabel('Brew method'), COFFEE.brewMethod);
  await choose(page, dialog.getByLabel('Roast level'), COFFEE.roastLevel);
  await choose(page, dialog.getByLabel('Coffee type'), COFFEE.coffeeType);
  await chooseStars(dialog, COFFEE.stars);
  for (const note of COFFEE.tastingNotes) {
    await dialog.getByRole('button', { name: note, exact: true }).click();
  }
  await dialog.getByLabel('Notes (optional)').fill(COFFEE.notes);
  await dialog
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo });
  await expectVisible(dialog.getByRole('img', { name: 'Preview of the chosen photo' }));

  await dialog.getByRole('switch', { name: 'Advanced brew details' }).click();
  await dialog.getByLabel('Dose (g)').fill(COFFEE.dose);
  await dialog.getByLabel('Water (ml)').fill(COFFEE.water);
  await dialog.getByLabel('Brew time (mm:ss)').fill(COFFEE.brewTime);
  await dialog.getByLabel('Water temp (°C)').fill(COFFEE.waterTemp);
  await dialog.getByLabel('Coffee origin').fill(COFFEE.coffeeOrigin);
  await choose(page, dialog.getByLabel('Processing method'), COFFEE.processingMethod);
}
