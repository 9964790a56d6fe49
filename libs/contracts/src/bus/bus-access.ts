import type { z } from 'zod';
import {
  checkinsAdminDurable,
  checkinsAuthorsDurable,
  checkinsCatalogueDurable,
  checkinsFollowsDurable,
  checkinsTimelinesDurable,
} from './checkins-consumers';
import { CHECKINS_SERVICE } from '../checkins/rpc';
import { getCurrentUser, getUserProfile, IDENTITY_SERVICE, listAccounts } from '../identity/rpc';
import { identitySettingsDurable } from './identity-consumers';
import { socialCheckInsDurable, socialNotificationsDurable, socialUsersDurable } from './social-consumers';
import {
  insightsCheckInsDurable,
  insightsFollowsDurable,
  insightsReactionsDurable,
  insightsUsersDurable,
} from './insights-consumers';
import { INSIGHTS_SERVICE } from '../insights/rpc';
import { ADMIN_SERVICE } from '../admin/rpc';
import { adminAuditDurable, adminCheckInsDurable, adminUsersDurable } from './admin-consumers';
import { SOCIAL_SERVICE } from '../social/rpc';
import { collectNotificationDigest, findDigestRecipients } from '../social/notifications';
import type { DurableDescriptor } from '../common/events';
import type { RpcDescriptor } from '../common/rpc';

/** A service: it answers `rpc.<service>.>` in the queue group named after it and owns `evt.<service>.>`. */
export type ServiceName =
  | typeof IDENTITY_SERVICE
  | typeof CHECKINS_SERVICE
  | typeof SOCIAL_SERVICE
  | typeof INSIGHTS_SERVICE
  | typeof ADMIN_SERVICE;

/** What one deployable does on NATS. Everything it does must be declared: nothing else is allowed. */
export interface BusAccess {
  /** Answers this service's requests (`rpc.<service>.>`, in its queue group) and replies to them. */
  readonly answers?: ServiceName;
  /** Publishes this service's domain events to JetStream (`evt.<service>.>`, through its outbox relay). */
  readonly publishesEventsOf?: ServiceName;
  /** Publishes this service's live messages (`live.<service>.>`, core NATS: for whoever listens now). */
  readonly publishesLiveOf?: ServiceName;
  /** Subscribes to these services' live messages. */
  readonly listensLiveTo?: readonly ServiceName[];
  /** The durable consumers of CREMA_EVENTS it runs. */
  readonly consumes?: readonly DurableDescriptor[];
  /** The requests it sends: single RPCs, or a whole service (`rpc.<service>.>`) for the gateway. */
  readonly calls?: readonly (RpcDescriptor<z.ZodType, z.ZodType> | ServiceName)[];
}

/**
 * Every long-running deployable of deploy/deployables.json and what it does on NATS; `null` for
 * one that never connects. The nats-server users and their permissions are generated from this
 * (`npm run nats:config`), so a new subscription, consumer or call starts here.
 */
export const BUS_ACCESS: Readonly<Record<string, BusAccess | null>> = {
  [IDENTITY_SERVICE]: {
    answers: IDENTITY_SERVICE,
    publishesEventsOf: IDENTITY_SERVICE,
    consumes: [identitySettingsDurable],
  },
  [CHECKINS_SERVICE]: {
    answers: CHECKINS_SERVICE,
    publishesEventsOf: CHECKINS_SERVICE,
    consumes: [
      checkinsAuthorsDurable,
      checkinsFollowsDurable,
      checkinsTimelinesDurable,
      checkinsAdminDurable,
      checkinsCatalogueDurable,
    ],
    // getUserProfile: a reassignment's new owner the authors projection has not received yet.
    calls: [getCurrentUser, getUserProfile],
  },
  [SOCIAL_SERVICE]: {
    answers: SOCIAL_SERVICE,
    publishesEventsOf: SOCIAL_SERVICE,
    publishesLiveOf: SOCIAL_SERVICE,
    consumes: [socialUsersDurable, socialCheckInsDurable, socialNotificationsDurable],
    calls: [getUserProfile],
  },
  [INSIGHTS_SERVICE]: {
    answers: INSIGHTS_SERVICE,
    publishesEventsOf: INSIGHTS_SERVICE,
    consumes: [
      insightsUsersDurable,
      insightsCheckInsDurable,
      insightsReactionsDurable,
      insightsFollowsDurable,
    ],
    // getCurrentUser: the settings that shape the recommendations the graph asks for (as REST's route reads them).
    calls: [getCurrentUser],
  },
  [ADMIN_SERVICE]: {
    answers: ADMIN_SERVICE,
    publishesEventsOf: ADMIN_SERVICE,
    consumes: [adminUsersDurable, adminCheckInsDurable, adminAuditDurable],
    calls: [listAccounts],
  },
  // The notification digest: who has something to mail, and what, is asked of the social service.
  'identity-worker': { calls: [findDigestRecipients, collectNotificationDigest] },
  // BullMQ jobs on Redis only (a badge a worker awards leaves through the insights service's outbox).
  'insights-worker': null,
  'admin-worker': null,
  // The REST surface fronts every service's requests; it answers none and never touches JetStream.
  // It listens to social's live notifications for the event streams it holds open.
  gateway: {
    calls: [IDENTITY_SERVICE, CHECKINS_SERVICE, SOCIAL_SERVICE, INSIGHTS_SERVICE, ADMIN_SERVICE],
    listensLiveTo: [SOCIAL_SERVICE],
  },
};
