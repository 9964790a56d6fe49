import { Injectable } from '@nestjs/common';
import type { CheckInPage } from '@crema/contracts/checkins/feed';
import { listUserCheckIns } from '@crema/contracts/checkins/rpc';
import type { PageQuery } from '@crema/contracts/common/page';
import type { Viewer } from '@crema/contracts/common/rpc';
import type { UserProfileView } from '@crema/contracts/social/rest';
import {
  getProfile,
  listUserFollowers,
  listUserFollowing,
  type FriendPage,
} from '@crema/contracts/social/rpc';
import { RpcClient } from '@crema/messaging';

/**
 * Public profiles: the profile and lists come from the social service, the check-ins from the
 * checkins service; each applies the owner's privacy for the viewer.
 */
@Injectable()
export class ProfilesService {
  constructor(private readonly rpc: RpcClient) {}

  profile(viewer: Viewer, username: string): Promise<UserProfileView> {
    return this.rpc.send(getProfile, { viewer, username });
  }

  checkIns(viewer: Viewer, username: string, page: PageQuery): Promise<CheckInPage> {
    return this.rpc.send(listUserCheckIns, { viewer, username, page });
  }

  followers(viewer: Viewer, username: string, page: PageQuery): Promise<FriendPage> {
    return this.rpc.send(listUserFollowers, { viewer, username, page });
  }

  following(viewer: Viewer, username: string, page: PageQuery): Promise<FriendPage> {
    return this.rpc.send(listUserFollowing, { viewer, username, page });
  }
}
