import { startTransition, useEffect, useState } from 'react';

/**
 * The id of the visitor's prerendered `/` in index.html (vite.config.ts writes it, index.css hides
 * #root while it is there; ADR 0034).
 */
const VISITOR_SHELL_ID = 'visitor-shell';

/**
 * The attribute the service worker puts on `<html>` of the shell it serves offline (service-worker.js),
 * from which it has taken the prerendered landing out: a cached page says nothing of this visit's cookie.
 */
const OFFLINE_SHELL_ATTRIBUTE = 'data-offline-shell';

let firstScreenPainted = false;
const firstScreenListeners = new Set<() => void>();

/**
 * The app's first screen is mounting: the prerendered landing, if there, gives way to it. Called
 * from a layout effect, so both never paint together and nothing shifts; what waits for the first
 * screen (useFirstScreenPainted) follows once it has been drawn.
 */
export function showFirstScreen(): void {
  document.getElementById(VISITOR_SHELL_ID)?.remove();
  if (firstScreenPainted) return;
  // The second frame's callbacks run once the first screen's frame has been drawn.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (firstScreenPainted) return;
      firstScreenPainted = true;
      for (const listener of firstScreenListeners) listener();
    }),
  );
}

/**
 * Whether the first screen has been drawn: what is not part of it (the header's menus) loads after,
 * so its chunks and requests do not hold that paint back (ADR 0036). What turns on then renders in
 * a transition, in slices, rather than in the animation frame that learns of it (ADR 0041).
 */
export function useFirstScreenPainted(): boolean {
  const [painted, setPainted] = useState(firstScreenPainted);
  useEffect(() => {
    if (painted) return;
    const update = () => startTransition(() => setPainted(true));
    if (firstScreenPainted) {
      update();
      return;
    }
    firstScreenListeners.add(update);
    return () => {
      firstScreenListeners.delete(update);
    };
  }, [painted]);
  return painted;
}

/**
 * What the page's own HTML says of the session cookie, read once as the app starts (before the
 * landing removes the prerendered page): the gateway serves `/` with it only to a request without a
 * session cookie, and without it when there is one (ADR 0034). Unknown on any other path, and
 * offline.
 */
const servedCookie: 'absent' | 'present' | 'unknown' =
  typeof document === 'undefined' ||
  window.location.pathname !== '/' ||
  document.documentElement.hasAttribute(OFFLINE_SHELL_ATTRIBUTE)
    ? 'unknown'
    : document.getElementById(VISITOR_SHELL_ID)
      ? 'absent'
      : 'present';
let servedCookieRead = false;

/** Whether this load's page was served for a request with a session cookie (`/` only; see servedCookie). */
export function servedWithSessionCookie(): boolean {
  return servedCookie === 'present';
}

/** The served page's word on the session cookie, without using it up (see takeServedSessionCookie). */
export function servedSessionCookie(): 'absent' | 'present' | 'unknown' {
  return servedCookieRead ? 'unknown' : servedCookie;
}

/** The served page's word on the session cookie, for the first session request only (later ones follow logins and logouts). */
export function takeServedSessionCookie(): 'absent' | 'present' | 'unknown' {
  if (servedCookieRead) return 'unknown';
  servedCookieRead = true;
  return servedCookie;
}
