import { Search, Sparkles, UserPlus, Users } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { StatusMessage } from '@/components/ui/status-message';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useViewerId } from '@/lib/use-viewer';
import { isOneOf } from '@/lib/is-one-of';
import { useFollowers } from '../api/get-followers';
import { useFollowing } from '../api/get-following';
import { useFriends } from '../api/get-friends';
import { useSuggestions } from '../api/get-suggestions';
import { PagedPeopleList, PeopleList } from './people-list';

export const FRIENDS_TABS = ['friends', 'followers', 'following', 'suggestions'] as const;
export type FriendsTab = (typeof FRIENDS_TABS)[number];

const TAB_LABELS: Record<FriendsTab, string> = {
  friends: 'Friends',
  followers: 'Followers',
  following: 'Following',
  suggestions: 'Suggestions',
};

interface FriendsScreenProps {
  tab: FriendsTab;
  onTabChange: (tab: FriendsTab) => void;
}

/** SPEC §2 Friends: the four tabs with a local username filter over what is loaded. */
export function FriendsScreen({ tab, onTabChange }: FriendsScreenProps) {
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const viewerId = useViewerId();
  const findPeople = (
    <div className="flex flex-wrap justify-center gap-2">
      <Link to={paths.search + '?type=users'} className={buttonClassName('outline')}>
        <Search aria-hidden="true" />
        Search people
      </Link>
      <Button variant="outline" onClick={() => onTabChange('suggestions')}>
        <Sparkles aria-hidden="true" />
        See suggestions
      </Button>
    </div>
  );

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 [&>*]:min-w-0">
      <div>
        <h1 className="font-display text-3xl font-bold tracking-tight">Friends</h1>
        <p className="mt-1 text-muted-foreground">Friends are people you follow who follow you back.</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={filterId}>Filter by username</Label>
        <Input
          id={filterId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Type a username…"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Tabs
        value={tab}
        onValueChange={(next) => {
          if (isOneOf(FRIENDS_TABS, next)) onTabChange(next);
        }}
      >
        <TabsList aria-label="Friends lists">
          {FRIENDS_TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="px-1.5 sm:px-3">
              {TAB_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        <Card className="mt-4 px-4 sm:px-5">
          <TabsContent value="friends" className="mt-0">
            <FriendsPanel filter={filter} viewerId={viewerId} findPeople={findPeople} />
          </TabsContent>
          <TabsContent value="followers" className="mt-0">
            <FollowersPanel filter={filter} viewerId={viewerId} />
          </TabsContent>
          <TabsContent value="following" className="mt-0">
            <FollowingPanel filter={filter} viewerId={viewerId} findPeople={findPeople} />
          </TabsContent>
          <TabsContent value="suggestions" className="mt-0">
            <SuggestionsPanel filter={filter} viewerId={viewerId} />
          </TabsContent>
        </Card>
      </Tabs>
    </div>
  );
}

interface PanelProps {
  filter: string;
  viewerId: number | null;
}

function FriendsPanel({ findPeople, ...props }: PanelProps & { findPeople: ReactNode }) {
  const query = useFriends();
  return (
    <PagedPeopleList
      {...props}
      query={query}
      label="Friends"
      noun="friends"
      empty={
        <StatusMessage bare icon={Users} role="status" title="No friends yet.">
          <p className="mb-4">
            Friends are people you follow who follow you back. Find people you know in Search, or start with
            Suggestions.
          </p>
          {findPeople}
        </StatusMessage>
      }
    />
  );
}

function FollowersPanel(props: PanelProps) {
  const query = useFollowers();
  return (
    <PagedPeopleList
      {...props}
      query={query}
      label="Followers"
      noun="followers"
      empty={
        <StatusMessage bare icon={Users} role="status" title="No followers yet.">
          When someone follows you, they show up here and you can follow them back.
        </StatusMessage>
      }
    />
  );
}

function FollowingPanel({ findPeople, ...props }: PanelProps & { findPeople: ReactNode }) {
  const query = useFollowing();
  return (
    <PagedPeopleList
      {...props}
      query={query}
      label="Following"
      noun="people you follow"
      empty={
        <StatusMessage bare icon={UserPlus} role="status" title="You're not following anyone yet.">
          <p className="mb-4">Follow people to see their check-ins in your feed.</p>
          {findPeople}
        </StatusMessage>
      }
    />
  );
}

function SuggestionsPanel(props: PanelProps) {
  const query = useSuggestions();
  return (
    <PeopleList
      {...props}
      query={query}
      entries={query.data}
      label="Suggestions"
      noun="suggestions"
      empty={
        <StatusMessage bare icon={Sparkles} role="status" title="No suggestions right now.">
          Follow a few people and check in your coffees: we suggest people followed by the people you follow,
          and people who drink what you drink.
        </StatusMessage>
      }
    />
  );
}
