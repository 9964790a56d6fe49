import { createElement, startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A screen's code did not arrive (offline, or a deploy replaced its chunk): what to tell the reader. */
export class ScreenLoadError extends Error {
  constructor(screen: string, cause: unknown) {
    super('This page could not be loaded. Check your connection, then reload the page.', { cause });
    this.name = `ScreenLoadError(${screen})`;
  }
}

/**
 * A screen in a chunk of its own. It renders at once when the chunk is already loaded, and its
 * `fallback` until then, without suspending: React reveals suspended content at most every 300 ms,
 * which held the member's feed back by that much after its chunk had come (ADR 0036). The screen
 * that arrives later renders in a transition, in slices that leave the page responsive.
 * A load that fails while the screen waits is thrown to the nearest error boundary as a
 * ScreenLoadError; a screen drawn after an earlier failure (Back to it) tries again first.
 * `preload` starts (or joins) the download; a route's prefetch calls it beside the screen's data.
 */
export function lazyScreen<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
) {
  let loaded: ComponentType<Props> | undefined;
  let failure: { error: ScreenLoadError } | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const listeners = new Set<() => void>();
  const settle = () => listeners.forEach((listener) => listener());

  const preload = (): Promise<ComponentType<Props>> => {
    if (loaded) return Promise.resolve(loaded);
    if (loading) return loading;
    failure = undefined;
    loading = load().then(
      (component) => {
        loaded = component;
        settle();
        return component;
      },
      (cause: unknown) => {
        // Not remembered as loading: the next preload (another visit of the route) tries again.
        loading = undefined;
        failure = { error: new ScreenLoadError(name, cause) };
        settle();
        throw failure.error;
      },
    );
    return loading;
  };

  function Screen(props: Props) {
    // What a failure before this screen was drawn left is not shown: the effect tries again.
    const [current, setCurrent] = useState<ComponentType<Props> | typeof failure>(() => loaded);
    useEffect(() => {
      preload().catch(() => undefined);
      const update = () => startTransition(() => setCurrent(() => loaded ?? failure));
      listeners.add(update);
      update();
      return () => {
        listeners.delete(update);
      };
    }, []);
    if (typeof current === 'function') return createElement(current, props);
    if (current) throw current.error;
    return fallback;
  }
  Screen.displayName = name;
  return { Screen, preload };
}
