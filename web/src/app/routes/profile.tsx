import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button-styles';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { userProfilePath } from '@/config/paths';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { OwnCheckIns, SavedCheckIns } from '@/features/check-ins/components/feed/own-check-ins';
import { MyBadges } from '@/features/insights/components/earned-badges';
import { ProfileCounts, StatsPanel } from '@/features/insights/components/stats-panel';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { AvatarUpload } from '@/features/settings/components/avatar-upload';
import { OwnSocialStats } from '@/features/social/components/own-social-stats';
import { useChoiceParam } from '@/lib/use-query-param';
import { useDocumentTitle } from '@/lib/use-document-title';

const TABS = ['check-ins', 'saved', 'badges', 'stats'] as const;

/** `/profile`: the signed-in user's card, counts and tabs (journal, saved, badges, stats). */
export function ProfileRoute() {
  useDocumentTitle('My profile');
  const { user } = useAuth();
  const [tab, setTab] = useChoiceParam('tab', TABS, 'check-ins');
  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 [&>*]:min-w-0">
      <ProfileCard
        user={user}
        avatar={
          // Below the banner's edge: the avatar overlaps it, its upload button does not.
          <div className="mt-4 [&>div]:items-end [&_p]:sr-only">
            <AvatarUpload user={user} />
          </div>
        }
        actions={
          <>
            <Link to={userProfilePath(user.username)} className={buttonClassName('outline')}>
              <Eye aria-hidden="true" />
              View public profile
            </Link>
            <LogoutButton />
          </>
        }
      >
        <ProfileCounts />
      </ProfileCard>
      <OwnSocialStats username={user.username} />
      <Tabs value={tab} onValueChange={(next) => setTab(TABS.find((name) => name === next) ?? 'check-ins')}>
        <TabsList aria-label="Your profile">
          <TabsTrigger value="check-ins">My Check-ins</TabsTrigger>
          <TabsTrigger value="saved">Saved</TabsTrigger>
          <TabsTrigger value="badges">My Badges</TabsTrigger>
          <TabsTrigger value="stats">Stats</TabsTrigger>
        </TabsList>
        <TabsContent value="check-ins" heading="My Check-ins">
          <OwnCheckIns />
        </TabsContent>
        <TabsContent value="saved" heading="Saved">
          <SavedCheckIns />
        </TabsContent>
        <TabsContent value="badges" heading="My Badges">
          <MyBadges />
        </TabsContent>
        <TabsContent value="stats" heading="Stats">
          <StatsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
