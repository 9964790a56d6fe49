/** Every route of the app in one place, so links and the router cannot disagree. */
export const paths = {
  home: '/',
  auth: '/auth',
  register: '/auth?tab=register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  settings: '/settings',
  admin: '/admin',
} as const;
