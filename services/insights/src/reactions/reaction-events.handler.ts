import { Injectable } from '@nestjs/common';
import { insightsReactionsDurable } from '@crema/contracts/bus/insights-consumers';
import { commentCreated, commentDeleted, likeCreated, likeDeleted } from '@crema/contracts/checkins/events';
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

  async handle(event: ConsumedEvent<ReactionEvents>, manager: EntityManager): Promise<void> {
    switch (event.subject) {
      case likeCreated.subject:
        return this.reactions.addLike(manager, event.data as LikeEdge);
      case likeDeleted.subject:
        return this.reactions.removeLike(manager, event.data as LikeEdge);
      case commentCreated.subject:
        return this.reactions.addComment(manager, event.data as CommentFact);
      case commentDeleted.subject:
        return this.reactions.removeComment(manager, event.data as CommentFact);
    }
  }

  async afterCommit(event: ConsumedEvent<ReactionEvents>): Promise<void> {
    if (event.subject === likeCreated.subject) {
      const like = event.data as LikeEdge;
      // Liking one's own check-in earns nothing.
      if (like.userId !== like.ownerId) await this.evaluations.request([like.ownerId]);
    } else if (event.subject === commentCreated.subject) {
      await this.evaluations.request([(event.data as CommentFact).userId]);
    }
  }
}
