import { useCallback, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@/config/constants';

export type Theme = 'light' | 'dark';

// The <html> class is the source of truth: index.html sets it before first paint.
function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

// The page prerendered at build time (app/prerender.tsx) draws the light theme's state; its CSS
// follows the <html> class all the same.
const serverTheme = (): Theme => 'light';

export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  const toggleTheme = useCallback(() => applyTheme(theme === 'dark' ? 'light' : 'dark'), [theme]);
  return { theme, toggleTheme };
}
