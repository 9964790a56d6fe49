import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The invitation pinned to the bottom of the guest home, above the mobile tab bar. */
export function JoinBar() {
  const navigate = useNavigate();
  return (
    <aside
      aria-label="Join Crema"
      className="fixed inset-x-0 bottom-16 z-30 border-t border-border bg-card/95 backdrop-blur md:bottom-0"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="text-sm font-medium">
          Join the community to log and share your coffees.
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => void navigate(paths.auth)}>
            I have an account
          </Button>
          <Button size="sm" onClick={() => void navigate(paths.register)}>
            Get started
          </Button>
        </div>
      </div>
    </aside>
  );
}
