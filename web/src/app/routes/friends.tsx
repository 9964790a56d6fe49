import { FRIENDS_TABS, FriendsScreen } from '@/features/social/components/friends-screen';
import { useChoiceParam } from '@/lib/use-query-param';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The open tab lives in the URL (?tab=followers), so a reload, Back and links keep it. */
export function FriendsRoute() {
  useDocumentTitle('Friends');
  const [tab, setTab] = useChoiceParam('tab', FRIENDS_TABS, 'friends');
  return <FriendsScreen tab={tab} onTabChange={setTab} />;
}
