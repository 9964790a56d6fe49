import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { SESSION_COOKIE, type ApiClient } from '../api/support/http';

/** Screenshots are kept as CI artifacts here. */
export const SCREENSHOT_DIR = path.resolve(__dirname, '../../test-results/screenshots');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The screens a journey photographs: phone and desktop width, light and dark. */
export const SCREEN_VARIANTS = [
  { viewport: PHONE, colorScheme: 'light', name: 'phone-light' },
  { viewport: PHONE, colorScheme: 'dark', name: 'phone-dark' },
  { viewport: DESKTOP, colorScheme: 'light', name: 'desktop-light' },
  { viewport: DESKTOP, colorScheme: 'dark', name: 'desktop-dark' },
] as const;

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** Cookies and local storage of another context: the same signed-in user in a new window. */
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  /** Browser permissions granted to the app's origin (e.g. the clipboard). */
  permissions?: string[];
}

/** Console lines of CSP reports (the workers' land there), per page. */
const consoleReports = new WeakMap<Page, string[]>();

/**
 * Records what a page reports against its CSP from before its first script runs: the document's
 * `securitypolicyviolation` events and, through the console, the workers'.
 */
async function watchPolicy(context: BrowserContext, page: Page): Promise<void> {
  const reports: string[] = [];
  consoleReports.set(page, reports);
  page.on('console', (message) => {
    // Only the policy's reports: a guest's session check answering 401 is logged too, and expected.
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/**
 * What the page reported against its CSP so far. A library inside the API explorer probes whether
 * eval works and carries on without it: the CSP refusing that probe is the policy holding, so it
 * is the one report left out.
 */
export async function policyReports(page: Page): Promise<string[]> {
  const isEvalProbe = (report: string) => /script-src.* eval$|'unsafe-eval'/.test(report);
  const documentReports = await page.evaluate(
    () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
  );
  return [...(consoleReports.get(page) ?? []), ...documentReports].filter((report) => !isEvalProbe(report));
}

/** Every page watches its CSP reports; screenshot() fails on any. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  // Fail fast: a control that is not there within 10 s is not coming.
  context.setDefaultTimeout(10_000);
  if (options.permissions) await context.grantPermissions(options.permissions, { origin: baseURL });
  const page = await context.newPage();
  await watchPolicy(context, page);
  return { context, page };
}

/** A page signed in as `who`: the session cookie of its API sign-up, without going through /auth. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  who: { client: ApiClient },
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const sessionId = who.client.sessionId;
  if (!sessionId) throw new Error('no session');
  const opened = await newPage(browser, baseURL, options);
  await opened.context.addCookies([{ name: SESSION_COOKIE, value: sessionId, url: baseURL }]);
  return opened;
}

/** Waits until the locator is visible; fails the test when it does not show within the timeout. */
export async function expectVisible(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Waits until the locator is gone (hidden or detached). */
export async function expectGone(locator: Locator, timeout = 10_000): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

/** Fills the login form and submits it (the caller checks the outcome). */
export async function login(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Registers through the Register tab and waits for the signed-in home. */
export async function signUp(
  page: Page,
  user: { username: string; email: string; password: string },
): Promise<void> {
  await page.goto('/auth?tab=register');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Your Coffee Feed' }));
}

/**
 * Saves a screenshot as test-results/screenshots/{name}.png: the whole page, or with
 * `fullPage: false` what the viewport shows (for dialogs, which sit over the viewport).
 * The whole page is taken through a viewport as tall as the page, so fixed bars (bottom navigation,
 * the round create button) sit at its edges as on a long screen, not over the middle of it.
 * Transitions are finished first, so a chevron is not caught half-turned.
 * Fails when the page has reported a CSP violation.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  // Each screenshot also proves that nothing the page did so far was refused by its CSP (a style
  // the policy blocks leaves a dialog or menu unstyled, which a test's clicks may not notice).
  const reports = await policyReports(page);
  if (reports.length > 0) throw new Error(`${name}: the page broke its CSP:\n${reports.join('\n')}`);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  const viewport = page.viewportSize();
  if (!fullPage || !viewport) {
    await page.screenshot({ path: file, animations: 'disabled' });
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  try {
    await page.screenshot({ path: file, animations: 'disabled' });
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** Whether the element is the document's focused element. */
export async function isFocused(locator: Locator): Promise<boolean> {
  return (await locator.and(locator.page().locator(':focus')).count()) === 1;
}

/** Waits until the locator has focus; fails when focus stays elsewhere (or on <body>). */
export async function expectFocused(locator: Locator, timeout = 5_000): Promise<void> {
  await locator.and(locator.page().locator(':focus')).waitFor({ state: 'attached', timeout });
}

/**
 * Presses Tab until the locator has focus, as a keyboard user would reach it; fails when it is not
 * reached within `maxPresses` (it is then not in the tab order, or behind something else).
 */
export async function tabTo(page: Page, locator: Locator, maxPresses = 60): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await isFocused(locator)) return;
    await page.keyboard.press('Tab');
  }
  if (!(await isFocused(locator)))
    throw new Error(`${String(locator)} not reached with ${maxPresses} Tab presses`);
}
