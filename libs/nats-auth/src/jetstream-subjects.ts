import { EVENTS_STREAM } from '@crema/contracts/common/events';

// The subjects @nats-io/jetstream (3.x) publishes to, traced against nats-server 2.9; requests
// answer on the connection's inbox, which every user may already subscribe to.
const API = '$JS.API';

/**
 * What ensureEventStream needs, run by the outbox relay and by every durable consumer at start:
 * jetstreamManager()'s API check (account info), then stream info, create or update.
 */
export const EVENT_STREAM_SUBJECTS: readonly string[] = [
  `${API}.INFO`,
  `${API}.STREAM.INFO.${EVENTS_STREAM}`,
  `${API}.STREAM.CREATE.${EVENTS_STREAM}`,
  `${API}.STREAM.UPDATE.${EVENTS_STREAM}`,
];

/** What one durable pull consumer of CREMA_EVENTS needs, and nothing another durable would. */
export function durableConsumerSubjects(durable: string): string[] {
  return [
    // Create and update: without a filter, with one filter subject appended as further tokens,
    // and (nats-server 2.10+, several filter subjects) through the older DURABLE.CREATE endpoint.
    `${API}.CONSUMER.CREATE.${EVENTS_STREAM}.${durable}`,
    `${API}.CONSUMER.CREATE.${EVENTS_STREAM}.${durable}.>`,
    `${API}.CONSUMER.DURABLE.CREATE.${EVENTS_STREAM}.${durable}`,
    `${API}.CONSUMER.INFO.${EVENTS_STREAM}.${durable}`,
    `${API}.CONSUMER.MSG.NEXT.${EVENTS_STREAM}.${durable}`,
    // ack, nak (with delay) and term go to the reply subject of each delivered message.
    `$JS.ACK.${EVENTS_STREAM}.${durable}.>`,
  ];
}
