import { Award, House, Plus, Search, ShieldCheck, User, Users } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { clsx } from 'clsx';
import { AppShell } from '@/components/layout/app-shell';
import { BottomNav, type NavItem } from '@/components/layout/bottom-nav';
import { buttonClassName } from '@/components/ui/button-styles';
import { Header } from '@/components/layout/header';
import { newCheckInPath, paths } from '@/config/paths';
import { servedWithSessionCookie, showFirstScreen, useFirstScreenPainted } from '@/lib/first-screen';
import { hasSessionHint } from '@/lib/session';
import { GuestActions } from '@/features/auth/components/guest-actions';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';

// The signed-in header's menus (Radix, the notifications stream) load once the first screen is
// painted, so their chunks never hold it back; a placeholder of their size keeps the header still.
const UserMenu = lazy(async () => ({
  default: (await import('@/features/auth/components/user-menu')).UserMenu,
}));
const NotificationsBell = lazy(async () => ({
  default: (await import('@/features/notifications/components/notifications-bell')).NotificationsBell,
}));
const headerControlPlaceholder = <span className="size-10 shrink-0" aria-hidden="true" />;

/** A header control that loads once the first screen is drawn; until then, a placeholder of its size. */
function AfterFirstScreen({ children }: { children: ReactNode }) {
  if (!useFirstScreenPainted()) return headerControlPlaceholder;
  return <Suspense fallback={headerControlPlaceholder}>{children}</Suspense>;
}

const home: NavItem = { to: paths.home, label: 'Home', icon: House };
const search: NavItem = { to: paths.search, label: 'Search', icon: Search };
const friends: NavItem = { to: paths.friends, label: 'Friends', icon: Users };
const badges: NavItem = { to: paths.badges, label: 'Badges', icon: Award };
const profile: NavItem = { to: paths.profile, label: 'Profile', icon: User };
const admin: NavItem = { to: paths.admin, label: 'Admin', icon: ShieldCheck };

/** SPEC §2: Home, Search, Friends, Badges, Profile, plus Admin for admins; guests get the public screens. */
function navItemsFor(user: { isAdmin: boolean } | null): NavItem[] {
  if (!user) return [home, search];
  const signedIn = [home, search, friends, badges, profile];
  return user.isAdmin ? [...signedIn, admin] : signedIn;
}

export function RootLayout() {
  const { user, isLoading, loadError } = useAuth();
  // While the session loads, a browser that most likely has one (the page was served for a session
  // cookie, or it knew of a session) draws a member's tab bar and header controls: what the answer
  // will most likely show, so nothing shifts when it comes (ADR 0036).
  const expectsMember = isLoading && (servedWithSessionCookie() || hasSessionHint());
  const navItems = navItemsFor(user ?? (expectsMember ? { isAdmin: false } : null));
  const { pathname } = useLocation();
  // The visitor's prerendered `/` (index.html) stays until the home screen replaces it (the landing,
  // or a member's feed); any other path shows the app's own screen at once.
  useLayoutEffect(() => {
    if (pathname !== paths.home) showFirstScreen();
  }, [pathname]);

  return (
    <AppShell
      header={
        <Header
          navItems={navItems}
          actions={
            <>
              {/* Wide screens: the first thing after the navigation, a few Tabs from the top. */}
              {(user || expectsMember) && (
                <Link to={newCheckInPath} className={clsx(buttonClassName('default', 'sm'), 'max-md:hidden')}>
                  <Plus aria-hidden="true" />
                  Check in
                </Link>
              )}
              <ThemeToggle />
              {user ? (
                <>
                  <AfterFirstScreen>
                    <NotificationsBell />
                  </AfterFirstScreen>
                  <AfterFirstScreen>
                    <UserMenu />
                  </AfterFirstScreen>
                </>
              ) : expectsMember ? (
                <>
                  {headerControlPlaceholder}
                  {headerControlPlaceholder}
                </>
              ) : (
                // Not while the session could not be loaded: a member offline is not signed out.
                !isLoading && !loadError && <GuestActions />
              )}
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
