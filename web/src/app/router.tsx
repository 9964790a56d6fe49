import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ComponentType } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { GuestOnlyRoute, ProtectedRoute } from '@/features/auth/components/protected-route';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';
import { routePrefetcher, type PrefetchArgs, type PrefetchHandle } from '@/lib/prefetch-loader';
import { HomeRoute, homePrefetch } from './routes/home';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/**
 * A screen in a chunk of its own. Arriving at it starts that chunk and, when the screen has one,
 * its prefetch, a small chunk of its own too: the screen's first requests, so the chunk and its data
 * load side by side instead of one after the other (ADR 0025, ADR 0037).
 */
function screen(
  name: string,
  load: () => Promise<ComponentType>,
  prefetchData?: (args: PrefetchArgs) => Promise<void>,
): RouteObject {
  const { Screen, preload } = lazyScreen(name, load, <PageSpinner />);
  const handle: PrefetchHandle = {
    prefetch: (args) => {
      preload().catch(() => undefined);
      prefetchData?.(args).catch(() => undefined);
    },
  };
  return { element: <Screen />, handle };
}

/** The app's routes, and what starts loading on arriving at one of them. */
export interface AppRouteTable {
  routes: RouteObject[];
  /**
   * Starts the chunk and first requests of the screen at `location`: on a new path only, so a
   * change of the search alone (a tab, a filter) is the screen's own to load.
   */
  prefetch(location: Pick<Location, 'pathname' | 'search'>): void;
}

export function createAppRoutes(queryClient: QueryClient): AppRouteTable {
  const routes: RouteObject[] = [
    {
      element: <RootLayout />,
      children: [
        { path: paths.home, element: <HomeRoute />, handle: { prefetch: homePrefetch(queryClient) } },
        {
          element: <GuestOnlyRoute />,
          children: [{ path: paths.auth, ...screen('AuthRoute', async () => (await import('./routes/auth')).AuthRoute) }],
        },
        {
          path: paths.forgotPassword,
          ...screen('ForgotPasswordRoute', async () => (await import('./routes/forgot-password')).ForgotPasswordRoute),
        },
        {
          path: paths.resetPassword,
          ...screen('ResetPasswordRoute', async () => (await import('./routes/reset-password')).ResetPasswordRoute),
        },
        {
          path: paths.confirmEmail,
          ...screen('ConfirmEmailRoute', async () => (await import('./routes/confirm-email')).ConfirmEmailRoute),
        },
        {
          path: paths.shared,
          ...screen(
            'SharedCheckInRoute',
            async () => (await import('./routes/shared-check-in')).SharedCheckInRoute,
            async (args) => (await import('./routes/shared-check-in-loader')).sharedCheckInLoader(queryClient)(args),
          ),
        },
        {
          path: paths.unsubscribe,
          ...screen('UnsubscribeRoute', async () => (await import('./routes/unsubscribe')).UnsubscribeRoute),
        },
        {
          path: paths.search,
          ...screen(
            'SearchRoute',
            async () => (await import('./routes/search')).SearchRoute,
            async (args) => (await import('./routes/search-loader')).searchLoader(queryClient)(args),
          ),
        },
        {
          path: paths.coffee,
          ...screen(
            'CoffeeRoute',
            async () => (await import('./routes/coffee')).CoffeeRoute,
            async (args) => (await import('./routes/coffee-pages-loader')).coffeeLoader(queryClient)(args),
          ),
        },
        {
          path: paths.roaster,
          ...screen(
            'RoasterRoute',
            async () => (await import('./routes/roaster')).RoasterRoute,
            async (args) => (await import('./routes/coffee-pages-loader')).roasterLoader(queryClient)(args),
          ),
        },
        {
          path: paths.cafe,
          ...screen(
            'CafeRoute',
            async () => (await import('./routes/cafe')).CafeRoute,
            async (args) => (await import('./routes/coffee-pages-loader')).cafeLoader(queryClient)(args),
          ),
        },
        {
          path: paths.developers,
          ...screen('DevelopersRoute', async () => (await import('./routes/developers')).DevelopersRoute),
        },
        {
          path: paths.userProfile,
          ...screen(
            'UserProfileRoute',
            async () => (await import('./routes/user-profile')).UserProfileRoute,
            async (args) => (await import('./routes/user-profile-loader')).userProfileLoader(queryClient)(args),
          ),
        },
        {
          element: <ProtectedRoute />,
          children: [
            {
              path: paths.friends,
              ...screen(
                'FriendsRoute',
                async () => (await import('./routes/friends')).FriendsRoute,
                async (args) => (await import('./routes/member-screen-loaders')).friendsLoader(queryClient)(args),
              ),
            },
            {
              path: paths.profile,
              ...screen(
                'ProfileRoute',
                async () => (await import('./routes/profile')).ProfileRoute,
                async (args) => (await import('./routes/member-screen-loaders')).profileLoader(queryClient)(args),
              ),
            },
            {
              path: paths.badges,
              ...screen(
                'BadgesRoute',
                async () => (await import('./routes/badges')).BadgesRoute,
                async (args) => (await import('./routes/member-screen-loaders')).badgesLoader(queryClient)(args),
              ),
            },
            {
              path: paths.recommendations,
              ...screen(
                'RecommendationsRoute',
                async () => (await import('./routes/recommendations')).RecommendationsRoute,
                async (args) =>
                  (await import('./routes/member-screen-loaders')).recommendationsLoader(queryClient)(args),
              ),
            },
            {
              path: paths.settings,
              ...screen(
                'SettingsRoute',
                async () => (await import('./routes/settings')).SettingsRoute,
                async (args) => (await import('./routes/member-screen-loaders')).settingsLoader(queryClient)(args),
              ),
            },
            {
              path: paths.notifications,
              ...screen(
                'NotificationsRoute',
                async () => (await import('./routes/notifications')).NotificationsRoute,
                async (args) =>
                  (await import('./routes/member-screen-loaders')).notificationsLoader(queryClient)(args),
              ),
            },
            {
              path: paths.admin,
              ...screen('AdminRoute', async () => (await import('./routes/admin')).AdminRoute),
            },
          ],
        },
        { path: '*', ...screen('NotFoundRoute', async () => (await import('./routes/not-found')).NotFoundRoute) },
      ],
    },
  ];

  return { routes, prefetch: routePrefetcher(routes) };
}

/**
 * The screen of the current address. Its prefetch starts as the new address is committed (the app's
 * first one is started by main.tsx, before the first render); a screen that fails to load or render
 * gives way to the error page until the next navigation.
 */
export function AppRoutes({ app }: { app: AppRouteTable }) {
  const location = useLocation();
  useLayoutEffect(() => app.prefetch(location), [app, location]);
  const element = useRoutes(app.routes, location);
  return (
    <ErrorBoundary resetKey={location.key} fallback={(error) => <RouteError error={error} />}>
      {element}
    </ErrorBoundary>
  );
}
