import { useEffect, useRef, useState } from 'react';

/**
 * True once the returned element has come within `margin` of the viewport (and from then on): a
 * section below the fold can wait to load its code and data until the reader heads its way. True
 * at once in a browser without IntersectionObserver; false when prerendered.
 */
export function useNearViewport<E extends Element>(margin = '400px') {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
