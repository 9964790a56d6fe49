import { useNavigate } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { useAuthPath } from '@/lib/use-auth-path';

/** 'Log in' and 'Sign up' for signed-out visitors, coming back here after; Sign up lands on the Register tab. */
export function GuestActions() {
  const navigate = useNavigate();
  const loginPath = useAuthPath();
  const registerPath = useAuthPath('register');
  // Plain buttons in the header of every visitor's first screen: no tailwind-merge (ADR 0025).
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={buttonClassName('ghost', 'sm')}
        onClick={() => void navigate(loginPath)}
      >
        Log in
      </button>
      <button
        type="button"
        className={buttonClassName('default', 'sm')}
        onClick={() => void navigate(registerPath)}
      >
        Sign up
      </button>
    </div>
  );
}
