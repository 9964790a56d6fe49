import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthPath } from '@/lib/use-auth-path';

/** 'Log in' and 'Sign up' for signed-out visitors, coming back here after; Sign up lands on the Register tab. */
export function GuestActions() {
  const navigate = useNavigate();
  const loginPath = useAuthPath();
  const registerPath = useAuthPath('register');
  return (
    <div className="flex items-center gap-2">
      <Button variant="ghost" size="sm" onClick={() => void navigate(loginPath)}>
        Log in
      </Button>
      <Button size="sm" onClick={() => void navigate(registerPath)}>
        Sign up
      </Button>
    </div>
  );
}
