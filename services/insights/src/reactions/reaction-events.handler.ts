import { Injectable } from '@nestjs/common';
import { insightsReactionsDurable } from '@crema/contracts/bus/insights-consumers';
import { commentCreated, likeCreated } from '@crema/contracts/checkins/events';
import type { ConsumedEvent, EventHandler } from '@crema/messaging';
import type { EntityManager } from 'typeorm';
import { BadgeEvaluations } from '../jobs/badge-evaluations';
import { ReactionsRepository, type CommentFact, type LikeEdge } from './reactions.repository';

type ReactionEvents = typeof insightsReactionsDurable.events;

/** Likes received and comments written; a new one asks for the badge evaluation of whom it counts for. */
@Injectable()
export class ReactionEventsHandler implements EventHandler<ReactionEvents> {
  readonly durable = insightsReactionsDurable;

  constructor(
    private readonly reactions: ReactionsRepository,
    private readonly evaluations: BadgeEvaluations,
  ) {}

  /** A like or comment is created before it is deleted: one check-in's reactions in order. */
  orderKey(event: ConsumedEvent<ReactionEvents>): string {
    return String(event.data.checkInId);
  }

  /** Likes are dated by when checkins wrote them (the envelope's time): one clock for like and unlike. */
  async handle(event: ConsumedEvent<ReactionEvents>, manager: EntityManager): Promise<void> {
    const created = event.subject === likeCreated.subject || event.subject === commentCreated.subject;
    const data = event.data;
    if (isComment(data)) {
      await (created ? this.reactions.addComment(manager, data) : this.reactions.removeComment(manager, data));
    } else {
      const at = new Date(event.occurredAt);
      await (created
        ? this.reactions.addLike(manager, data, at)
        : this.reactions.removeLike(manager, data, at));
    }
  }

  /** A new like counts for the check-in's owner (not for liking one's own), a new comment for its writer. */
  async afterCommit(event: ConsumedEvent<ReactionEvents>): Promise<void> {
    const data = event.data;
    if (event.subject === commentCreated.subject) {
      await this.evaluations.request([data.userId]);
    } else if (event.subject === likeCreated.subject && data.userId !== data.ownerId) {
      await this.evaluations.request([data.ownerId]);
    }
  }
}

/** comment.* events carry the comment's id; like.* events have none. */
function isComment(data: LikeEdge | CommentFact): data is CommentFact {
  return 'id' in data;
}
