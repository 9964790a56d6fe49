import type { SelfUser } from '@crema/contracts/identity/user';
import { CalendarDays, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClassName } from '@/components/ui/button-styles';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

const memberSince = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

interface ProfileCardProps {
  user: SelfUser;
  /** Account actions shown under the profile (e.g. logout). */
  actions?: ReactNode;
  /** Shown in place of the avatar (e.g. the avatar with its upload button). */
  avatar?: ReactNode;
  /** Shown under the name (e.g. counts). */
  children?: ReactNode;
}

export function ProfileCard({ user, actions, avatar, children }: ProfileCardProps) {
  return (
    <Card className="overflow-hidden">
      <div className="h-24 bg-gradient-to-r from-primary to-accent" aria-hidden="true" />
      <CardContent className="-mt-12 grid gap-4">
        {avatar ?? (
          <Avatar name={user.username} src={user.avatarUrl} className="size-24 text-3xl ring-4 ring-card" />
        )}
        <div>
          <h1 className="font-display text-2xl font-bold tracking-tight">{user.username}</h1>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays className="size-4" aria-hidden="true" />
            Member since <time dateTime={user.createdAt}>{memberSince.format(new Date(user.createdAt))}</time>
          </p>
        </div>
        {children}
        {user.bio ? (
          <p className="whitespace-pre-line">{user.bio}</p>
        ) : (
          <p className="text-sm text-muted-foreground italic">No bio yet. Add one in Settings.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Link to={paths.settings} className={buttonClassName('default')}>
            <Settings aria-hidden="true" />
            Settings
          </Link>
          {actions}
        </div>
      </CardContent>
    </Card>
  );
}
