import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { directPackageImports } from './build/direct-package-imports';
import { firstLoadChunks } from './build/first-load-chunks';
import { precompressAssets } from './build/precompress-assets';
import { reactRouterProductionBuild } from './build/react-router-production';

const gateway = 'http://localhost:3000';

/** A path of the web project (`src/app/main.tsx`, `../libs/…`) as an absolute file path. */
const sourcePath = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const RADIX_POPPER = '[data-radix-popper-content-wrapper]';

/**
 * GraphiQL's stylesheet gives every Radix popper its colour variables, named like the app's own
 * Tailwind theme (`--color-primary`, `--color-secondary`): once /developers had loaded it, the app's
 * menus and pickers would lose their colours for the rest of the visit. Scoped here to the poppers
 * that hold GraphiQL's own dropdowns and tooltips.
 */
function scopeGraphiqlPoppers(): Plugin {
  return {
    name: 'crema:scope-graphiql-poppers',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]graphiql[\\/]dist[\\/]style\.css$/.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes(RADIX_POPPER)) {
        this.warn('GraphiQL no longer styles Radix poppers: the scoping in vite.config.ts can go.');
        return null;
      }
      return code.replaceAll(
        RADIX_POPPER,
        `${RADIX_POPPER}:has(.graphiql-dropdown-content, .graphiql-tooltip)`,
      );
    },
  };
}

/**
 * The screens `/` renders first (web/src/app/routes/home.tsx): the landing and its recent activity,
 * the feed, and the session's error, which is what a member sees offline. The shell keeps them for
 * offline use, and the first load's chunks are cut along them (ADR 0035).
 */
const HOME_SCREENS = ['src/app/routes/home-landing.tsx', 'src/app/routes/home-feed.tsx'];
const FIRST_SCREENS = [
  ...HOME_SCREENS,
  // The landing's recent activity: below its fold, which on a phone is where it starts.
  'src/features/check-ins/components/feed/recent-activity.tsx',
  'src/features/auth/components/session-error.tsx',
];
const SHELL_STATIC_FILES = [
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Writes dist/sw.js: service-worker.js, preceded by the app shell's precache list (index.html's scripts
 * and styles, the first screens and what they import, the manifest and icons) and
 * a cache name that is the hash of that list, so each build with other files replaces the cache.
 */
function serviceWorker(): Plugin {
  let outDir = '';
  return {
    name: 'crema:service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const files = new Set<string>(SHELL_STATIC_FILES);
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk) throw new Error(`${key} is not in the build: update FIRST_SCREENS in vite.config.ts`);
        if (files.has(`/${chunk.file}`)) return;
        files.add(`/${chunk.file}`);
        chunk.css?.forEach((css) => files.add(`/${css}`));
        chunk.imports?.forEach(visit);
      };
      ['index.html', ...FIRST_SCREENS].forEach(visit);
      // What the first screens load right after (recent activity below the landing's fold, the
      // create form), so that offline they do not fail on a chunk that was never fetched.
      FIRST_SCREENS.flatMap((key) => manifest[key]?.dynamicImports ?? []).forEach(visit);
      const precache = [...files].sort();
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const worker = readFileSync(sourcePath('service-worker.js'), 'utf8');
      writeFileSync(
        join(outDir, 'sw.js'),
        `const CACHE = 'crema-shell-${version}';\nconst PRECACHE = ${JSON.stringify(precache)};\n${worker}`,
      );
    },
  };
}

/** Where the visitor's prerendered `/` goes in index.html, between markers the gateway finds. */
const ROOT_ELEMENT = '<div id="root"></div>';
const VISITOR_SHELL_START = '<!--visitor-shell-->';
const VISITOR_SHELL_END = '<!--/visitor-shell-->';

/**
 * Prerenders the visitor's `/` (src/app/prerender.tsx, through Vite's SSR loader) into dist/index.html
 * before #root: the landing paints as soon as the HTML and the stylesheet arrive, without waiting
 * for the JavaScript, which replaces it when its own first screen mounts. The gateway leaves it out
 * for other paths and for requests with a session cookie (ADR 0025).
 */
function prerenderVisitorShell(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'crema:prerender-visitor-shell',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        resolve: { alias: aliases },
        plugins: [react()],
      });
      try {
        const { renderVisitorShell } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          renderVisitorShell: () => string;
        };
        const html = renderVisitorShell();
        if (/\sstyle=/.test(html))
          throw new Error('The prerendered page has a style attribute, which the CSP blocks.');
        const indexPath = join(outDir, 'index.html');
        const index = readFileSync(indexPath, 'utf8');
        if (!index.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no ${ROOT_ELEMENT}`);
        writeFileSync(
          indexPath,
          index.replace(
            ROOT_ELEMENT,
            `${VISITOR_SHELL_START}<div id="visitor-shell">${html}</div>${VISITOR_SHELL_END}\n    ${ROOT_ELEMENT}`,
          ),
        );
      } finally {
        await server.close();
      }
    },
  };
}

const aliases = [
  // Every `zod` import (the app's, the contracts') gets it with the CSP's jitless setting applied.
  { find: /^zod$/, replacement: sourcePath('src/lib/zod-jitless.ts') },
  { find: '@crema/contracts', replacement: sourcePath('../libs/contracts/src') },
  { find: '@', replacement: sourcePath('src') },
];

export default defineConfig({
  plugins: [
    directPackageImports(),
    reactRouterProductionBuild(),
    react(),
    tailwindcss(),
    scopeGraphiqlPoppers(),
    serviceWorker(),
    prerenderVisitorShell(),
    precompressAssets(),
  ],
  resolve: {
    alias: aliases,
  },
  server: {
    proxy: {
      '/api': gateway,
      '/media': gateway,
      '/graphql': gateway,
    },
  },
  // Monaco's workers (the GraphiQL explorer on /developers) are bundled as same-origin module files,
  // which the CSP's worker fallback ('self') allows: no blob: or data: workers.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The service worker's precache list and the first-load measurement (scripts/bench) read it.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router, which every page runs, change less often than the app: a chunk of
        // their own stays cached across releases. The rest of the first load is a few chunks cut
        // along the first screens (ADR 0035); everything else follows the import graph, so a
        // library reaches the first load only when a first screen uses it (ADR 0025).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              ...firstLoadChunks({
                entry: sourcePath('src/app/main.tsx'),
                homeScreens: HOME_SCREENS.map(sourcePath),
                screens: FIRST_SCREENS.map(sourcePath),
              }),
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
