import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded dialog mounts when first opened and
 * stays mounted, so it keeps its state and closing animation like one that was always there.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
