/**
 * Registers the service worker that keeps the app shell for offline use (ADR 0025). Production
 * builds only: the dev server's modules are not what the worker precaches. After the page has
 * loaded, so installing it (and precaching) never competes with the first screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // Without it the app works as before, only not offline: nothing to tell the reader.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
