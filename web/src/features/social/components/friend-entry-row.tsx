import type { FriendEntry } from '@crema/contracts/social/rest';
import { PersonRow } from '@/components/ui/person-row';
import { plural } from '@/lib/plural';
import { FollowButton } from './follow-button';

interface FriendEntryRowProps {
  entry: FriendEntry;
  /** The signed-in viewer's id (null for a guest): no button on one's own row, none for guests. */
  viewerId: number | null;
}

/** A person in the Friends, Followers, Following and Suggestions tabs (SPEC §3 "Friend entries"). */
export function FriendEntryRow({ entry, viewerId }: FriendEntryRowProps) {
  const showButton = viewerId !== null && viewerId !== entry.id;
  return (
    <PersonRow
      username={entry.username}
      avatarUrl={entry.avatarUrl}
      details={[
        entry.checkInsCount !== null && plural(entry.checkInsCount, 'check-in'),
        entry.mutualFriends > 0 && `${entry.mutualFriends} mutual`,
      ]}
      action={
        showButton && (
          <FollowButton person={entry} isFollowing={entry.isFollowing} followsYou={entry.followsYou} />
        )
      }
    />
  );
}
