// The JavaScript a page needs before its first screen can render, from the web build's Vite
// manifest: the scripts index.html loads (entry and modulepreloads), the page's route chunks and
// everything those import statically. Dynamic imports (other routes, dialogs, menus) are left out:
// they load when used. Shared by `npm run bench:first-load` and e2e/browser/first-load.e2e-spec.ts.
// No import.meta here: jest loads this file through its CommonJS transform.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Issue 14 §5: the first load of `/`, signed out and signed in, in gzip bytes; the browser test
 * holds both to it, so the weight does not grow back unnoticed.
 */
export const INITIAL_JS_BUDGET_BYTES = 120 * 1024;

/**
 * How many script files each first load may take (6 and 8 today, ADR 0035): on HTTP/1.1 a phone
 * fetches six at a time, so each half-dozen more costs it a round trip.
 */
export const INITIAL_JS_MAX_FILES = { landing: 7, home: 9 };

/**
 * The lazy module each screen of `/` renders, by its source path in the manifest: `/` picks one once
 * it knows whether someone is signed in (web/src/app/routes/home.tsx). What they load after the
 * first render (the landing's recent activity) is not counted.
 */
export const SCREEN_MODULES = {
  landing: ['src/app/routes/home-landing.tsx'],
  home: ['src/app/routes/home-feed.tsx'],
};

export function readManifest(webDist) {
  return JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The chunks `screen` needs, each with its gzip size (level 9, like a static-compressing server),
 * and their total. Throws when a module of the screen is not in the build.
 */
export function initialJs(webDist, screen) {
  const manifest = readManifest(webDist);
  const roots = ['index.html', ...SCREEN_MODULES[screen]];
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the web build's manifest`);
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  const files = [...new Set([...keys].map((key) => manifest[key].file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { files, totalBytes: files.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0) };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
