import { federationLink, SHARED_TYPES } from './federation';

/** social owns who follows whom, what each viewer may see of a profile, and notifications. */
export const SOCIAL_SUBGRAPH_SDL = /* GraphQL */ `
${federationLink('@key', '@external', '@provides', '@shareable')}
${SHARED_TYPES}

type User @key(fields: "id") {
  id: ID!
  username: String! @external
  avatarUrl: String @external
  "Null when their profile is not visible to you."
  bio: String
  "Their privacy lets you see their bio, counts, lists and check-ins (public, friends with you, or you)."
  viewerCanSeeProfile: Boolean!
  "Null when their profile is not visible to you (and the same for the other counts)."
  checkInsCount: Int
  followersCount: Int
  followingCount: Int
  "You follow them (false for a guest)."
  isFollowing: Boolean!
  "They follow you (false for a guest)."
  followsViewer: Boolean!
  "Who follows them, newest first. Refused (FORBIDDEN) when their profile is not visible to you."
  followers(first: Int = 20, after: String): UserConnection
  "Whom they follow, newest first. Refused (FORBIDDEN) when their profile is not visible to you."
  following(first: Int = 20, after: String): UserConnection
}

type UserEdge {
  node: User! @provides(fields: "username avatarUrl")
}

type UserConnection {
  edges: [UserEdge!]!
  nodes: [User!]! @provides(fields: "username avatarUrl")
  pageInfo: PageInfo!
}

type CheckIn @key(fields: "id", resolvable: false) {
  id: ID!
}

type Badge @key(fields: "id", resolvable: false) {
  id: ID!
}

enum NotificationKind {
  "Someone followed you."
  FOLLOW
  "People liked your check-in (several likes within an hour fold into one)."
  LIKE
  "Someone commented on your check-in."
  COMMENT
  "You earned a badge."
  BADGE
  "A friend checked in (when you opted in)."
  FRIEND_CHECK_IN
  "A moderator removed your content or warned you."
  MODERATION
}

type Notification {
  id: ID!
  kind: NotificationKind!
  "The latest person behind it; null for a badge or a moderator's action."
  actor: User @provides(fields: "username avatarUrl")
  "How many people it stands for (\\"maya and 3 others liked your check-in\\" is 4)."
  actorsCount: Int!
  "The check-in it is about, when it is about one (null there when you may no longer see it)."
  checkIn: CheckIn
  "The badge earned, for BADGE."
  badge: Badge
  "The sentence to show, already composed."
  text: String!
  createdAt: DateTime!
  "Null while unread."
  readAt: DateTime
}

type NotificationEdge {
  node: Notification!
}

type NotificationConnection {
  edges: [NotificationEdge!]!
  nodes: [Notification!]!
  pageInfo: PageInfo!
}

type Query {
  "Your notifications, newest first (signed-in viewers only)."
  notifications(first: Int = 20, after: String): NotificationConnection!
  unreadNotificationCount: Int!
  "People you might follow, best first (at most 20)."
  followSuggestions: [User!]! @provides(fields: "username avatarUrl")
}

type Mutation {
  "Idempotent. Yourself: BAD_USER_INPUT; nobody of that name: NOT_FOUND."
  follow(username: String!): User!
  "Idempotent."
  unfollow(username: String!): User!
  "Marks some of your notifications read (at most 100 ids), or all of them; answers your unread count after."
  markNotificationsRead(ids: [ID!], all: Boolean): Int!
}
`;
