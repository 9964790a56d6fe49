import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { userProfilePath } from '@/config/paths';
import { cn } from '@/lib/utils';
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
      className={cn(
        'rounded-sm font-semibold underline-offset-4 hover:underline',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {children ?? username}
    </Link>
  );
}
