import { Code, LogOut, Settings, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useAuth } from '../hooks/use-auth';

/** The signed-in user's menu: profile, settings, the developer docs and logout (disabled while authenticating). */
export function UserMenu() {
  const { user, logout, isAuthenticating } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="User menu"
        className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <Avatar name={user.username} src={user.avatarUrl} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate">{user.username}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.profile)}>
          <User aria-hidden="true" />
          My Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(paths.settings)}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => window.location.assign(paths.developers)}>
          <Code aria-hidden="true" />
          Developers
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={isAuthenticating}
          onSelect={() => {
            logout().catch(() => undefined);
          }}
        >
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
