import type { Browser, Page } from 'playwright-core';
import {
  GRAPHQL_EXAMPLES,
  type GraphqlExample,
} from '../../web/src/features/developers/api/graphql-examples';
import { createCheckIn } from '../api/support/check-ins';
import { graphql } from '../api/support/graphql';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../api/support/system';
import { signedUpClient } from '../api/support/users';
import {
  launchBrowser,
  expectFocused,
  expectGone,
  expectVisible,
  newPage,
  policyReports,
  SCREEN_VARIANTS,
  screenshot,
  signedInPage,
} from './browser';

/** GraphiQL loads Monaco and three workers: more than the usual 10 s on a busy machine. */
const EXPLORER_TIMEOUT_MS = 30_000;

/** The CSP reports of the page (see browser.ts) and its uncaught errors, from the moment it opened. */
function watchPolicy(page: Page): () => Promise<string[]> {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`page error: ${error.message}`));
  return async () => [...pageErrors, ...(await policyReports(page))];
}

/** Monaco draws spaces as no-break spaces; the text of the response editor with plain ones. */
async function responseText(page: Page): Promise<string> {
  return ((await page.locator('.graphiql-response').textContent()) ?? '').replace(/\u00a0/g, ' ');
}

function example(id: string): GraphqlExample {
  const found = GRAPHQL_EXAMPLES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no example ${id}`);
  return found;
}

/** Opens an example in the explorer from its card, runs it, and waits for `expected` in the response. */
async function runInExplorer(page: Page, operation: GraphqlExample, expected: string): Promise<void> {
  await page.getByRole('button', { name: `Open “${operation.title}” in the explorer` }).click();
  await expectFocused(page.getByRole('heading', { name: 'Explorer' }));
  const explorer = page.getByTestId('graphql-explorer');
  const run = explorer.getByRole('button', { name: /^Execute query/ });
  await expectVisible(run, EXPLORER_TIMEOUT_MS);
  // Monaco is up when the operation editor shows the example's operation name.
  const operationName = /^(?:query|mutation) (\w+)/.exec(operation.query)?.[1] ?? '';
  await expectVisible(
    explorer.locator('.graphiql-query-editor .view-lines', { hasText: operationName }),
    EXPLORER_TIMEOUT_MS,
  );
  await run.click();
  await page
    .waitForFunction(
      (text) =>
        (document.querySelector('.graphiql-response')?.textContent ?? '')
          .replace(/\u00a0/g, ' ')
          .includes(text),
      expected,
      { timeout: EXPLORER_TIMEOUT_MS },
    )
    .catch(async (error: unknown) => {
      await screenshot(page, `developers-explorer-failed-${page.viewportSize()?.width ?? 0}`, {
        fullPage: false,
      });
      throw error;
    });
  expect(await responseText(page)).not.toContain('"errors"');
}

describe('developers page journey in the browser', () => {
  const system = sharedSystem();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
  });

  it('runs every GraphQL example of the page against the live graph without errors', async () => {
    const { client, self } = await signedUpClient(system.baseUrl);
    const checkIn = await createCheckIn(client);
    for (const operation of GRAPHQL_EXAMPLES) {
      // The page's variables name demo data; here the test's own person and check-in.
      const variables = operation.variables ? { username: self.username, id: String(checkIn.id) } : {};
      const { response, body } = await graphql(client, operation.query, variables);
      expect({ example: operation.id, status: response.status, errors: body.errors }).toEqual({
        example: operation.id,
        status: 200,
        errors: undefined,
      });
    }
  });

  it('shows a guest the docs, the REST reference from the OpenAPI document, and runs a query in the explorer', async () => {
    const { client, self } = await signedUpClient(system.baseUrl);
    await createCheckIn(client, { coffeeName: 'Explorer Geisha' });
    const { context, page } = await newPage(browser, system.baseUrl);
    const violations = watchPolicy(page);

    await page.goto('/developers');
    await expectVisible(page.getByRole('heading', { name: 'Build with Crema', level: 1 }));
    expect(await page.title()).toBe('Developers · Crema');
    await expectVisible(page.getByText('Authorization: Bearer crema_pat_…', { exact: false }).first());
    await expectVisible(page.getByText('RateLimit-Remaining', { exact: false }).first());

    // The reference is the gateway's own document: real paths, grouped by resource.
    const rest = page.locator('#rest');
    await expectVisible(rest.getByRole('heading', { name: '/api/check-ins' }));
    const createCheckInItem = rest
      .locator('details', { has: page.locator('summary', { hasText: 'POST' }) })
      .filter({
        has: page.locator('summary code', { hasText: /^\/api\/check-ins$/ }),
      });
    await expectVisible(createCheckInItem);

    // Keyboard: the filter, then an endpoint unfolded with Enter.
    const filter = page.getByLabel('Filter endpoints');
    await filter.fill('post comments');
    const addComment = rest.locator('summary', { hasText: 'Comment on a check-in' });
    await expectVisible(addComment);
    await expectGone(rest.getByRole('heading', { name: '/api/user', exact: true }));
    await addComment.focus();
    await page.keyboard.press('Enter');
    await expectVisible(rest.getByRole('heading', { name: 'Request body' }));
    await expectVisible(rest.getByText('required').first());

    await filter.fill('espresso machine');
    await expectVisible(page.getByText('No endpoint matches “espresso machine”'));
    await page.getByRole('button', { name: 'Clear the filter' }).click();
    await expectVisible(rest.getByRole('heading', { name: '/api/user', exact: true }));

    // GraphQL: the limits and the examples, then one of them run as a guest.
    await expectVisible(page.getByRole('heading', { name: 'GraphQL', level: 2 }));
    await expectVisible(page.getByRole('rowheader', { name: 'Depth of the selection' }));
    for (const operation of GRAPHQL_EXAMPLES)
      await expectVisible(page.getByRole('heading', { name: operation.title }));
    await runInExplorer(page, example('discover-feed'), self.username);
    expect(await responseText(page)).toContain('Explorer Geisha');

    // The doc explorer browses the schema beside the editors.
    await expectVisible(
      page
        .getByTestId('graphql-explorer')
        .getByRole('button', { name: /Documentation Explorer/ })
        .first(),
    );

    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('runs an operation as the signed-in person, and a mutation from the page passes the origin check', async () => {
    const { client, self } = await signedUpClient(system.baseUrl);
    const checkIn = await createCheckIn(client);
    const { context, page } = await signedInPage(browser, system.baseUrl, { client });
    const violations = watchPolicy(page);

    await page.goto('/developers');
    await expectVisible(page.getByRole('link', { name: 'Your access tokens' }));
    await runInExplorer(page, example('me'), `"username": "${self.username}"`);

    // What the explorer's fetcher does: a same-origin POST with the cookie; the browser adds Origin.
    const liked = await page.evaluate(async (id) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation Like($id: ID!) { likeCheckIn(id: $id) { viewerHasLiked likesCount } }',
          variables: { id },
        }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    }, String(checkIn.id));
    expect(liked).toEqual({
      status: 200,
      body: { data: { likeCheckIn: { viewerHasLiked: true, likesCount: 1 } } },
    });

    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('fits a phone and the dark theme, with the reference and the explorer', async () => {
    const { client } = await signedUpClient(system.baseUrl);
    await createCheckIn(client, { coffeeName: 'Screenshot Sidamo' });
    for (const variant of SCREEN_VARIANTS) {
      const { context, page } = await newPage(browser, system.baseUrl, {
        viewport: variant.viewport,
        colorScheme: variant.colorScheme,
      });
      const violations = watchPolicy(page);
      await page.goto('/developers');
      await expectVisible(page.locator('#rest').getByRole('heading', { name: '/api/check-ins' }));
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(variant.viewport.width);
      // One endpoint unfolded, to show the schema view.
      await page.locator('#rest summary', { hasText: '/api/user/tokens' }).first().click();
      await screenshot(page, `developers-${variant.name}`);

      if (variant.viewport.width >= 768) {
        await runInExplorer(page, example('discover-feed'), 'Screenshot Sidamo');
      } else {
        // Too narrow for GraphiQL's panes: the page says so instead of a column a letter wide.
        await page.locator('#graphql').scrollIntoViewIfNeeded();
        await expectVisible(page.getByText('The explorer needs a wider screen'));
      }
      await screenshot(page, `developers-explorer-${variant.name}`, { fullPage: false });
      expect(await violations()).toEqual([]);
      await context.close();
    }
  });
});
