import { useState } from 'react';

/**
 * For a control whose code loads on first use (a menu, a select): the loaded value once `load()`
 * has resolved (null before), `activate` to ask for it (a press), `warm` to start the download
 * early (hover, focus), and whether the last press's load failed. `load` should be module-level,
 * so every instance shares one request.
 */
export function useLoadedOnUse<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const activate = () => {
    setFailed(false);
    load().then(
      (value) => setLoaded(() => value),
      // Offline: the stand-in stays (told by `failed`, for a part that waits for it); the next
      // press tries again.
      () => setFailed(true),
    );
  };
  const warm = () => void load().catch(() => undefined);
  return [loaded, activate, warm, failed] as const;
}
