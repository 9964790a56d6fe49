import { createServiceDataSource } from '@crema/database';
import { OutboxEvent, ProcessedEvent } from '@crema/messaging';
import type { DataSource } from 'typeorm';
import { CreateInsightsTables1764500000000 } from '../migrations/1764500000000-create-insights-tables';
import { BadgeCatalogue1764500000001 } from '../migrations/1764500000001-badge-catalogue';
import { RecommendationTaste1764600000000 } from '../migrations/1764600000000-recommendation-taste';
import { ProjectionEventOrder1764700000000 } from '../migrations/1764700000000-projection-event-order';
import { HiddenCheckInFacts1764700000001 } from '../migrations/1764700000001-hidden-check-in-facts';
import { RecommendationCacheModel1764700000002 } from '../migrations/1764700000002-recommendation-cache-model';
import { INSIGHTS_SCHEMA } from './insights-schema';

/**
 * The insights schema and its migrations. Its repositories speak SQL, so the only entities are the
 * messaging tables the runtime writes through TypeORM.
 */
export function createInsightsDataSource(url: string, poolSize?: number): DataSource {
  return createServiceDataSource({
    url,
    schema: INSIGHTS_SCHEMA,
    entities: [OutboxEvent, ProcessedEvent],
    migrations: [
      CreateInsightsTables1764500000000,
      BadgeCatalogue1764500000001,
      RecommendationTaste1764600000000,
      ProjectionEventOrder1764700000000,
      HiddenCheckInFacts1764700000001,
      RecommendationCacheModel1764700000002,
    ],
    ...(poolSize ? { poolSize } : {}),
  });
}
