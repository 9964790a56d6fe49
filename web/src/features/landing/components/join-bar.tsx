import { useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';

/** The invitation pinned to the bottom of the guest home, above the mobile tab bar: one short row on phones. */
export function JoinBar() {
  const navigate = useNavigate();
  return (
    <aside
      aria-label="Join Crema"
      className="fixed inset-x-0 bottom-14 z-30 border-t border-border bg-card/95 backdrop-blur md:bottom-0"
    >
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-4 py-1.5 sm:py-3">
        <p className="min-w-0 text-xs font-medium sm:text-sm">
          Join the community<span className="hidden sm:inline"> to log and share your coffees</span>.
        </p>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={buttonClassName('outline', 'sm')}
            onClick={() => void navigate(paths.auth)}
          >
            <span className="sm:hidden">Log in</span>
            <span className="hidden sm:inline">I have an account</span>
          </button>
          <button
            type="button"
            className={buttonClassName('default', 'sm')}
            onClick={() => void navigate(paths.register)}
          >
            Get started
          </button>
        </div>
      </div>
    </aside>
  );
}
