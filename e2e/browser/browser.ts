import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { bootSystem, type RunningSystem } from '../api/support/system';

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

/**
 * Boots the system and Chromium side by side. When either fails the other is closed again, so a
 * missing browser cannot leave the processes running (and jest waiting on them).
 */
export async function bootWithBrowser(): Promise<{ system: RunningSystem; browser: Browser }> {
  const [system, browser] = await Promise.allSettled([bootSystem(), launchBrowser()]);
  if (system.status === 'fulfilled' && browser.status === 'fulfilled')
    return { system: system.value, browser: browser.value };
  if (system.status === 'fulfilled') await system.value.stop();
  if (browser.status === 'fulfilled') await browser.value.close();
  throw system.status === 'rejected' ? system.reason : (browser as PromiseRejectedResult).reason;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: { viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
