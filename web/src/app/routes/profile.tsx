import { LogoutButton } from '@/features/auth/components/logout-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ProfileCard } from '@/features/profile/components/profile-card';

export function ProfileRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl">
      <ProfileCard user={user} actions={<LogoutButton />} />
    </div>
  );
}
