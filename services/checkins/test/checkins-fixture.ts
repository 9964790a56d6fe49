import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { checkinsEnv, loadEnv, redisEnv } from '@crema/config';
import type { CreateCheckInBody } from '@crema/contracts/checkins/check-in';
import { createCheckIn, type StoredPhoto } from '@crema/contracts/checkins/rpc';
import {
  moderationRuleChanged,
  settingChanged,
  type ModerationRuleState,
} from '@crema/contracts/admin/events';
import type { EventDescriptor } from '@crema/contracts/common/events';
import type { Actor, RpcReply } from '@crema/contracts/common/rpc';
import { userRegistered, userUpdated } from '@crema/contracts/identity/events';
import { getCurrentUser, getUserProfile, IDENTITY_SERVICE } from '@crema/contracts/identity/rpc';
import { DEFAULT_PREFERENCES, type SelfUser, type UserProfile } from '@crema/contracts/identity/user';
import { followCreated } from '@crema/contracts/social/events';
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
import { createMigratedTestDatabase, eventually, startNatsServer, uniqueRedisPrefix } from '@crema/testing';
import { startCheckinsService } from '../src/checkins.app';
import { createCheckinsDataSource } from '../src/database/checkins-data-source';

const logger = createLogger('checkins-test', 'silent');

/** Users identity knows, answered by the fake identity's getCurrentUser. */
const identityUsers = new Map<number, SelfUser>();

@Controller()
class FakeIdentityController {
  @RpcHandler(getCurrentUser)
  getCurrentUser(@RpcPayload(getCurrentUser) input: { actor: Actor }): RpcReply<typeof getCurrentUser> {
    const user = identityUsers.get(input.actor.userId);
    if (!user) throw RpcError.unauthorized('Your account no longer exists. Please log in again.');
    return user;
  }

  @RpcHandler(getUserProfile)
  getUserProfile(@RpcPayload(getUserProfile) input: { userId: number }): RpcReply<typeof getUserProfile> {
    const user = identityUsers.get(input.userId);
    if (!user) throw RpcError.notFound('User not found');
    return {
      id: user.id,
      username: user.username,
      avatarUrl: user.avatarUrl,
      bio: user.bio,
      profileVisibility: user.preferences.profileVisibility,
      shareCheckIns: user.preferences.shareCheckIns,
    };
  }
}

@Module({ controllers: [FakeIdentityController] })
class FakeIdentityModule {}

export interface TestUser {
  id: number;
  username: string;
  actor: Actor;
}

export interface CheckinsFixture {
  rpc: RpcClient;
  /** A second connection to the migrated database, for assertions. */
  db: DataSource;
  redis: Redis;
  redisPrefix: string;
  mediaDir: string;
  /** A user identity knows (the checkins projection learns of them on first write or by event). */
  user(overrides?: Partial<UserProfile>): TestUser;
  /** Publishes an identity (or any) contract event to JetStream, as its owner's outbox relay would; gives its id. */
  publish<D extends z.ZodType<object>>(
    descriptor: EventDescriptor<D>,
    data: z.input<D>,
    occurredAt?: Date,
  ): Promise<string>;
  /** Announces the user as registered and waits until the authors projection has them. */
  registered(overrides?: Partial<UserProfile>): Promise<TestUser>;
  /** Announces the user's new privacy settings (user.updated) and waits until the projection has them. */
  changePrivacy(
    user: TestUser,
    profileVisibility: UserProfile['profileVisibility'],
    shareCheckIns?: boolean,
  ): Promise<void>;
  /** An administrator (the signed actor says so); the projection learns of them like of anyone. */
  admin(): TestUser;
  /** Announces an admin setting (setting.changed) and waits until checkins holds the value. */
  setting(key: string, value: string): Promise<void>;
  /** Announces a moderation rule's state (moderation-rule.changed) and waits until checkins holds it. */
  rule(
    state: Partial<ModerationRuleState> & Pick<ModerationRuleState, 'pattern'>,
  ): Promise<ModerationRuleState>;
  /** Announces a follow edge (social's follow.created) and waits until the projection has it. */
  follow(follower: TestUser, following: TestUser): Promise<void>;
  createCheckIn(
    user: TestUser,
    overrides?: Partial<CreateCheckInBody>,
    photo?: StoredPhoto | null,
  ): Promise<RpcReply<typeof createCheckIn>>;
  /** Writes a photo and its thumbnail into the media folder, as the gateway does before createCheckIn. */
  storePhoto(): Promise<StoredPhoto>;
  mediaPath(url: string): string;
  /** The subjects of the checkin.* events written about one check-in, oldest first. */
  outboxSubjects(checkInId: number): Promise<string[]>;
  close(): Promise<void>;
}

let nextUserId = 1000;
let nextRuleId = 1;

export const validCheckIn: CreateCheckInBody = {
  coffeeName: 'Yirgacheffe Konga',
  roaster: 'Square Mile',
  brewMethod: 'Pour Over',
  rating: 4,
  tastingNotes: ['Floral', 'Citrus'],
  notes: 'Bright and clean.',
};

/** The real checkins service on a fresh database, a NATS server of this run's own and a Redis prefix nobody else uses. */
export async function startCheckins(): Promise<CheckinsFixture> {
  const database = await createMigratedTestDatabase(createCheckinsDataSource, 4);
  const db = database.dataSource;
  const nats = await startNatsServer();
  const { REDIS_URL } = loadEnv(redisEnv);
  const redisPrefix = uniqueRedisPrefix();
  const mediaDir = await mkdtemp(join(tmpdir(), 'crema-media-'));

  const keys = generateActorKeyring('test');
  const natsConnection: NatsConnection = await connect({ servers: nats.url });
  const identity: INestMicroservice = await listenForRpc(FakeIdentityModule, {
    connection: natsConnection,
    queue: IDENTITY_SERVICE,
    verifier: keys.verifier,
    logger,
  });

  const service = await startCheckinsService(
    loadEnv(checkinsEnv, {
      NATS_URL: nats.url,
      ACTOR_VERIFY_KEYS: keys.verificationKey,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      DATABASE_URL: database.url,
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'silent',
      HEALTH_PORT: '0',
      TIMELINE_CAP: '50',
    }),
    logger,
  );
  const rpc = new RpcClient({
    connection: natsConnection,
    timeoutMs: 15_000,
    caller: 'checkins-test',
    signer: keys.signer,
  });
  await ensureEventStream(await jetstreamManager(natsConnection));
  const js = jetstream(natsConnection);
  const redis = new Redis(REDIS_URL);

  const user = (overrides: Partial<UserProfile> = {}): TestUser => {
    const id = overrides.id ?? nextUserId++;
    const username = overrides.username ?? `user${id}`;
    identityUsers.set(id, {
      id,
      username,
      email: `${username}@example.com`,
      avatarUrl: overrides.avatarUrl ?? null,
      bio: null,
      createdAt: new Date().toISOString(),
      isAdmin: false,
      preferences: {
        ...DEFAULT_PREFERENCES,
        ...(overrides.profileVisibility ? { profileVisibility: overrides.profileVisibility } : {}),
        ...(overrides.shareCheckIns !== undefined ? { shareCheckIns: overrides.shareCheckIns } : {}),
      },
    });
    return { id, username, actor: { userId: id, isAdmin: false } };
  };

  const publish: CheckinsFixture['publish'] = async (descriptor, data, occurredAt = new Date()) => {
    const envelope = {
      id: randomUUID(),
      subject: descriptor.subject,
      occurredAt: occurredAt.toISOString(),
      data: descriptor.data.parse(data),
    };
    await js.publish(descriptor.subject, JSON.stringify(envelope), { msgID: envelope.id });
    return envelope.id;
  };

  const fixture: CheckinsFixture = {
    rpc,
    db,
    redis,
    redisPrefix,
    mediaDir,
    user,
    publish,
    async registered(overrides = {}) {
      const created = user(overrides);
      await publish(userRegistered, {
        id: created.id,
        username: created.username,
        avatarUrl: overrides.avatarUrl ?? null,
        bio: null,
        profileVisibility: overrides.profileVisibility ?? 'public',
        shareCheckIns: overrides.shareCheckIns ?? true,
      });
      await eventually(async () => {
        const rows: unknown[] = await db.query('SELECT 1 FROM checkins.authors WHERE id = $1', [created.id]);
        expect(rows).toHaveLength(1);
      });
      return created;
    },
    async changePrivacy(user, profileVisibility, shareCheckIns = true) {
      await publish(userUpdated, {
        id: user.id,
        username: user.username,
        avatarUrl: null,
        bio: null,
        profileVisibility,
        shareCheckIns,
      });
      await eventually(async () => {
        const rows: unknown[] = await db.query(
          'SELECT 1 FROM checkins.authors WHERE id = $1 AND profile_visibility = $2 AND share_check_ins = $3',
          [user.id, profileVisibility, shareCheckIns],
        );
        expect(rows).toHaveLength(1);
      });
    },
    admin() {
      const admin = user();
      return { ...admin, actor: { ...admin.actor, isAdmin: true } };
    },
    async setting(key, value) {
      await publish(settingChanged, { key, value });
      await eventually(async () => {
        const rows: unknown[] = await db.query(
          'SELECT 1 FROM checkins.settings WHERE key = $1 AND value = $2',
          [key, value],
        );
        expect(rows).toHaveLength(1);
      });
    },
    async rule(overrides) {
      const state: ModerationRuleState = {
        id: nextRuleId++,
        active: true,
        action: 'flag',
        name: `Rule ${nextRuleId}`,
        ...overrides,
      };
      await publish(moderationRuleChanged, state);
      await eventually(async () => {
        const rows: unknown[] = await db.query(
          `SELECT 1 FROM checkins.moderation_rules
           WHERE id = $1 AND active = $2 AND pattern IS NOT DISTINCT FROM $3 AND action = $4 AND name = $5`,
          [state.id, state.active, state.pattern, state.action, state.name],
        );
        expect(rows).toHaveLength(1);
      });
      return state;
    },
    async follow(follower, following) {
      await publish(followCreated, {
        followerId: follower.id,
        followingId: following.id,
        createdAt: new Date().toISOString(),
      });
      await eventually(async () => {
        const rows: unknown[] = await db.query(
          'SELECT 1 FROM checkins.follows WHERE follower_id = $1 AND following_id = $2',
          [follower.id, following.id],
        );
        expect(rows).toHaveLength(1);
      });
    },
    createCheckIn(owner, overrides = {}, photo = null) {
      return rpc.send(createCheckIn, {
        actor: owner.actor,
        checkIn: { ...validCheckIn, ...overrides },
        photo,
      });
    },
    async storePhoto() {
      const name = randomUUID();
      const photo = {
        url: `/media/check-ins/${name}.webp`,
        thumbnailUrl: `/media/check-ins/${name}-thumb.webp`,
      };
      for (const url of [photo.url, photo.thumbnailUrl]) {
        const path = fixture.mediaPath(url);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, 'webp');
      }
      return photo;
    },
    mediaPath: (url) => join(mediaDir, url.replace(/^\/media\//, '')),
    async outboxSubjects(checkInId) {
      const rows: { subject: string }[] = await db.query(
        `SELECT subject FROM checkins.outbox
         WHERE subject LIKE 'evt.checkins.checkin.%' AND (payload -> 'data' ->> 'id')::int = $1 ORDER BY created_at`,
        [checkInId],
      );
      return rows.map((row) => row.subject);
    },
    async close() {
      await service.close();
      await identity.close();
      await natsConnection.close();
      await nats.stop();
      await database.drop();
      const keys = await redis.keys(`${redisPrefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
  return fixture;
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
