import type { EntityManager } from 'typeorm';
import { ProcessedEvent } from './processed-event.entity';

/**
 * Records that `consumer` handled `eventId`, in the caller's transaction. False when it was
 * already recorded: a redelivery, whose handler must not run again.
 */
export async function recordProcessed(
  manager: EntityManager,
  consumer: string,
  eventId: string,
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(ProcessedEvent)
    .values({ consumer, eventId })
    .orIgnore()
    .returning(['eventId'])
    .execute();
  return Array.isArray(result.raw) && result.raw.length > 0;
}
