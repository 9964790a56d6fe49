import type { Browser, Locator, Page } from 'playwright-core';
import { createCheckIn, eventually } from '../api/support/check-ins';
import type { ApiClient } from '../api/support/http';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../api/support/system';
import { deleteOwnAccount, newUser, signedUpClient, type TestUser } from '../api/support/users';
import {
  launchBrowser,
  DESKTOP,
  expectVisible,
  newPage,
  PHONE,
  screenshot,
  signedInPage,
  type PageOptions,
} from './browser';

/**
 * Issue 4 in a real Chromium against the real processes: B finds A in Search and follows, A follows
 * back from Followers, both see each other in Friends, B's friends feed shows A's check-ins and not a
 * stranger's, B finds A's coffee in Search and opens A's profile from the check-in card.
 */
describe('social journey in the browser', () => {
  const system = sharedSystem();
  let browser: Browser;
  const suffix = Date.now().toString(36).slice(-5);
  let a: { client: ApiClient; user: TestUser };
  let b: { client: ApiClient; user: TestUser };
  let c: { client: ApiClient; user: TestUser };
  const coffee = `Kochere Lot ${suffix}`;
  const strangerCoffee = `Stranger Blend ${suffix}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    a = await signedUpClient(system.baseUrl, newUser('ana'));
    b = await signedUpClient(system.baseUrl, newUser('ben'));
    c = await signedUpClient(system.baseUrl, newUser('cyd'));
    await createCheckIn(a.client, {
      coffeeName: coffee,
      roaster: 'Square Mile',
      location: 'Prufrock Coffee',
    });
    await createCheckIn(c.client, { coffeeName: strangerCoffee, roaster: 'Elsewhere Roasters' });
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  /** A browser signed in as `who`. */
  const signedIn = (who: { client: ApiClient }, options: PageOptions = {}) =>
    signedInPage(browser, system.baseUrl, who, options);

  function personRow(page: Page, list: string, username: string): Locator {
    return page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: username });
  }

  /** The Follow button of someone not followed yet (it reads 'Follow'). */
  function followButton(within: Page | Locator, username: string): Locator {
    return within.getByRole('button', { name: `Follow ${username}`, exact: true, pressed: false });
  }

  /** The Follow button of someone followed: pressed, it reads 'Following' and pressing it unfollows. */
  function unfollowButton(within: Page | Locator, username: string): Locator {
    return within.getByRole('button', { name: `Following ${username}`, exact: true, pressed: true });
  }

  it('B finds A in Search (Users) and follows', async () => {
    const { context, page } = await signedIn(b);
    await page.goto('/search');
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('searchbox').fill(a.user.username.slice(0, 2));
    await visible(page.getByText('Type at least 3 characters to search'));

    await page.getByRole('searchbox').fill(a.user.username);
    const row = personRow(page, 'People found', a.user.username);
    await visible(row);
    // The query and the tab are in the URL, so a reload keeps them.
    await page.waitForURL((url) => url.searchParams.get('q') === a.user.username);
    expect(new URL(page.url()).searchParams.get('type')).toBe('users');
    await page.reload();
    await visible(row);

    // A toggle button named by what pressing it does; it reads 'Follow', then 'Following'.
    const followA = row.getByRole('button', {
      name: `Follow ${a.user.username}`,
      exact: true,
      pressed: false,
    });
    await expectText(followA, 'Follow');
    await followA.click();
    const unfollowA = row.getByRole('button', {
      name: `Following ${a.user.username}`,
      exact: true,
      pressed: true,
    });
    await visible(unfollowA);
    await expectText(unfollowA, 'Following');
    // Not a change on screen only: the server has it.
    await eventually(async () => {
      const following = await b.client.get('/api/following');
      expect((following.body as Array<{ username: string }>).map((entry) => entry.username)).toContain(
        a.user.username,
      );
    });

    await page.getByRole('searchbox').fill('zzzqqq-nobody');
    await visible(page.getByText('No results found'));
    await context.close();
  });

  it('A sees B in Followers and follows back; both are in each other’s Friends', async () => {
    const { context, page } = await signedIn(a);
    await page.goto('/friends');
    await visible(page.getByText('No friends yet.'));
    // The tabs work from the keyboard: arrow keys move between them.
    await page.getByRole('tab', { name: 'Friends' }).focus();
    await page.keyboard.press('ArrowRight');
    await visible(page.getByRole('tab', { name: 'Followers', selected: true }));
    await page.waitForURL((url) => url.searchParams.get('tab') === 'followers');
    const row = personRow(page, 'Followers', b.user.username);
    await visible(row);
    const followBack = row.getByRole('button', { name: `Follow Back ${b.user.username}`, exact: true });
    await expectText(followBack, 'Follow Back');
    await followBack.click();
    await visible(unfollowButton(row, b.user.username));

    await page.getByRole('tab', { name: 'Friends' }).click();
    await visible(personRow(page, 'Friends', b.user.username));
    // The local filter looks at the loaded names.
    await page.getByLabel('Filter by username').fill('no-such-friend');
    await visible(page.getByText('No one matches “no-such-friend”.'));
    await page.getByLabel('Filter by username').fill(b.user.username.slice(0, 5));
    await visible(personRow(page, 'Friends', b.user.username));
    await context.close();

    const other = await signedIn(b);
    await other.page.goto('/friends');
    await visible(personRow(other.page, 'Friends', a.user.username));
    await visible(unfollowButton(personRow(other.page, 'Friends', a.user.username), a.user.username));
    await other.context.close();
  });

  it("B's friends feed shows A's check-ins and not a stranger's", async () => {
    const { context, page } = await signedIn(b);
    await page.goto('/?tab=discover');
    await visible(page.getByRole('heading', { name: strangerCoffee }));

    await page.goto('/');
    await page.getByLabel('Show').click();
    await page.getByRole('option', { name: 'Friends Only' }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'friends');
    // The check-ins service learns of the follows from events: a moment after they are made.
    await eventually(async () => {
      await page.reload();
      await page.getByRole('heading', { name: coffee }).waitFor({ state: 'visible', timeout: 3_000 });
    }, 30_000);
    const cards = page.getByRole('list', { name: 'Check-ins' }).getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await visible(card.getByRole('link', { name: a.user.username }));
    expect(await page.getByRole('heading', { name: strangerCoffee }).count()).toBe(0);
    await context.close();
  });

  it("B finds A's coffee in Search and opens A's profile from the card", async () => {
    const { context, page } = await signedIn(b, { viewport: PHONE });
    await page.goto('/search');
    await page.getByRole('searchbox').fill(coffee.slice(0, -2));
    const found = page
      .getByRole('list', { name: 'Coffees found' })
      .getByRole('listitem')
      .filter({ hasText: coffee });
    await visible(found);
    await visible(found.getByText('Square Mile'));
    await visible(found.getByRole('img', { name: 'Rated 4 out of 5' }));

    // The other tabs search the same text (and the URL follows the tab).
    await page.getByRole('searchbox').fill('Prufrock');
    await page.getByRole('tab', { name: 'Cafés' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'cafes');
    await visible(page.getByRole('list', { name: 'Cafés found' }).getByText('Prufrock Coffee'));
    await screenshot(page, 'social-search-cafes-phone-light');
    await page.getByRole('searchbox').fill('Square Mile');
    await page.getByRole('tab', { name: 'Roasters' }).click();
    const roaster = page
      .getByRole('list', { name: 'Roasters found' })
      .getByRole('listitem')
      .filter({ hasText: 'Square Mile' });
    await visible(roaster.getByText(/\d+ coffees?/));
    await screenshot(page, 'social-search-roasters-phone-light');

    await page.goto('/?filter=friends');
    const card = page.getByRole('article').filter({ hasText: coffee });
    await card.getByRole('link', { name: a.user.username }).click();
    await page.waitForURL(`**/users/${a.user.username}`);
    await visible(page.getByRole('heading', { name: a.user.username, level: 1 }));
    await visible(unfollowButton(page, a.user.username));
    await visible(page.getByRole('heading', { name: coffee }));
    await page.getByRole('tab', { name: 'Followers' }).click();
    await visible(personRow(page, `${a.user.username}'s followers`, b.user.username));
    await context.close();
  });

  it("a guest's Follow leads to login and back to the profile, where the follow can be made", async () => {
    const guest = newUser('gus');
    await signedUpClient(system.baseUrl, guest);
    const { context, page } = await newPage(browser, system.baseUrl, { viewport: PHONE });
    await page.goto(`/users/${a.user.username}?tab=followers`);
    await followButton(page, a.user.username).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/users/${a.user.username}?tab=followers`);
    // Switching to Register and back keeps the way back.
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'register');
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.waitForURL((url) => !url.searchParams.has('tab') && url.searchParams.has('next'));
    await screenshot(page, 'social-guest-follow-login-phone-light');

    await page.getByLabel('Username').fill(guest.username);
    await page.getByLabel('Password', { exact: true }).fill(guest.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/users/${a.user.username}`);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('followers');
    await followButton(page, a.user.username).click();
    await visible(unfollowButton(page, a.user.username));

    // A way back elsewhere is not followed: a signed-in visit to /auth goes home.
    await page.goto('/auth?next=//evil.example/');
    await page.waitForURL(`${system.baseUrl}/`);
    await context.close();
  });

  it('a private profile shows only the name, the message and the Follow button; unknown users are not found', async () => {
    const { context, page } = await signedIn(b);
    expect(
      (await c.client.patch('/api/user/settings', { preferences: { profileVisibility: 'private' } })).status,
    ).toBe(200);
    await eventually(async () => {
      await page.goto(`/users/${c.user.username}`);
      await page.getByText('This profile is private.').waitFor({ state: 'visible', timeout: 3_000 });
    }, 30_000);
    await visible(followButton(page, c.user.username));
    expect(await page.getByRole('heading', { name: strangerCoffee }).count()).toBe(0);

    await page.goto(`/users/nobody_${suffix}`);
    await visible(page.getByText('User not found'));
    await context.close();
  });

  it('a follow the server refuses is rolled back with a toast', async () => {
    const gone = await signedUpClient(system.baseUrl, newUser('eve'));
    const { context, page } = await signedIn(b, { viewport: PHONE });
    await page.goto(`/search?type=users&q=${gone.user.username}`);
    const row = personRow(page, 'People found', gone.user.username);
    await visible(followButton(row, gone.user.username));

    // The account goes away while B looks at it: following answers 404.
    expect((await deleteOwnAccount(gone.client, gone.user.password)).status).toBe(204);
    await eventually(async () =>
      expect((await b.client.get(`/api/users/${gone.user.username}`)).status).toBe(404),
    );
    await followButton(row, gone.user.username).click();
    await visible(page.getByText(`Couldn't follow ${gone.user.username}`));
    // Rolled back to 'Follow'; the search is asked again once the follow settles, and may by then no
    // longer find the deleted account.
    await visible(followButton(row, gone.user.username).or(page.getByText('No results found')));
    expect(await unfollowButton(row, gone.user.username).count()).toBe(0);
    await context.close();
  });

  it('Friends, Search and a profile at phone and desktop width, light and dark', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const tag = `${viewport === PHONE ? 'phone' : 'desktop'}-${colorScheme}`;
        const { context, page } = await signedIn(b, { viewport, colorScheme });

        await page.goto('/friends');
        await visible(personRow(page, 'Friends', a.user.username));
        await screenshot(page, `social-friends-${tag}`);

        await page.goto(`/search?type=coffees&q=${encodeURIComponent(coffee)}`);
        await visible(page.getByRole('list', { name: 'Coffees found' }));
        await screenshot(page, `social-search-coffees-${tag}`);

        await page.goto(`/search?type=users&q=${encodeURIComponent(a.user.username)}`);
        await visible(personRow(page, 'People found', a.user.username));
        await screenshot(page, `social-search-users-${tag}`);

        await page.goto(`/users/${a.user.username}`);
        await visible(page.getByRole('heading', { name: coffee }));
        await screenshot(page, `social-profile-${tag}`);
        await context.close();
      }
    }
  });
});

/** The first match is visible (lists may hold the same person or coffee twice while they refresh). */
function visible(locator: Locator): Promise<void> {
  return expectVisible(locator.first(), 15_000);
}

/** The first match shows exactly this text (its visible label, whatever its accessible name). */
async function expectText(locator: Locator, text: string): Promise<void> {
  await visible(locator);
  expect((await locator.first().innerText()).trim()).toBe(text);
}
