import type { BusAccess } from '@crema/contracts/bus/bus-access';
import { eventSubjectsOf, liveSubjectsOf } from '@crema/contracts/common/events';
import { rpcSubjectsOf } from '@crema/contracts/common/rpc';
import { inboxPrefixOf } from '@crema/messaging';
import { durableConsumerSubjects, EVENT_STREAM_SUBJECTS } from './jetstream-subjects';

/** One nats-server user's permissions; anything not allowed is denied. */
export interface NatsPermissions {
  publish: string[];
  /** Subjects; `<subject> <queue>` allows queue subscriptions in that group only. */
  subscribe: string[];
  /** May answer each request it receives once, whatever the publish list says (responders). */
  allowResponses: boolean;
}

/** The permissions of a deployable's user: what its declaration says it does, and nothing more. */
export function natsPermissionsOf(deployable: string, access: BusAccess): NatsPermissions {
  const consumes = access.consumes ?? [];
  // The outbox relay and every durable consumer ensure the stream exists before they start.
  const usesEventStream = access.publishesEventsOf !== undefined || consumes.length > 0;
  return {
    publish: [
      ...(access.publishesEventsOf ? [eventSubjectsOf(access.publishesEventsOf)] : []),
      ...(access.calls ?? []).map((call) => (typeof call === 'string' ? rpcSubjectsOf(call) : call.subject)),
      ...(usesEventStream ? EVENT_STREAM_SUBJECTS : []),
      ...consumes.flatMap((durable) => durableConsumerSubjects(durable.name)),
      ...(access.publishesLiveOf ? [liveSubjectsOf(access.publishesLiveOf)] : []),
    ],
    subscribe: [
      ...(access.answers ? [`${rpcSubjectsOf(access.answers)} ${access.answers}`] : []),
      ...(access.listensLiveTo ?? []).map(liveSubjectsOf),
      // Replies to its requests and JetStream API answers: its own inbox only, never another's.
      `${inboxPrefixOf(deployable)}.>`,
    ],
    allowResponses: access.answers !== undefined,
  };
}
