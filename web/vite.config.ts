import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const gateway = 'http://localhost:3000';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), scopeGraphiqlPoppers()],
  resolve: {
    alias: {
      '@crema/contracts': fileURLToPath(new URL('../libs/contracts/src', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
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
        // their own stays cached across releases. Everything else follows the import graph, so a
        // library reaches the first load only when the first screen uses it (ADR 0025).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
