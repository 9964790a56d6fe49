import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import {
  followUser,
  listFollowers,
  listFollowing,
  listFriends,
  listUserFollowers,
  listUserFollowing,
  unfollowUser,
} from '@crema/contracts/social/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { FollowsService } from './follows.service';

@Controller()
export class FollowsRpcController {
  constructor(private readonly follows: FollowsService) {}

  @RpcHandler(followUser)
  follow(@RpcPayload(followUser) input: RpcInput<typeof followUser>): Promise<RpcReply<typeof followUser>> {
    return this.follows.follow(input.actor, input.userId);
  }

  @RpcHandler(unfollowUser)
  unfollow(
    @RpcPayload(unfollowUser) input: RpcInput<typeof unfollowUser>,
  ): Promise<RpcReply<typeof unfollowUser>> {
    return this.follows.unfollow(input.actor, input.userId);
  }

  @RpcHandler(listFriends)
  friends(
    @RpcPayload(listFriends) input: RpcInput<typeof listFriends>,
  ): Promise<RpcReply<typeof listFriends>> {
    return this.follows.listOwn('friends', input.actor, input.page);
  }

  @RpcHandler(listFollowers)
  followers(
    @RpcPayload(listFollowers) input: RpcInput<typeof listFollowers>,
  ): Promise<RpcReply<typeof listFollowers>> {
    return this.follows.listOwn('followers', input.actor, input.page);
  }

  @RpcHandler(listFollowing)
  following(
    @RpcPayload(listFollowing) input: RpcInput<typeof listFollowing>,
  ): Promise<RpcReply<typeof listFollowing>> {
    return this.follows.listOwn('following', input.actor, input.page);
  }

  @RpcHandler(listUserFollowers)
  userFollowers(
    @RpcPayload(listUserFollowers) input: RpcInput<typeof listUserFollowers>,
  ): Promise<RpcReply<typeof listUserFollowers>> {
    return this.follows.listOfUser('followers', input.viewer, input.username, input.page);
  }

  @RpcHandler(listUserFollowing)
  userFollowing(
    @RpcPayload(listUserFollowing) input: RpcInput<typeof listUserFollowing>,
  ): Promise<RpcReply<typeof listUserFollowing>> {
    return this.follows.listOfUser('following', input.viewer, input.username, input.page);
  }
}
