import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** 'Log in' and 'Sign up' for signed-out visitors; Sign up lands on the Register tab. */
export function GuestActions() {
  const navigate = useNavigate();
  return (
    <div className="flex items-center gap-2">
      <Button variant="ghost" size="sm" onClick={() => void navigate(paths.auth)}>
        Log in
      </Button>
      <Button size="sm" onClick={() => void navigate(paths.register)}>
        Sign up
      </Button>
    </div>
  );
}
