import { coffeePagePaths } from '@crema/contracts/checkins/coffee-page-paths';

/** Every route of the app in one place, so links and the router cannot disagree. */
export const paths = {
  home: '/',
  auth: '/auth',
  register: '/auth?tab=register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where an email change's link lands; reads the query parameter token. */
  confirmEmail: '/confirm-email',
  profile: '/profile',
  friends: '/friends',
  search: '/search',
  /** Someone's public profile; `userProfilePath(username)` builds a link to one. */
  userProfile: '/users/:username',
  settings: '/settings',
  badges: '/badges',
  recommendations: '/recommendations',
  admin: '/admin',
  notifications: '/notifications',
  /** The one-click unsubscribe of the email digest; reads the query parameter token. */
  unsubscribe: '/unsubscribe',
  /** The public page of a check-in; `sharedCheckInPath(id)` builds a link to one. */
  shared: '/shared/:id',
  /** The pages search results lead to (ADR 0017); `coffeePath(id)` and the others build links. */
  coffee: '/coffees/:id',
  roaster: '/roasters/:id',
  cafe: '/cafes/:id',
  /**
   * The public API documentation: authentication, the REST reference, GraphQL and its explorer.
   * Links to it load a new document: the explorer's editor needs a CSP of its own (gateway spa-index.ts).
   */
  developers: '/developers',
} as const;

export const coffeePath = coffeePagePaths.coffee;
export const roasterPath = coffeePagePaths.roaster;
export const cafePath = coffeePagePaths.cafe;

/** Settings → Developer, where personal access tokens are made (the tab is a query parameter). */
export const developerSettingsPath = `${paths.settings}?tab=developer`;

/** `/?checkin=new` opens the Check In modal on the home screen. */
export const CHECK_IN_PARAM = 'checkin';
export const newCheckInPath = `${paths.home}?${CHECK_IN_PARAM}=new`;

export function sharedCheckInPath(id: number | string): string {
  return `/shared/${encodeURIComponent(String(id))}`;
}

export function userProfilePath(username: string): string {
  return `/users/${encodeURIComponent(username)}`;
}
