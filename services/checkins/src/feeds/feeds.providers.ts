import type { Provider, Type } from '@nestjs/common';
import { CheckInCardsRepository } from '../cards/check-in-cards.repository';
import { CheckInAccess } from '../privacy/check-in-access';
import { FeedsRepository } from './feeds.repository';
import { FeedsRpcController } from './feeds.rpc-controller';
import { FeedsService } from './feeds.service';
import { FollowsConsumer } from './follows.consumer';
import { TimelineFanOutConsumer } from './timeline-fan-out.consumer';
import { TimelineService } from './timeline.service';

/** The read side's RPC controllers, registered by CheckinsModule. */
export const FEEDS_CONTROLLERS: Type[] = [FeedsRpcController];

/**
 * The read side's providers: cards, the privacy check, feeds, timelines and the two consumers
 * (they start on application bootstrap and stop on module destroy).
 */
export const FEEDS_PROVIDERS: Provider[] = [
  CheckInCardsRepository,
  CheckInAccess,
  FeedsRepository,
  FeedsService,
  TimelineService,
  TimelineFanOutConsumer,
  FollowsConsumer,
];
