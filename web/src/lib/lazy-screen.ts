import { createElement, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/**
 * A screen in a chunk of its own. It renders at once when the chunk is already loaded, and its
 * `fallback` until then, without suspending: React reveals suspended content at most every 300 ms,
 * which held the member's feed back by that much after its chunk had come (ADR 0036). A chunk that
 * failed to load is thrown to the nearest error boundary as a ScreenLoadError.
 * `preload` starts (or joins) the download; a route's prefetch calls it beside the screen's data.
 */
/** A screen's code did not arrive (offline, or a deploy replaced its chunk): what to tell the reader. */
export class ScreenLoadError extends Error {
  constructor(screen: string, cause: unknown) {
    super('This page could not be loaded. Check your connection, then reload the page.', { cause });
    this.name = `ScreenLoadError(${screen})`;
  }
}

export function lazyScreen<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
) {
  let loaded: ComponentType<Props> | undefined;
  let failure: { error: unknown } | undefined;
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
        failure = undefined;
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
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const state = () => loaded ?? failure;

  function Screen(props: Props) {
    const current = useSyncExternalStore(subscribe, state, state);
    useEffect(() => {
      if (!loaded) preload().catch(() => undefined);
    }, []);
    if (typeof current === 'function') return createElement(current, props);
    if (current) throw current.error;
    return fallback;
  }
  Screen.displayName = name;
  return { Screen, preload };
}
