import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component in a chunk of its own that renders at once when the chunk is already loaded. React's
 * `lazy` suspends on its first render even then, and the fallback it shows holds the screen back
 * by React's reveal throttle (about 300 ms): the member's feed painted that much later (ADR 0036).
 * `preload` starts (or joins) the download; a loader awaits it beside the screen's data.
 */
export function lazyScreen<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async (): Promise<ComponentType<Props>> => {
    loaded ??= await load();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Screen(props: Props) {
    return createElement(loaded ?? Lazy, props);
  }
  Screen.displayName = name;
  return { Screen, preload };
}
