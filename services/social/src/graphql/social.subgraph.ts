import { Inject, Injectable } from '@nestjs/common';
import { profileUsernameSchema } from '@crema/contracts/common/profile';
import type { Actor, Viewer } from '@crema/contracts/common/rpc';
import type { GraphqlRequest, GraphqlResponse } from '@crema/contracts/graphql/request';
import { SOCIAL_SUBGRAPH_SDL } from '@crema/contracts/graphql/subgraphs/social';
import { markNotificationsReadBody, type Notification } from '@crema/contracts/social/notifications';
import type { FriendEntry, UserProfileView } from '@crema/contracts/social/rest';
import {
  connectionOf,
  idReference,
  pageOfArguments,
  parseArguments,
  requireActor,
  SubgraphExecutor,
  type ConnectionArgs,
  type Subgraph,
  type SubgraphResolvers,
} from '@crema/messaging';
import DataLoader from 'dataloader';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens';
import type { FollowList } from '../follows/follow-cursor';
import { FollowsService } from '../follows/follows.service';
import { NotificationsService } from '../notifications/notifications.service';
import { ProfilesService } from '../profiles/profiles.service';
import { SuggestionsService } from '../suggestions/suggestions.service';

interface SocialContext {
  viewer: Viewer;
  /** Every user one execution step names is read in one query, as the viewer may see them. */
  profiles: DataLoader<number, UserProfileView | null>;
}

/** A User as social knows it: the id, and the username and avatar it may provide (`@provides`). */
interface UserNode {
  id: number;
  username?: string;
  avatarUrl?: string | null;
}

/** What a person without a card (not projected yet, or gone) shows: nothing but their key. */
const UNKNOWN_PROFILE = {
  canView: false,
  bio: null,
  checkInsCount: null,
  followersCount: null,
  followingCount: null,
  isFollowing: false,
  followsYou: false,
} as const;

/** social's part of the graph: what a viewer may see of a person, follows, suggestions and notifications. */
@Injectable()
export class SocialSubgraph implements Subgraph {
  private readonly executor: SubgraphExecutor<SocialContext>;

  constructor(
    private readonly profiles: ProfilesService,
    private readonly follows: FollowsService,
    private readonly suggestions: SuggestionsService,
    private readonly notifications: NotificationsService,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.executor = new SubgraphExecutor(SOCIAL_SUBGRAPH_SDL, this.resolvers(), logger);
  }

  execute(request: GraphqlRequest, viewer: Viewer): Promise<GraphqlResponse> {
    return this.executor.execute(request, {
      viewer,
      profiles: new DataLoader((ids) => this.profiles.viewsByIds(viewer, ids)),
    });
  }

  private resolvers(): SubgraphResolvers<SocialContext> {
    const profile = async (user: UserNode, { profiles }: SocialContext) =>
      (await profiles.load(user.id)) ?? UNKNOWN_PROFILE;
    const list =
      (which: Exclude<FollowList, 'friends'>) =>
      async (user: UserNode, args: ConnectionArgs, { viewer }: SocialContext) =>
        connectionOf(
          await this.follows.listOfUserById(which, viewer, user.id, pageOfArguments(args)),
          userNode,
        );
    return {
      NotificationKind: {
        FOLLOW: 'follow',
        LIKE: 'like',
        COMMENT: 'comment',
        BADGE: 'badge',
        FRIEND_CHECK_IN: 'friend_check_in',
        MODERATION: 'moderation',
      },
      Query: {
        notifications: async (_root, args: ConnectionArgs, { viewer }) =>
          connectionOf(
            await this.notifications.list(requireActor(viewer), pageOfArguments(args)),
            notificationNode,
          ),
        unreadNotificationCount: async (_root, _args, { viewer }) =>
          (await this.notifications.unreadCount(requireActor(viewer))).count,
        followSuggestions: async (_root, _args, { viewer }) =>
          (await this.suggestions.suggest(requireActor(viewer))).map(userNode),
      },
      Mutation: {
        follow: (_root, { username }: { username: string }, context) =>
          this.afterFollowChange(context, username, (actor, userId) => this.follows.follow(actor, userId)),
        unfollow: (_root, { username }: { username: string }, context) =>
          this.afterFollowChange(context, username, (actor, userId) => this.follows.unfollow(actor, userId)),
        markNotificationsRead: async (
          _root,
          args: { ids?: string[] | null; all?: boolean | null },
          { viewer },
        ) => {
          const actor = requireActor(viewer);
          const body = parseArguments(markNotificationsReadBody, {
            ...(args.ids !== undefined && args.ids !== null ? { ids: args.ids.map(Number) } : {}),
            ...(args.all !== undefined && args.all !== null ? { all: args.all } : {}),
          });
          return (await this.notifications.markRead(actor, body)).count;
        },
      },
      User: {
        __resolveReference: idReference(),
        bio: async (user: UserNode, _args, context) => (await profile(user, context)).bio,
        viewerCanSeeProfile: async (user: UserNode, _args, context) => (await profile(user, context)).canView,
        checkInsCount: async (user: UserNode, _args, context) => (await profile(user, context)).checkInsCount,
        followersCount: async (user: UserNode, _args, context) =>
          (await profile(user, context)).followersCount,
        followingCount: async (user: UserNode, _args, context) =>
          (await profile(user, context)).followingCount,
        isFollowing: async (user: UserNode, _args, context) => (await profile(user, context)).isFollowing,
        followsViewer: async (user: UserNode, _args, context) => (await profile(user, context)).followsYou,
        followers: list('followers'),
        following: list('following'),
      },
    };
  }

  /** A follow or unfollow of the person of that name, then that person (read afresh, past the request's loader). */
  private async afterFollowChange(
    { viewer, profiles }: SocialContext,
    username: string,
    change: (actor: Actor, userId: number) => Promise<unknown>,
  ): Promise<UserNode> {
    const actor = requireActor(viewer);
    const userId = await this.profiles.userId(actor, parseArguments(profileUsernameSchema, username));
    await change(actor, userId);
    profiles.clear(userId);
    return { id: userId };
  }
}

function userNode(entry: FriendEntry): UserNode {
  return { id: entry.id, username: entry.username, avatarUrl: entry.avatarUrl };
}

function notificationNode(notification: Notification) {
  return {
    id: notification.id,
    kind: notification.type,
    actor: notification.actor satisfies UserNode | null,
    actorsCount: notification.actorsCount,
    checkIn: notification.checkInId === undefined ? null : { id: notification.checkInId },
    badge: notification.badgeId === undefined ? null : { id: notification.badgeId },
    text: notification.text,
    createdAt: notification.createdAt,
    readAt: notification.readAt,
  };
}
