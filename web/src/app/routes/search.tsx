import type { UserResult } from '@crema/contracts/search/search';
import { SEARCH_TYPES } from '@crema/contracts/search/search-terms';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { SearchScreen } from '@/features/search/components/search-screen';
import { FollowButton } from '@/features/social/components/follow-button';
import { useChoiceParam, useQueryParam } from '@/lib/use-query-param';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The text and the tab live in the URL (?q=…&type=…), so a reload and Back keep them. */
export function SearchRoute() {
  const { user } = useAuth();
  const [query, setQuery] = useQueryParam('q');
  const [type, setType] = useChoiceParam('type', SEARCH_TYPES, 'coffees');
  useDocumentTitle(query.trim() ? `Search “${query.trim()}”` : 'Search');
  // SPEC §3: a Follow button for signed-in viewers, on everyone but themselves.
  const renderUserAction = (person: UserResult) =>
    user && user.id !== person.id ? <FollowButton person={person} isFollowing={person.isFollowing} /> : null;

  return (
    <SearchScreen
      query={query}
      type={type}
      onQueryChange={setQuery}
      onTypeChange={setType}
      renderUserAction={renderUserAction}
    />
  );
}
