import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { GuestOnlyRoute, ProtectedRoute } from '@/features/auth/components/protected-route';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/spinner';
import { onNewPath } from '@/lib/prefetch-loader';
import { HomeRoute, homeLoader } from './routes/home';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

/**
 * Each screen is its own chunk. A route's loader prefetches the screen's first queries, so the chunk
 * and its data load side by side instead of one after the other (ADR 0025). Outside `/`, the loader
 * is a small chunk of its own, loaded beside the screen's (ADR 0037): the entry stays as it is.
 */
export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter([
    {
      Component: RootLayout,
      errorElement: <RouteError />,
      children: withLoadingScreens([
        {
          path: paths.home,
          loader: homeLoader(queryClient),
          Component: HomeRoute,
        },
        {
          Component: GuestOnlyRoute,
          children: [
            {
              path: paths.auth,
              lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }),
            },
          ],
        },
        {
          path: paths.forgotPassword,
          lazy: async () => ({ Component: (await import('./routes/forgot-password')).ForgotPasswordRoute }),
        },
        {
          path: paths.resetPassword,
          lazy: async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
        },
        {
          path: paths.confirmEmail,
          lazy: async () => ({ Component: (await import('./routes/confirm-email')).ConfirmEmailRoute }),
        },
        {
          path: paths.shared,
          shouldRevalidate: onNewPath,
          lazy: {
            loader: async () =>
              (await import('./routes/shared-check-in-loader')).sharedCheckInLoader(queryClient),
            Component: async () => (await import('./routes/shared-check-in')).SharedCheckInRoute,
          },
        },
        {
          path: paths.unsubscribe,
          lazy: async () => ({ Component: (await import('./routes/unsubscribe')).UnsubscribeRoute }),
        },
        {
          path: paths.search,
          shouldRevalidate: onNewPath,
          lazy: {
            loader: async () => (await import('./routes/search-loader')).searchLoader(queryClient),
            Component: async () => (await import('./routes/search')).SearchRoute,
          },
        },
        {
          path: paths.coffee,
          shouldRevalidate: onNewPath,
          lazy: {
            loader: async () => (await import('./routes/coffee-pages-loader')).coffeeLoader(queryClient),
            Component: async () => (await import('./routes/coffee')).CoffeeRoute,
          },
        },
        {
          path: paths.roaster,
          shouldRevalidate: onNewPath,
          lazy: {
            loader: async () => (await import('./routes/coffee-pages-loader')).roasterLoader(queryClient),
            Component: async () => (await import('./routes/roaster')).RoasterRoute,
          },
        },
        {
          path: paths.cafe,
          shouldRevalidate: onNewPath,
          lazy: {
            loader: async () => (await import('./routes/coffee-pages-loader')).cafeLoader(queryClient),
            Component: async () => (await import('./routes/cafe')).CafeRoute,
          },
        },
        {
          path: paths.developers,
          lazy: async () => ({ Component: (await import('./routes/developers')).DevelopersRoute }),
        },
        {
          path: paths.userProfile,
          shouldRevalidate: onNewPath,
          lazy: {
            loader: async () => (await import('./routes/user-profile-loader')).userProfileLoader(queryClient),
            Component: async () => (await import('./routes/user-profile')).UserProfileRoute,
          },
        },
        {
          Component: ProtectedRoute,
          children: [
            {
              path: paths.friends,
              shouldRevalidate: onNewPath,
              lazy: {
                loader: async () =>
                  (await import('./routes/member-screen-loaders')).friendsLoader(queryClient),
                Component: async () => (await import('./routes/friends')).FriendsRoute,
              },
            },
            {
              path: paths.profile,
              shouldRevalidate: onNewPath,
              lazy: {
                loader: async () =>
                  (await import('./routes/member-screen-loaders')).profileLoader(queryClient),
                Component: async () => (await import('./routes/profile')).ProfileRoute,
              },
            },
            {
              path: paths.badges,
              shouldRevalidate: onNewPath,
              lazy: {
                loader: async () =>
                  (await import('./routes/member-screen-loaders')).badgesLoader(queryClient),
                Component: async () => (await import('./routes/badges')).BadgesRoute,
              },
            },
            {
              path: paths.recommendations,
              shouldRevalidate: onNewPath,
              lazy: {
                loader: async () =>
                  (await import('./routes/member-screen-loaders')).recommendationsLoader(queryClient),
                Component: async () => (await import('./routes/recommendations')).RecommendationsRoute,
              },
            },
            {
              path: paths.settings,
              shouldRevalidate: onNewPath,
              lazy: {
                loader: async () =>
                  (await import('./routes/member-screen-loaders')).settingsLoader(queryClient),
                Component: async () => (await import('./routes/settings')).SettingsRoute,
              },
            },
            {
              path: paths.notifications,
              shouldRevalidate: onNewPath,
              lazy: {
                loader: async () =>
                  (await import('./routes/member-screen-loaders')).notificationsLoader(queryClient),
                Component: async () => (await import('./routes/notifications')).NotificationsRoute,
              },
            },
            {
              path: paths.admin,
              lazy: async () => ({ Component: (await import('./routes/admin')).AdminRoute }),
            },
          ],
        },
        { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
      ]),
    },
  ]);

/**
 * Gives every screen that loads something first (its chunk, its loader) a spinner to show on the
 * app's first load meanwhile. Without one, React Router draws nothing at all, not even the header,
 * until the screen is ready, and warns in the console.
 */
function withLoadingScreens(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const HydrateFallback = route.lazy || route.loader ? PageSpinner : route.HydrateFallback;
    if (route.index) return { ...route, HydrateFallback };
    return { ...route, HydrateFallback, children: route.children && withLoadingScreens(route.children) };
  });
}
