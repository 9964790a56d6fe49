import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's entry points in its production build, as installed where `root` resolves them.
 * React Router 7 ships that build beside its development one, but its package's exports name only
 * the development files (remix-run/react-router#12532, #14102), so a bundle keeps the
 * development-only warnings (`ENABLE_DEV_WARNINGS`) and their messages. The builds differ only in
 * that flag.
 */
export function reactRouterProductionEntries(root: string): Record<string, string> {
  const require = createRequire(join(root, 'package.json'));
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  const entries = {
    'react-router': join(dist, 'index.mjs'),
    'react-router/dom': join(dist, 'dom-export.mjs'),
  };
  for (const file of Object.values(entries)) {
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing: React Router's layout changed (web/build/react-router-production.ts)`,
      );
    }
  }
  return entries;
}

/** `vite build` bundles React Router's production build (see reactRouterProductionEntries). */
export function reactRouterProductionBuild(): Plugin {
  let entries: Record<string, string> = {};
  return {
    name: 'crema:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      entries = reactRouterProductionEntries(config.root);
    },
    resolveId: (source) => entries[source] ?? null,
  };
}
