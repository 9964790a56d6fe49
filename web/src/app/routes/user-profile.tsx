import { useParams } from 'react-router';
import { UserCheckIns } from '@/features/check-ins/components/feed/user-check-ins';
import { UserBadges } from '@/features/insights/components/earned-badges';
import { PROFILE_TABS, UserProfile } from '@/features/social/components/user-profile';
import { useChoiceParam } from '@/lib/use-query-param';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/users/:username`: the social profile, its badges, and the check-ins feature's cards in its first tab. */
export function UserProfileRoute() {
  const { username = '' } = useParams();
  useDocumentTitle(`${username}'s profile`);
  const [tab, setTab] = useChoiceParam('tab', PROFILE_TABS, 'check-ins');
  return (
    <div className="mx-auto w-full max-w-2xl">
      <UserProfile
        key={username}
        username={username}
        tab={tab}
        onTabChange={setTab}
        renderCheckIns={(profile) => <UserCheckIns username={profile.username} isSelf={profile.isSelf} />}
        renderHighlights={(profile) => <UserBadges username={profile.username} />}
      />
    </div>
  );
}
