import { nanos } from '@nats-io/transport-node';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { EVENTS_STREAM, EVENTS_SUBJECTS } from '@crema/contracts/common/events';

/** Publishes of the same event id within this window are stored once. */
export const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;

/**
 * How long the stream keeps an event (ADR 0027). Events carry what people wrote (notes, places),
 * so a deleted person's words leave the stream within this bound. Every consumer reads within
 * seconds; this leaves a stopped consumer a week to catch up. One constant, not a setting: every
 * deployable brings the stream to this configuration at start, and two values would fight.
 */
export const EVENTS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The storage type is fixed at creation; everything else an update can bring in line, the replica
 * count too (a clustered server moves a stream from one copy to three while it serves).
 */
const updatableConfig = (replicas: number) =>
  ({
    subjects: [EVENTS_SUBJECTS],
    retention: RetentionPolicy.Limits,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    max_age: nanos(EVENTS_MAX_AGE_MS),
    num_replicas: replicas,
  }) satisfies Partial<StreamConfig>;

/**
 * Creates the CREMA_EVENTS stream, or brings an existing one to the expected configuration.
 * `replicas` is NATS_STREAM_REPLICAS: the same for every deployable, or their updates would fight.
 */
export async function ensureEventStream(jsm: JetStreamManager, replicas = 1): Promise<void> {
  try {
    await jsm.streams.info(EVENTS_STREAM);
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)) throw error;
    // Adding an identical stream is idempotent, so racing creators both succeed.
    await jsm.streams.add({ name: EVENTS_STREAM, storage: StorageType.File, ...updatableConfig(replicas) });
    return;
  }
  await jsm.streams.update(EVENTS_STREAM, updatableConfig(replicas));
}
