import { Injectable } from '@nestjs/common';
import type { PageQuery } from '@crema/contracts/common/page';
import type { Actor } from '@crema/contracts/common/rpc';
import type { FollowState, FriendEntry } from '@crema/contracts/social/rest';
import {
  followUser,
  listFollowers,
  listFollowing,
  listFriends,
  suggestFriends,
  unfollowUser,
} from '@crema/contracts/social/rpc';
import { RpcClient, type PageJson } from '@crema/messaging';
import { FOLLOW_LIMIT } from '../rate-limit/rate-limit.rules';
import { RateLimiter } from '../rate-limit/rate-limiter';

/** The signed-in user's own circle: follow, unfollow, their lists and suggestions (social service). */
@Injectable()
export class FollowsService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly limiter: RateLimiter,
  ) {}

  async follow(actor: Actor, userId: number): Promise<FollowState> {
    await this.limitFollows(actor);
    return this.rpc.send(followUser, { actor, userId });
  }

  async unfollow(actor: Actor, userId: number): Promise<FollowState> {
    await this.limitFollows(actor);
    return this.rpc.send(unfollowUser, { actor, userId });
  }

  friends(actor: Actor, page: PageQuery): Promise<PageJson<FriendEntry>> {
    return this.rpc.sendForPage(listFriends, { actor, page });
  }

  followers(actor: Actor, page: PageQuery): Promise<PageJson<FriendEntry>> {
    return this.rpc.sendForPage(listFollowers, { actor, page });
  }

  following(actor: Actor, page: PageQuery): Promise<PageJson<FriendEntry>> {
    return this.rpc.sendForPage(listFollowing, { actor, page });
  }

  suggestions(actor: Actor): Promise<FriendEntry[]> {
    return this.rpc.send(suggestFriends, { actor });
  }

  private limitFollows(actor: Actor): Promise<void> {
    return this.limiter.enforceFor(FOLLOW_LIMIT, actor);
  }
}
