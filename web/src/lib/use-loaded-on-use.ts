import { useState } from 'react';

/**
 * For a control whose code loads on first use (a menu, a select): the loaded value once `load()`
 * has resolved (null before), `activate` to ask for it (a press), and `warm` to start the download
 * early (hover, focus). `load` should be module-level, so every instance shares one request.
 */
export function useLoadedOnUse<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const activate = () => {
    load().then(
      (value) => setLoaded(() => value),
      () => undefined, // Offline: the stand-in stays; the next press tries again.
    );
  };
  const warm = () => void load().catch(() => undefined);
  return [loaded, activate, warm] as const;
}
