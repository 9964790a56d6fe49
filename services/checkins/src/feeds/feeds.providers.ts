import type { Provider, Type } from '@nestjs/common';
import { CheckInCardsRepository } from '../cards/check-in-cards.repository';
import { CheckInAccess } from '../privacy/check-in-access';
import { FeedsRepository } from './feeds.repository';
import { FeedsRpcController } from './feeds.rpc-controller';
import { FeedsService } from './feeds.service';
import { FollowEventsHandler } from './follow-events.handler';
import { TimelineFanOutHandler } from './timeline-fan-out.handler';
import { TimelineService } from './timeline.service';

/** The read side's RPC controllers, registered by CheckinsModule. */
export const FEEDS_CONTROLLERS: Type[] = [FeedsRpcController];

/** The read side's providers: cards, the privacy check, feeds, timelines and their two event handlers. */
export const FEEDS_PROVIDERS: Provider[] = [
  CheckInCardsRepository,
  CheckInAccess,
  FeedsRepository,
  FeedsService,
  TimelineService,
  TimelineFanOutHandler,
  FollowEventsHandler,
];
