import type { ReactNode } from 'react';
import { ProfileAvatarLink, ProfileNameLink } from './profile-link';

interface PersonRowProps {
  username: string;
  avatarUrl: string | null;
  /** Facts under the name ('12 check-ins · 3 mutual'); each item is one fact. */
  details?: ReactNode[];
  /** A button at the end of the row (e.g. Follow). */
  action?: ReactNode;
}

/** One person in a list: avatar and username linking to their profile, a line of facts, an action. */
export function PersonRow({ username, avatarUrl, details = [], action }: PersonRowProps) {
  const facts = details.filter((detail) => detail !== null && detail !== undefined && detail !== false);
  return (
    <div className="flex items-center gap-3 py-3">
      <ProfileAvatarLink username={username} src={avatarUrl} className="size-11" />
      <div className="min-w-0 flex-1">
        <ProfileNameLink username={username} className="block truncate" />
        {facts.length > 0 && (
          <p className="flex flex-col text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-1.5">
            {facts.map((fact, index) => (
              <span key={index} className="inline-flex items-center gap-1.5">
                {index > 0 && (
                  <span aria-hidden="true" className="hidden sm:inline">
                    ·
                  </span>
                )}
                {fact}
              </span>
            ))}
          </p>
        )}
      </div>
      {action}
    </div>
  );
}
