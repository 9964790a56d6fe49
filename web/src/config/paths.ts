/** Every route of the app in one place, so links and the router cannot disagree. */
export const paths = {
  home: '/',
  auth: '/auth',
  register: '/auth?tab=register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  friends: '/friends',
  search: '/search',
  /** Someone's public profile; `userProfilePath(username)` builds a link to one. */
  userProfile: '/users/:username',
  settings: '/settings',
  badges: '/badges',
  recommendations: '/recommendations',
  admin: '/admin',
  /** The public page of a check-in; `sharedCheckInPath(id)` builds a link to one. */
  shared: '/shared/:id',
} as const;

/** `/?checkin=new` opens the Check In modal on the home screen. */
export const CHECK_IN_PARAM = 'checkin';
export const newCheckInPath = `${paths.home}?${CHECK_IN_PARAM}=new`;

export function sharedCheckInPath(id: number | string): string {
  return `/shared/${encodeURIComponent(String(id))}`;
}

export function userProfilePath(username: string): string {
  return `/users/${encodeURIComponent(username)}`;
}
