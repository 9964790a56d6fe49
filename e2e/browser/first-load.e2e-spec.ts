import { join } from 'node:path';
import type { CoffeeResult } from '@crema/contracts/search/search';
import type { Browser } from 'playwright-core';
import {
  INITIAL_JS_BUDGET_BYTES,
  INITIAL_JS_MAX_FILES,
  initialJs,
  kb,
  readManifest,
} from '../../scripts/bench/initial-js.mjs';
import { runLighthouse } from '../../scripts/bench/lighthouse.mjs';
import { createCheckIn, eventually, photoWithGps } from '../api/support/check-ins';
import { type ApiClient, SESSION_COOKIE } from '../api/support/http';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../api/support/system';
import { newUser, signedUpClient } from '../api/support/users';
import { launchBrowser, expectVisible, newPage, PHONE, screenshot, signedInPage } from './browser';

const repoRoot = join(__dirname, '..', '..');
const webDist = join(repoRoot, 'web', 'dist');
/** How long a held screen chunk waits for its page's requests before it gives up on them. */
const HOLD_MS = 5_000;
/** One Lighthouse run on a busy 2-core machine takes 20–50 s. */
const LIGHTHOUSE_TIMEOUT_MS = 120_000;

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('first load (issue 14 §5)', () => {
  const system = sharedSystem();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps the initial JavaScript of / within its 120 KB, and a visitor never fetches the feed screen', async () => {
    for (const screen of ['landing', 'home'] as const) {
      const { files, totalBytes } = initialJs(webDist, screen);
      if (totalBytes > INITIAL_JS_BUDGET_BYTES)
        throw new Error(`${screen}: ${kb(totalBytes)} KB > ${kb(INITIAL_JS_BUDGET_BYTES)} KB`);
      if (files.length > INITIAL_JS_MAX_FILES[screen])
        throw new Error(`${screen}: ${files.length} script files > ${INITIAL_JS_MAX_FILES[screen]}`);
    }

    const { context, page } = await newPage(browser, system.baseUrl, { viewport: PHONE });
    const scripts: string[] = [];
    const failed: string[] = [];
    const consoleErrors: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Track Your Coffee Journey' }));
    await page.waitForLoadState('networkidle');
    const expected = new Set(initialJs(webDist, 'landing').files.map(({ file }) => `/${file}`));
    expect(scripts.filter((path) => expected.has(path)).length).toBe(expected.size);
    // The feed screen's chunk and the chunk of what only it imports (ADR 0035).
    const feedOnly = Object.values(readManifest(webDist) as Record<string, { name?: string; file: string }>)
      .filter(({ name }) => name === 'home-feed')
      .map(({ file }) => `/${file}`);
    expect(feedOnly.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => feedOnly.includes(path))).toEqual([]);
    // A visitor's session is asked of GraphQL's `me`, not GET /api/user: no 401 logged as an error.
    expect({ failed, consoleErrors }).toEqual({ failed: [], consoleErrors: [] });
    // The prerendered landing gave way to the app's own: one copy of the page.
    expect(await page.locator('#visitor-shell').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Track Your Coffee Journey' }).count()).toBe(1);
    await context.close();
  });

  it("asks for a linked screen's data while the screen's chunk is still downloading, showing the header and a spinner (route loaders)", async () => {
    const { client, self } = await signedUpClient(system.baseUrl, newUser('loaders'));
    const card = await createCheckIn(client, {
      coffeeName: 'Loader Lot 3',
      roaster: 'Loader Roasters',
      rating: 4,
    });
    const coffee = await eventually(async () => {
      const [found] = (await client.get('/api/search?type=coffees&query=loader%20lot%203'))
        .body as CoffeeResult[];
      if (!found) throw new Error('the coffee is not indexed yet');
      return found;
    });
    const manifest = readManifest(webDist) as Record<string, { file: string }>;
    const screens: { path: string; module: string; requests: string[]; shows: string; who?: ApiClient }[] = [
      {
        path: `/shared/${card.id}`,
        module: 'shared-check-in',
        requests: [`/api/shared-check-in/${card.id}`],
        shows: 'Loader Lot 3',
      },
      {
        path: `/coffees/${coffee.id}`,
        module: 'coffee',
        requests: [`/api/coffees/${coffee.id}`, `/api/coffees/${coffee.id}/check-ins`],
        shows: 'Loader Lot 3',
      },
      {
        path: `/users/${self.username}`,
        module: 'user-profile',
        requests: [`/api/users/${self.username}`, `/api/users/${self.username}/check-ins`],
        shows: self.username,
      },
      {
        path: '/notifications',
        module: 'notifications',
        requests: ['/api/notifications'],
        shows: 'Notifications',
        who: client,
      },
      {
        path: '/profile',
        module: 'profile',
        requests: ['/api/user/stats', `/api/users/${self.username}`, '/api/user/check-ins'],
        shows: self.username,
        who: client,
      },
      {
        path: '/search?q=loader%20lot&type=coffees',
        module: 'search',
        requests: ['/api/search'],
        shows: 'Search',
      },
      { path: '/friends', module: 'friends', requests: ['/api/friends'], shows: 'Friends', who: client },
      {
        path: '/settings?tab=account',
        module: 'settings',
        requests: ['/api/user/email', '/api/user/sessions'],
        shows: 'Settings',
        who: client,
      },
      {
        path: '/settings?tab=privacy',
        module: 'settings',
        requests: ['/api/notifications/settings'],
        shows: 'Settings',
        who: client,
      },
      {
        path: '/settings?tab=developer',
        module: 'settings',
        requests: ['/api/user/tokens'],
        shows: 'Settings',
        who: client,
      },
      { path: '/badges', module: 'badges', requests: ['/api/badges'], shows: 'All Badges', who: client },
    ];
    for (const screen of screens) {
      const chunk = manifest[`src/app/routes/${screen.module}.tsx`]?.file;
      if (!chunk) throw new Error(`no chunk for ${screen.module}`);
      const { context, page } = screen.who
        ? await signedInPage(browser, system.baseUrl, { client: screen.who }, { viewport: PHONE })
        : await newPage(browser, system.baseUrl, { viewport: PHONE });
      const pending = new Set(screen.requests);
      let allAsked = () => undefined as void;
      const asked = new Promise<void>((resolve) => (allAsked = resolve));
      page.on('request', (request) => {
        pending.delete(new URL(request.url()).pathname);
        if (pending.size === 0) allAsked();
      });
      const consoleNotes: string[] = [];
      page.on('console', (message) => {
        if (['warning', 'error'].includes(message.type())) consoleNotes.push(message.text());
      });
      // The screen's chunk is held until its data has been asked for: without a loader, the screen
      // would ask only once its chunk is here, and the hold would run out. Meanwhile the page
      // shows the header and a spinner, not a blank screen.
      let askedWhileHeld: string[] | undefined;
      let shownWhileHeld: boolean | undefined;
      await page.route(`**/${chunk}`, async (route) => {
        await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
        askedWhileHeld = screen.requests.filter((path) => !pending.has(path));
        shownWhileHeld = await Promise.all([
          page.getByRole('link', { name: 'Crema' }).first().waitFor({ timeout: HOLD_MS }),
          page.getByRole('status').filter({ hasText: 'Loading' }).first().waitFor({ timeout: HOLD_MS }),
        ]).then(
          () => true,
          () => false,
        );
        await route.continue();
      });
      await page.goto(screen.path);
      await expectVisible(page.getByRole('heading', { name: screen.shows }).first());
      expect({ path: screen.path, askedWhileHeld, shownWhileHeld, consoleNotes }).toEqual({
        path: screen.path,
        askedWhileHeld: screen.requests,
        shownWhileHeld: true,
        consoleNotes: [],
      });
      await context.close();
    }
  });

  it("asks once for a linked screen whose data fails: the screen shows the loader's answer", async () => {
    const manifest = readManifest(webDist) as Record<string, { file: string }>;
    const chunk = manifest['src/app/routes/shared-check-in.tsx']?.file;
    if (!chunk) throw new Error('no chunk for shared-check-in');
    const { context, page } = await newPage(browser, system.baseUrl, { viewport: PHONE });
    const isCheckInRequest = (url: string) => new URL(url).pathname.startsWith('/api/shared-check-in/');
    const asked: string[] = [];
    let answered = () => undefined as void;
    const answer = new Promise<void>((resolve) => (answered = resolve));
    page.on('request', (request) => {
      if (isCheckInRequest(request.url())) asked.push(request.url());
    });
    page.on('requestfinished', (request) => {
      if (isCheckInRequest(request.url())) answered();
    });
    // The screen arrives after the loader's request has failed (404): it must show that answer,
    // not ask again as it mounts.
    await page.route(`**/${chunk}`, async (route) => {
      await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
      await route.continue();
    });
    await page.goto('/shared/2147483000');
    await expectVisible(page.getByRole('heading', { name: 'Coffee Not Found' }));
    expect(asked).toEqual([`${system.baseUrl}/api/shared-check-in/2147483000`]);
    await context.close();
  });

  it("shows the error page when a screen's code does not arrive; Back brings the app back, and the screen loads once it can", async () => {
    const manifest = readManifest(webDist) as Record<string, { file: string }>;
    const chunk = manifest['src/app/routes/search.tsx']?.file;
    if (!chunk) throw new Error('no chunk for search');
    // The service worker would serve the precached chunk past the route that fails it.
    const context = await browser.newContext({
      baseURL: system.baseUrl,
      viewport: PHONE,
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    await page.route(`**/${chunk}`, (route) => route.abort());
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Track Your Coffee Journey' }));
    await page.getByRole('link', { name: 'Search' }).first().click();
    await expectVisible(page.getByRole('heading', { name: 'Something went wrong' }));
    await expectVisible(
      page.getByText('This page could not be loaded. Check your connection, then reload the page.'),
    );
    await page.goBack();
    await expectVisible(page.getByRole('heading', { name: 'Track Your Coffee Journey' }));
    // Online again: Forward to the screen tries its code again rather than showing the old failure.
    await page.unroute(`**/${chunk}`);
    await page.goForward();
    await expectVisible(page.getByRole('heading', { name: 'Search', exact: true }));
    await context.close();
  });

  it("draws a member's whole page of cards, a few at a time: the first photo eager, the later cards contained", async () => {
    const { client } = await signedUpClient(system.baseUrl, newUser('cards'));
    const photo = { bytes: await photoWithGps(800, 600) };
    const coffees = Array.from({ length: 8 }, (_, index) => `Drawn Lot ${index + 1}`);
    // Posted oldest first: the feed shows the last one on top.
    for (const coffeeName of coffees) await createCheckIn(client, { coffeeName }, photo);
    const { context, page } = await signedInPage(browser, system.baseUrl, { client }, { viewport: PHONE });
    await page.goto('/');
    const cards = page.getByRole('list', { name: 'Check-ins' }).getByRole('article');
    await expectVisible(page.getByText("You're all caught up."));
    await expect(cards.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual(
      [...coffees].reverse(),
    );
    const photos = cards.getByRole('img', { name: /^Drawn Lot/ });
    const loading = await photos.evaluateAll((images) =>
      images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]),
    );
    expect(loading).toEqual([['eager', 'high'], ...Array.from({ length: 7 }, () => ['lazy', 'auto'])]);
    const visibility = await cards.evaluateAll((articles) =>
      articles.map((article) => getComputedStyle(article.parentElement as Element).contentVisibility),
    );
    expect(visibility).toEqual(['visible', ...Array.from({ length: 7 }, () => 'auto')]);
    await context.close();
  });

  it("serves the visitor's / prerendered, and leaves it out for members and other paths", async () => {
    const html = async (path: string, headers: Record<string, string> = {}) =>
      (await fetch(`${system.baseUrl}${path}`, { headers })).text();
    const visitor = await html('/');
    expect(visitor).toContain('<div id="visitor-shell">');
    expect(visitor).toContain('Track Your Coffee Journey</h1>');
    expect(visitor).not.toMatch(/<[^>]+\sstyle=/);
    expect(await html('/', { cookie: 'crema_sid=anything' })).not.toContain('visitor-shell');
    expect(await html('/search')).not.toContain('visitor-shell');
    // A cache in between keys `/` on the cookie, or it could hand a member the visitor's page.
    const home = await fetch(`${system.baseUrl}/`);
    expect(home.headers.get('vary')?.toLowerCase()).toContain('cookie');

    // Before any script runs, the page is already there.
    const context = await browser.newContext({
      baseURL: system.baseUrl,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Track Your Coffee Journey' }));
    await expectVisible(page.getByRole('link', { name: 'Crema' }));
    await context.close();
  });

  it('links a valid web manifest whose icons load', async () => {
    const { context, page } = await newPage(browser, system.baseUrl, { viewport: PHONE });
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#6f4e37');
    expect(await page.locator('link[rel="apple-touch-icon"]').count()).toBe(1);

    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({ name: 'Crema', start_url: '/', display: 'standalone' });
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const size = Number(icon.sizes.split('x')[0]);
      const natural = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return [image.naturalWidth, image.naturalHeight];
      }, icon.src);
      expect(natural).toEqual([size, size]);
    }
    await context.close();
  });

  it('registers a service worker that serves the shell when offline, and never caches the API', async () => {
    const { context, page } = await newPage(browser, system.baseUrl, { viewport: PHONE });
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Track Your Coffee Journey' }));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // Claimed on activation: from here on the worker sees this page's requests.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Track Your Coffee Journey' }));

    await context.setOffline(true);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Track Your Coffee Journey' }));
    await expectVisible(page.getByRole('link', { name: 'Crema' }));
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.filter((path) => /^\/(api|graphql|media)(\/|$)/.test(path))).toEqual([]);
    await context.setOffline(false);
    await context.close();
  });

  it("serves a member offline their session's error with Retry, not the landing the worker cached for a visitor", async () => {
    const { client } = await signedUpClient(system.baseUrl);
    const { context, page } = await newPage(browser, system.baseUrl, { viewport: PHONE });
    // The worker installs on a visitor's `/`, caching the page with the prerendered landing.
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Track Your Coffee Journey' }));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.addCookies([{ name: SESSION_COOKIE, value: client.sessionId ?? '', url: system.baseUrl }]);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Your Coffee Feed' }));

    await context.setOffline(true);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: "We couldn't reach Crema" }));
    await expectVisible(page.getByText("Crema can't be reached. Check your connection and try again."));
    expect(await page.getByRole('heading', { name: 'Track Your Coffee Journey' }).count()).toBe(0);
    expect(await page.title()).toBe('Crema');
    await screenshot(page, 'offline-member-home');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: "We couldn't reach Crema" }));
    await screenshot(page, 'offline-member-home-dark');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Your Coffee Feed' }));
    await context.close();
  });

  // Performance is left to `npm run bench:first-load` (median of runs on a quiet machine): one run
  // among other work on 2 cores is too noisy to fail a build on.
  it(
    'scores 100 for accessibility and at least 95 for best practices in Lighthouse (mobile), signed in',
    async () => {
      const { client } = await signedUpClient(system.baseUrl);
      // A feed with a card: its title (h3) must sit under a heading of the level above.
      await createCheckIn(client, { coffeeName: 'Lighthouse Lot 1', rating: 5 });
      const { scores, failing } = await runLighthouse(repoRoot, `${system.baseUrl}/`, {
        cookie: `crema_sid=${client.sessionId ?? ''}`,
        categories: ['accessibility', 'best-practices'],
      });
      expect({ scores, failing }).toMatchObject({ scores: { accessibility: 100 } });
      expect(scores['best-practices']).toBeGreaterThanOrEqual(95);
    },
    LIGHTHOUSE_TIMEOUT_MS,
  );
});
