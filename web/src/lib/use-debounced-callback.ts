import { useCallback, useEffect, useRef } from 'react';

/**
 * A stable function that calls `callback` once `delayMs` have passed without another call; a
 * pending call is dropped on unmount or by `cancel`.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
) {
  const latest = useRef(callback);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  const run = useCallback(
    (...args: Args) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => latest.current(...args), delayMs);
    },
    [delayMs],
  );
  return { run, cancel };
}
