// Crema's service worker (ADR 0025). The build (vite.config.ts) prepends CACHE, a name that changes
// with every build, and PRECACHE, the app shell's files: index.html's scripts and styles, the first
// screens of `/`, the manifest and icons.
//
// - Navigations: the network first; offline, the cached shell (the SPA renders any route from it),
//   without the visitor's prerendered landing it may hold: the app asks for the session instead.
// - /assets/*: content-hashed, so cache first, and kept once fetched (other screens' chunks too).
// - Nothing else: API answers, GraphQL, media and anything of another origin never touch the cache.
/* global CACHE, PRECACHE, self, caches */

const SHELL = '/';
// The visitor's prerendered `/` between the markers the build writes (vite.config.ts), and the
// attribute that tells the app the page is the offline shell (src/lib/first-screen.ts).
const VISITOR_SHELL = /<!--visitor-shell-->[\s\S]*?<!--\/visitor-shell-->/;
const OFFLINE_SHELL_ATTRIBUTE = 'data-offline-shell';
// Served by the gateway, not the SPA: left to the network even when opened as a page (downloads, media).
const NOT_THE_APP = /^\/(api|graphql|media)(\/|$)/;

// What the fetch handler leaves to the network anyway goes there without passing through this
// worker (static routing, Chromium 123+): no worker start-up before an API call, and a request sent
// as the page unloads (the spans beacon, ADR 0029) is not lost on its way through a worker.
// The paths NOT_THE_APP names, as URL patterns: `/api`, and anything under it.
const NETWORK_ROUTES = ['/api{/*}?', '/graphql{/*}?', '/media{/*}?'].map((pathname) => ({
  condition: { urlPattern: { pathname } },
  source: 'network',
}));

self.addEventListener('install', (event) => {
  event.waitUntil(
    Promise.all([
      // A browser without the API, or refusing a rule, keeps the fetch handler's same answer.
      event.addRoutes?.(NETWORK_ROUTES).catch(() => undefined),
      caches.open(CACHE).then((cache) => cache.addAll([SHELL, ...PRECACHE])),
    ]).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/**
 * The cached shell as the offline page of any route. It was cached with the cookies of one moment
 * (a visitor's landing, say) which need not be this person's now.
 */
async function offlineShell(cached) {
  const html = (await cached.text())
    .replace(VISITOR_SHELL, '')
    .replace(/<html\b/i, `<html ${OFFLINE_SHELL_ATTRIBUTE}`);
  // The text is decoded: the stored encoding and length no longer describe it.
  const headers = new Headers(cached.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(html, { status: cached.status, statusText: cached.statusText, headers });
}

async function networkFirstShell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL);
    if (shell) return offlineShell(shell);
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NOT_THE_APP.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});
