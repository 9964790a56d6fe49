import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import type {
  CafePage,
  CoffeePage,
  CommunityStats,
  RoasterPage,
} from '@crema/contracts/checkins/coffee-pages';
import type { Comment } from '@crema/contracts/checkins/comments';
import { roasterKey } from '@crema/contracts/coffee/coffee-key';

/** A User as checkins knows it: the id, and the username and avatar it may provide (`@provides`). */
export interface UserNode {
  id: number;
  username?: string;
  avatarUrl?: string | null;
}

/** A Roaster: its key, its name where known, and its page once read (a check-in's roaster is read lazily). */
export interface RoasterNode {
  id: string;
  name?: string;
  page?: RoasterPage;
}

function authorOf(item: { userId: number; username: string; userAvatar: string | null }): UserNode {
  return { id: item.userId, username: item.username, avatarUrl: item.userAvatar };
}

export function checkInNode(card: CheckInCard) {
  return {
    id: card.id,
    author: authorOf(card),
    createdAt: card.timestamp,
    coffeeName: card.coffeeName,
    roasterName: card.roaster,
    roaster: { id: roasterKey(card.roaster), name: card.roaster } satisfies RoasterNode,
    rating: card.rating,
    brewMethod: card.brewMethod,
    roastLevel: card.roastLevel,
    coffeeType: card.coffeeType,
    tastingNotes: card.tastingNotes,
    notes: card.notes,
    location: card.location,
    photoUrl: card.photo,
    photoThumbnailUrl: card.photoThumbnail,
    brewDetails: card.brewDetails,
    likesCount: card.likesCount,
    commentsCount: card.commentsCount,
    viewerHasLiked: card.isLiked,
    viewerHasSaved: card.isSaved,
  };
}
export type CheckInNode = ReturnType<typeof checkInNode>;

export function commentNode(comment: Comment) {
  return {
    id: comment.id,
    author: authorOf(comment),
    body: comment.content,
    createdAt: comment.createdAt,
    viewerCanDelete: comment.canDelete,
  };
}

export function statsNode(stats: CommunityStats) {
  return {
    checkInsCount: stats.checkInsCount,
    averageRating: stats.avgRating,
    ratingDistribution: stats.ratingDistribution,
    tastingNotes: stats.tastingNotes,
  };
}

export function coffeeNode(page: CoffeePage) {
  return {
    id: page.id,
    name: page.name,
    roaster: { id: page.roasterId, name: page.roaster } satisfies RoasterNode,
    stats: statsNode(page.stats),
  };
}
export type CoffeeNode = ReturnType<typeof coffeeNode>;

export function roasterNode(page: RoasterPage): RoasterNode {
  return { id: page.id, name: page.name, page };
}

export function cafeNode(page: CafePage) {
  return { id: page.id, name: page.name, stats: statsNode(page.stats) };
}
export type CafeNode = ReturnType<typeof cafeNode>;
