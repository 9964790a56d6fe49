import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned sentinel element comes within `margin` of the viewport, so
 * the next page starts loading a little before the end of a list is reached.
 */
export function useLoadMoreOnVisible(onVisible: () => void, active: boolean, margin = '600px') {
  const sentinel = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, margin]);
  return sentinel;
}
