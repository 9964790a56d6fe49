import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { userProfilePath } from '@/config/paths';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { OwnSocialStats } from '@/features/social/components/own-social-stats';

export function ProfileRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      <ProfileCard
        user={user}
        actions={
          <>
            <Link to={userProfilePath(user.username)} className={buttonClassName('outline')}>
              <Eye aria-hidden="true" />
              View public profile
            </Link>
            <LogoutButton />
          </>
        }
      />
      <OwnSocialStats username={user.username} />
    </div>
  );
}
