import { randomUUID } from 'node:crypto';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { loadEnv, socialEnv } from '@crema/config';
import { checkInCreated, type CheckInState } from '@crema/contracts/checkins/events';
import type { EventDescriptor, EventEnvelope } from '@crema/contracts/common/events';
import type { Actor, RpcReply } from '@crema/contracts/common/rpc';
import { userDeleted, userRegistered, userUpdated } from '@crema/contracts/identity/events';
import { getUserProfile, IDENTITY_SERVICE } from '@crema/contracts/identity/rpc';
import type { UserProfile } from '@crema/contracts/identity/user';
import { followUser } from '@crema/contracts/social/rpc';
import {
  ensureEventStream,
  generateActorKeyring,
  listenForRpc,
  RpcClient,
  RpcError,
  RpcHandler,
  RpcPayload,
} from '@crema/messaging';
import { createLogger } from '@crema/observability';
import { createMigratedTestDatabase, eventually, startNatsServer } from '@crema/testing';
import { createSocialDataSource } from '../src/database/social-data-source';
import { startSocialService } from '../src/social.app';

const logger = createLogger('social-test', 'silent');

/** Users identity knows, answered by the fake identity's getUserProfile. */
const identityUsers = new Map<number, UserProfile>();

@Controller()
class FakeIdentityController {
  @RpcHandler(getUserProfile)
  getUserProfile(@RpcPayload(getUserProfile) input: { userId: number }): RpcReply<typeof getUserProfile> {
    const user = identityUsers.get(input.userId);
    if (!user) throw RpcError.notFound('User not found');
    return user;
  }
}

@Module({ controllers: [FakeIdentityController] })
class FakeIdentityModule {}

export interface TestUser {
  id: number;
  username: string;
  actor: Actor;
}

export interface OutboxRow {
  subject: string;
  data: Record<string, unknown>;
}

export interface SocialFixture {
  rpc: RpcClient;
  /** The running service, to reach its providers. */
  service: INestMicroservice;
  /** A second connection to the migrated database, for assertions. */
  db: DataSource;
  jsm: JetStreamManager;
  /** A user identity knows; the projection learns of them by event or by asking identity. */
  user(overrides?: Partial<UserProfile>): TestUser;
  /** Announces the user as registered and waits until their card is in the projection. */
  registered(overrides?: Partial<UserProfile>): Promise<TestUser>;
  /** Changes the user's profile at identity and announces it (user.updated); answers the new profile. */
  updateProfile(user: TestUser, changes: Partial<UserProfile>): Promise<UserProfile>;
  /** Deletes the user at identity and announces it (user.deleted). */
  deleteUser(user: TestUser): Promise<void>;
  /** Publishes a contract event to JetStream, as its owner's outbox relay would; answers its envelope. */
  publish<D extends z.ZodType<object>>(
    descriptor: EventDescriptor<D>,
    data: z.input<D>,
    occurredAt?: Date,
  ): Promise<EventEnvelope<z.output<D>>>;
  /** Delivers an envelope again under a new JetStream message id, as a retry after a lost ack would. */
  redeliver(envelope: EventEnvelope<unknown>): Promise<void>;
  follow(follower: TestUser, following: TestUser): Promise<RpcReply<typeof followUser>>;
  /** Announces a check-in of `owner` (checkin.created) with a fresh id; answers its state. */
  checkIn(owner: TestUser, overrides?: Partial<CheckInState>): Promise<CheckInState>;
  /** The check-in count the projection holds for the user (null without a counter row). */
  checkInsCount(userId: number): Promise<number | null>;
  /** Follow events in the outbox that involve the user, oldest first. */
  followEvents(userId: number): Promise<OutboxRow[]>;
  close(): Promise<void>;
}

let nextUserId = 1000;
let nextCheckInId = 1;

/** The real social service on a fresh database, with a NATS server of this run's own and a fake identity. */
export async function startSocial(): Promise<SocialFixture> {
  const database = await createMigratedTestDatabase(createSocialDataSource, 4);
  const db = database.dataSource;
  const nats = await startNatsServer();

  const keys = generateActorKeyring('test');
  const natsConnection: NatsConnection = await connect({ servers: nats.url });
  const identity: INestMicroservice = await listenForRpc(FakeIdentityModule, {
    connection: natsConnection,
    queue: IDENTITY_SERVICE,
    verifier: keys.verifier,
    logger,
  });

  const service = await startSocialService(
    loadEnv(socialEnv, {
      NATS_URL: nats.url,
      ACTOR_VERIFY_KEYS: keys.verificationKey,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      HEALTH_PORT: '0',
    }),
    logger,
  );
  const rpc = new RpcClient({
    connection: natsConnection,
    timeoutMs: 15_000,
    caller: 'social-test',
    signer: keys.signer,
  });
  const jsm = await jetstreamManager(natsConnection);
  await ensureEventStream(jsm);
  const js = jetstream(natsConnection);

  const user = (overrides: Partial<UserProfile> = {}): TestUser => {
    const id = overrides.id ?? nextUserId++;
    const profile: UserProfile = {
      id,
      username: overrides.username ?? `user${id}`,
      avatarUrl: null,
      bio: null,
      profileVisibility: 'public',
      shareCheckIns: true,
      ...overrides,
    };
    identityUsers.set(id, profile);
    return { id, username: profile.username, actor: { userId: id, isAdmin: false } };
  };

  const redeliver: SocialFixture['redeliver'] = async (envelope) => {
    await js.publish(envelope.subject, JSON.stringify(envelope), { msgID: randomUUID() });
  };

  const publish: SocialFixture['publish'] = async (descriptor, data, occurredAt = new Date()) => {
    const envelope = {
      id: randomUUID(),
      subject: descriptor.subject,
      occurredAt: occurredAt.toISOString(),
      data: descriptor.data.parse(data),
    };
    await js.publish(descriptor.subject, JSON.stringify(envelope), { msgID: envelope.id });
    return envelope;
  };

  return {
    rpc,
    service,
    db,
    jsm,
    user,
    publish,
    redeliver,
    async registered(overrides = {}) {
      const created = user(overrides);
      await publish(userRegistered, identityUsers.get(created.id) as UserProfile);
      await eventually(async () => {
        const rows: unknown[] = await db.query('SELECT 1 FROM social.user_cards WHERE id = $1', [created.id]);
        expect(rows).toHaveLength(1);
      });
      return created;
    },
    async updateProfile(changed, changes) {
      const profile = { ...(identityUsers.get(changed.id) as UserProfile), ...changes };
      identityUsers.set(changed.id, profile);
      await publish(userUpdated, profile);
      return profile;
    },
    async deleteUser(deleted) {
      identityUsers.delete(deleted.id);
      await publish(userDeleted, { id: deleted.id });
    },
    follow: (follower, following) => rpc.send(followUser, { actor: follower.actor, userId: following.id }),
    async checkIn(owner, overrides = {}) {
      const now = new Date().toISOString();
      const state: CheckInState = {
        id: nextCheckInId++,
        userId: owner.id,
        coffeeName: 'Yirgacheffe Konga',
        roaster: 'Square Mile',
        location: null,
        brewMethod: 'Pour Over',
        roastLevel: null,
        coffeeType: null,
        rating: 4,
        tastingNotes: [],
        notes: null,
        photoUrl: null,
        brewDetails: null,
        latitude: null,
        longitude: null,
        createdAt: now,
        updatedAt: now,
        hidden: false,
        ...overrides,
      };
      await publish(checkInCreated, state);
      return state;
    },
    async checkInsCount(userId) {
      const rows: { check_ins_count: number }[] = await db.query(
        'SELECT check_ins_count FROM social.user_counters WHERE user_id = $1',
        [userId],
      );
      return rows[0]?.check_ins_count ?? null;
    },
    async followEvents(userId) {
      return db.query<OutboxRow[]>(
        `SELECT subject, payload -> 'data' AS data FROM social.outbox
         WHERE (payload -> 'data' ->> 'followerId')::int = $1 OR (payload -> 'data' ->> 'followingId')::int = $1
         ORDER BY created_at, subject`,
        [userId],
      );
    },
    async close() {
      await service.close();
      await identity.close();
      await natsConnection.close();
      await nats.stop();
      await database.drop();
    },
  };
}

/** The RpcError body a call failed with. */
export async function failureOf(call: Promise<unknown>): Promise<RpcError['body']> {
  try {
    await call;
  } catch (error) {
    if (error instanceof RpcError) return error.body;
    throw error;
  }
  throw new Error('expected the call to fail');
}
