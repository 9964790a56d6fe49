import { Injectable } from '@nestjs/common';
import { PROFILE_NOT_VISIBLE } from '@crema/contracts/common/profile';
import type { Actor } from '@crema/contracts/common/rpc';
import type { UserProfileView } from '@crema/contracts/social/rest';
import { RpcError } from '@crema/messaging';
import { USER_NOT_FOUND } from '../user-cards/user-cards.service';
import { ProfilesRepository, type ProfileRow } from './profiles.repository';

/** Profiles as ADR 0005 lets each viewer see them (evaluated now, so a privacy change applies at once). */
@Injectable()
export class ProfilesService {
  constructor(private readonly profiles: ProfilesRepository) {}

  /** Username and avatar always; bio and counts only when the profile is visible to the viewer. 404 for no such user. */
  async get(viewer: Actor | null, username: string): Promise<UserProfileView> {
    return viewOf(await this.find(viewer, username), viewer);
  }

  /** The profiles of `ids` as `get` shows them, in the order of `ids`; null for a user who has no card. */
  async viewsByIds(viewer: Actor | null, ids: readonly number[]): Promise<(UserProfileView | null)[]> {
    const rows = await this.profiles.byIds(viewer?.userId ?? null, ids);
    const views = new Map(rows.map((row) => [row.id, viewOf(row, viewer)]));
    return ids.map((id) => views.get(id) ?? null);
  }

  /** The id of the user of that name: 404 for no such user. */
  async userId(viewer: Actor | null, username: string): Promise<number> {
    return (await this.find(viewer, username)).id;
  }

  /** The id of the user whose profile (and so whose lists) the viewer may see: 404 for no such user, else 403. */
  async visibleUserId(viewer: Actor | null, username: string): Promise<number> {
    return visibleIdOf(await this.find(viewer, username));
  }

  /** visibleUserId by id (the graph's User lists). */
  async visibleUserIdById(viewer: Actor | null, userId: number): Promise<number> {
    const [row] = await this.profiles.byIds(viewer?.userId ?? null, [userId]);
    if (!row) throw RpcError.notFound(USER_NOT_FOUND);
    return visibleIdOf(row);
  }

  private async find(viewer: Actor | null, username: string): Promise<ProfileRow> {
    const row = await this.profiles.byUsername(viewer?.userId ?? null, username);
    if (!row) throw RpcError.notFound(USER_NOT_FOUND);
    return row;
  }
}

function viewOf(row: ProfileRow, viewer: Actor | null): UserProfileView {
  return {
    id: row.id,
    username: row.username,
    avatarUrl: row.avatar_url,
    profileVisibility: row.profile_visibility,
    canView: row.can_view,
    bio: row.can_view ? row.bio : null,
    checkInsCount: row.can_view ? row.check_ins_count : null,
    followersCount: row.can_view ? row.followers_count : null,
    followingCount: row.can_view ? row.following_count : null,
    isSelf: row.id === viewer?.userId,
    isFollowing: row.is_following,
    followsYou: row.follows_you,
  };
}

function visibleIdOf(row: ProfileRow): number {
  if (!row.can_view) throw RpcError.forbidden(PROFILE_NOT_VISIBLE);
  return row.id;
}
