import { Injectable } from '@nestjs/common';
import type { PageQuery } from '@crema/contracts/common/page';
import type { Actor } from '@crema/contracts/common/rpc';
import { followCreated, followDeleted } from '@crema/contracts/social/events';
import type { FollowState } from '@crema/contracts/social/rest';
import type { FriendPage } from '@crema/contracts/social/rpc';
import { keysetPage, pendingEvent, RpcError } from '@crema/messaging';
import { toFriendEntry } from '../friend-entries/friend-entry-sql';
import { ProfilesService } from '../profiles/profiles.service';
import { USER_NOT_FOUND, UserCardsService } from '../user-cards/user-cards.service';
import { FOLLOW_CURSORS, type FollowList } from './follow-cursor';
import { FollowsRepository, type FolloweeView } from './follows.repository';

export const CANNOT_FOLLOW_YOURSELF = 'You cannot follow yourself';
export const CANNOT_UNFOLLOW_YOURSELF = 'You cannot unfollow yourself';

/**
 * Follow and unfollow (idempotent; follow.created/deleted published only when an edge changed) and
 * the follow lists, one's own and, when their profile is visible, other people's.
 */
@Injectable()
export class FollowsService {
  constructor(
    private readonly follows: FollowsRepository,
    private readonly cards: UserCardsService,
    private readonly profiles: ProfilesService,
  ) {}

  async follow(actor: Actor, userId: number): Promise<FollowState> {
    refuseSelf(actor, userId, CANNOT_FOLLOW_YOURSELF);
    // An edge needs both cards: lists show people by their card, so a follower without one would
    // be counted but listed nowhere.
    await Promise.all([this.cards.ensureCard(actor.userId), this.cards.ensureCard(userId)]);
    const edge = { followerId: actor.userId, followingId: userId };
    const followee = await this.follows.follow(edge.followerId, edge.followingId, (createdAt) =>
      pendingEvent(followCreated, { ...edge, createdAt: createdAt.toISOString() }),
    );
    if (!followee) throw RpcError.notFound(USER_NOT_FOUND);
    return { isFollowing: true, followersCount: followersCountSeen(followee) };
  }

  async unfollow(actor: Actor, userId: number): Promise<FollowState> {
    // No card needed: unfollowing someone gone (or not yet projected) is idempotent, never a 404.
    refuseSelf(actor, userId, CANNOT_UNFOLLOW_YOURSELF);
    const edge = { followerId: actor.userId, followingId: userId };
    const followee = await this.follows.unfollow(edge.followerId, edge.followingId, () =>
      pendingEvent(followDeleted, edge),
    );
    return { isFollowing: false, followersCount: followersCountSeen(followee) };
  }

  /** The actor's own list: every person in it, with what the actor may see of each. */
  listOwn(list: FollowList, actor: Actor, page: PageQuery): Promise<FriendPage> {
    return this.pageOf(list, actor.userId, actor, FOLLOW_CURSORS[list].decode(page.cursor)?.id, page.limit);
  }

  /** Someone's followers or following, for a viewer allowed to see their profile. */
  async listOfUser(
    list: Exclude<FollowList, 'friends'>,
    viewer: Actor | null,
    username: string,
    page: PageQuery,
  ): Promise<FriendPage> {
    const before = FOLLOW_CURSORS[list].decode(page.cursor)?.id;
    const ownerId = await this.profiles.visibleUserId(viewer, username);
    return this.pageOf(list, ownerId, viewer, before, page.limit);
  }

  /** listOfUser by the user's id (the graph's User.followers and User.following). */
  async listOfUserById(
    list: Exclude<FollowList, 'friends'>,
    viewer: Actor | null,
    userId: number,
    page: PageQuery,
  ): Promise<FriendPage> {
    const before = FOLLOW_CURSORS[list].decode(page.cursor)?.id;
    const ownerId = await this.profiles.visibleUserIdById(viewer, userId);
    return this.pageOf(list, ownerId, viewer, before, page.limit);
  }

  private async pageOf(
    list: FollowList,
    ownerId: number,
    viewer: Actor | null,
    before: number | undefined,
    limit: number,
  ): Promise<FriendPage> {
    const rows = await this.follows.page(list, ownerId, viewer?.userId ?? null, before, limit + 1);
    return keysetPage(rows, limit, toFriendEntry, (last) =>
      FOLLOW_CURSORS[list].encode({ id: Number(last.edge_id) }),
    );
  }
}

function refuseSelf(actor: Actor, userId: number, message: string): void {
  if (userId === actor.userId) throw RpcError.validation(message, [{ path: 'userId', message }]);
}

/** A count is part of the profile: null when the profile is hidden from the actor, or gone. */
function followersCountSeen(followee: FolloweeView | null): number | null {
  return followee?.canView ? followee.followersCount : null;
}
