import { Moon, Sun } from 'lucide-react';
import { buttonClassName } from '@/components/ui/button-styles';
import { useTheme } from '../hooks/use-theme';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    // A plain button: it is in the header of every first screen, which loads no tailwind-merge (ADR 0025).
    <button
      type="button"
      className={buttonClassName('ghost', 'icon')}
      aria-label="Toggle dark mode"
      aria-pressed={theme === 'dark'}
      onClick={toggleTheme}
    >
      {/* Both drawn, the <html> class picks one: right before the app runs too (app/prerender.tsx). */}
      <Sun aria-hidden="true" className="hidden dark:block" />
      <Moon aria-hidden="true" className="dark:hidden" />
    </button>
  );
}
