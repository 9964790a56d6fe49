import { Injectable } from '@nestjs/common';
import { NO_SUCH_USER, PROFILE_NOT_VISIBLE } from '@crema/contracts/common/profile';
import type { Actor, Viewer } from '@crema/contracts/common/rpc';
import type { Badge } from '@crema/contracts/insights/badges';
import { RpcError } from '@crema/messaging';
import { PeopleRepository } from '../people/people.repository';
import { earnedBadge, toBadge, type CatalogueBadge } from './badge-progress';
import { BadgesRepository, type EarnedBadge } from './badges.repository';

/** The badges page and the badges on profiles. */
@Injectable()
export class BadgesService {
  constructor(
    private readonly badges: BadgesRepository,
    private readonly people: PeopleRepository,
  ) {}

  /** The whole catalogue with the actor's progress, in catalogue order. */
  async catalogue(actor: Actor): Promise<Badge[]> {
    const [catalogue, progress, earned] = await Promise.all([
      this.badges.allBadges(),
      this.badges.progress(actor.userId),
      this.badges.earned(actor.userId),
    ]);
    const earnedAt = new Map(earned.map((badge) => [badge.badgeId, badge.earnedAt]));
    return catalogue.map((badge) => toBadge(badge, progress, earnedAt.get(badge.id) ?? null));
  }

  /** The actor's earned badges, newest first. */
  earnedBy(actor: Actor): Promise<Badge[]> {
    return this.earnedOf(actor.userId);
  }

  /** Someone's earned badges, when the viewer may see their profile. */
  async ofUser(viewer: Viewer, username: string): Promise<Badge[]> {
    const person = await this.people.findProfile(username, viewer);
    if (!person) throw RpcError.notFound(NO_SUCH_USER);
    if (!person.visible) throw RpcError.forbidden(PROFILE_NOT_VISIBLE);
    return this.earnedOf(person.id);
  }

  /**
   * ofUser by id for several people at once (the graph's User.badges): each one's earned badges, or
   * the error REST answers for them (404 for no such person, 403 when their profile is hidden).
   */
  async ofUsersById(viewer: Viewer, userIds: readonly number[]): Promise<(Badge[] | RpcError)[]> {
    const people = new Map(
      (await this.people.findProfilesByIds(userIds, viewer)).map((person) => [person.id, person]),
    );
    const visible = userIds.filter((id) => people.get(id)?.visible);
    const [catalogue, earned] = await Promise.all([
      this.badges.allBadges(),
      this.badges.earnedByUsers(visible),
    ]);
    return userIds.map((id) => {
      const person = people.get(id);
      if (!person) return RpcError.notFound(NO_SUCH_USER);
      if (!person.visible) return RpcError.forbidden(PROFILE_NOT_VISIBLE);
      return earnedBadges(catalogue, earned.get(id) ?? []);
    });
  }

  /** Earned badges show full, so their list needs no count query. */
  private async earnedOf(userId: number): Promise<Badge[]> {
    const [catalogue, earned] = await Promise.all([this.badges.allBadges(), this.badges.earned(userId)]);
    return earnedBadges(catalogue, earned);
  }
}

function earnedBadges(catalogue: readonly CatalogueBadge[], earned: readonly EarnedBadge[]): Badge[] {
  const byId = new Map(catalogue.map((badge) => [badge.id, badge]));
  return earned.flatMap(({ badgeId, earnedAt }) => {
    const badge = byId.get(badgeId);
    return badge ? [earnedBadge(badge, earnedAt)] : [];
  });
}
