import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { userProfilePath } from '@/config/paths';
import { Avatar } from './avatar';

/**
 * A person's avatar linking to their profile. It is left out of the tab order and of the
 * accessibility tree: the username link beside it goes to the same page.
 */
export function ProfileAvatarLink({
  username,
  src,
  className,
}: {
  username: string;
  src: string | null | undefined;
  className?: string;
}) {
  return (
    <Link to={userProfilePath(username)} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
      <Avatar name={username} src={src} className={className} />
    </Link>
  );
}

/** A username linking to the profile page. */
export function ProfileNameLink({
  username,
  className,
  children,
}: {
  username: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Link
      to={userProfilePath(username)}
      className={clsx(
        'look:rounded-sm look:font-semibold look:underline-offset-4 look:hover:underline',
        'look:focus-visible:outline-none look:focus-visible:ring-2 look:focus-visible:ring-ring',
        className,
      )}
    >
      {children ?? username}
    </Link>
  );
}
