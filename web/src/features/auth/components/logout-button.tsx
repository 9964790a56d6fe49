import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '../hooks/use-auth';

export function LogoutButton() {
  const { logout, isAuthenticating } = useAuth();
  return (
    <Button
      variant="outline"
      disabled={isAuthenticating}
      onClick={() => {
        logout().catch(() => undefined);
      }}
    >
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  );
}
