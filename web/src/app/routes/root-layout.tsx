import { House, ShieldCheck, User } from 'lucide-react';
import { Outlet } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { BottomNav, type NavItem } from '@/components/layout/bottom-nav';
import { Header } from '@/components/layout/header';
import { paths } from '@/config/paths';
import { GuestActions } from '@/features/auth/components/guest-actions';
import { UserMenu } from '@/features/auth/components/user-menu';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';

// Entries appear as their screens land (Search, Friends and Badges come with later issues).
const home: NavItem = { to: paths.home, label: 'Home', icon: House };
const profile: NavItem = { to: paths.profile, label: 'Profile', icon: User };
const admin: NavItem = { to: paths.admin, label: 'Admin', icon: ShieldCheck };

export function RootLayout() {
  const { user, isLoading } = useAuth();
  const navItems = user ? (user.isAdmin ? [home, profile, admin] : [home, profile]) : [home];

  return (
    <AppShell
      header={
        <Header
          navItems={navItems}
          actions={
            <>
              <ThemeToggle />
              {user && <NotificationsMenu />}
              {user ? <UserMenu /> : !isLoading && <GuestActions />}
            </>
          }
        />
      }
      bottomNav={<BottomNav items={navItems} />}
    >
      <Outlet />
    </AppShell>
  );
}
