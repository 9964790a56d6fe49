import { SetMetadata } from '@nestjs/common';

/** Who may call a route. Every route declares one; the guard treats a missing one as `user`. */
export type Access = 'public' | 'user' | 'session' | 'admin';

export const ACCESS_KEY = 'crema:access';

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);
/** A signed-in user, by session cookie or personal access token. */
export const Authenticated = () => SetMetadata(ACCESS_KEY, 'user' satisfies Access);
/** A signed-in user with a session cookie: an access token cannot do this (ADR 0018). */
export const SessionOnly = () => SetMetadata(ACCESS_KEY, 'session' satisfies Access);
/** A signed-in administrator. */
export const AdminOnly = () => SetMetadata(ACCESS_KEY, 'admin' satisfies Access);
