import { Injectable } from '@nestjs/common';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { listUserCheckIns } from '@crema/contracts/checkins/rpc';
import type { PageQuery } from '@crema/contracts/common/page';
import type { Viewer } from '@crema/contracts/common/rpc';
import type { FriendEntry, UserProfileView } from '@crema/contracts/social/rest';
import { getProfile, listUserFollowers, listUserFollowing } from '@crema/contracts/social/rpc';
import { RpcClient, type PageJson } from '@crema/messaging';

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

  checkIns(viewer: Viewer, username: string, page: PageQuery): Promise<PageJson<CheckInCard>> {
    return this.rpc.sendForPage(listUserCheckIns, { viewer, username, page });
  }

  followers(viewer: Viewer, username: string, page: PageQuery): Promise<PageJson<FriendEntry>> {
    return this.rpc.sendForPage(listUserFollowers, { viewer, username, page });
  }

  following(viewer: Viewer, username: string, page: PageQuery): Promise<PageJson<FriendEntry>> {
    return this.rpc.sendForPage(listUserFollowing, { viewer, username, page });
  }
}
