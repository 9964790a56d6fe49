import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { AckPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection, type SubscriptionOptions } from '@nats-io/transport-node';
import { loadEnv, natsEnv } from '@crema/config';
import { BUS_ACCESS } from '@crema/contracts/bus/bus-access';
import { checkinsAuthorsDurable } from '@crema/contracts/bus/checkins-consumers';
import { checkInCreated } from '@crema/contracts/checkins/events';
import { CHECKINS_SERVICE } from '@crema/contracts/checkins/rpc';
import { EVENTS_STREAM, eventSubjectsOf, type EventDescriptor } from '@crema/contracts/common/events';
import { healthPing, rpcSubjectsOf } from '@crema/contracts/common/rpc';
import { userRegistered } from '@crema/contracts/identity/events';
import { deleteAccount, getCurrentUser, IDENTITY_SERVICE } from '@crema/contracts/identity/rpc';
import { socialUsersDurable } from '@crema/contracts/bus/social-consumers';
import { followCreated } from '@crema/contracts/social/events';
import { listFollowers, SOCIAL_SERVICE } from '@crema/contracts/social/rpc';
import { ensureEventStream, inboxPrefixOf, natsConnectionOptions } from '@crema/messaging';
import { startNatsServer, type TestNatsServer } from '@crema/testing';
import type { z } from 'zod';
import { BACKUP_NATS_USER, NATS_SERVER_CONFIG_PATH, OPERATOR_NATS_USERS, passwordVariableOf } from '../src';

const GATEWAY = 'gateway';
const SERVICES = [IDENTITY_SERVICE, CHECKINS_SERVICE, SOCIAL_SERVICE] as const;
/** One event of each service's own, to publish. */
const EVENT_OF: Record<(typeof SERVICES)[number], EventDescriptor<z.ZodType>> = {
  [IDENTITY_SERVICE]: userRegistered,
  [CHECKINS_SERVICE]: checkInCreated,
  [SOCIAL_SERVICE]: followCreated,
};
const otherThan = <T>(list: readonly T[], item: T): T => list[(list.indexOf(item) + 1) % list.length] as T;

const configFile = path.resolve(__dirname, '..', '..', '..', NATS_SERVER_CONFIG_PATH);
const users = [
  ...Object.keys(BUS_ACCESS).filter((name) => BUS_ACCESS[name]),
  ...OPERATOR_NATS_USERS.map((user) => user.name),
];
// Letters and digits only: nats-server reads the variable's value as a config token.
const passwords = new Map(users.map((name) => [name, `test${randomBytes(16).toString('hex')}`]));

let nats: TestNatsServer;
const opened: NatsConnection[] = [];

/** A connection as the deployable's processes open it: natsConnectionOptions with its user and inbox. */
async function connectAs(deployable: string): Promise<NatsConnection> {
  const env = loadEnv(natsEnv, {
    NATS_URL: nats.url,
    NATS_USER: deployable,
    NATS_PASSWORD: passwords.get(deployable),
  });
  const connection = await connect({ ...natsConnectionOptions(env, deployable), reconnect: false });
  opened.push(connection);
  return connection;
}

/** Subscribes and returns the server's refusal, or undefined when the subscription stands. */
async function subscriptionRefusal(
  connection: NatsConnection,
  subject: string,
  options: SubscriptionOptions = {},
): Promise<Error | undefined> {
  const subscription = connection.subscribe(subject, options);
  // A refused SUB is answered with -ERR before the PONG that ends the flush.
  await connection.flush();
  if (!subscription.isClosed()) {
    subscription.unsubscribe();
    return undefined;
  }
  return (await subscription.closed) || undefined;
}

const refusedSubscription = (subject: string, queue?: string) => ({
  name: 'PermissionViolationError',
  operation: 'subscription',
  subject,
  queue,
});
/** How a request (JetStream API calls and publishes included) fails when its publish is refused. */
const refusedPublish = (subject: string) => ({
  name: 'RequestError',
  cause: { name: 'PermissionViolationError', operation: 'publish', subject },
});

/** Answers every request of a service's subject as its replicas do: in its queue group. */
function answer(connection: NatsConnection, subject: string, queue: string, replies: string[] = []) {
  connection.subscribe(subject, {
    queue,
    callback: (_error, message) => {
      if (message.reply) replies.push(message.reply);
      message.respond('pong');
    },
  });
  return connection.flush();
}

beforeAll(async () => {
  const env = Object.fromEntries(users.map((name) => [passwordVariableOf(name), passwords.get(name) ?? '']));
  nats = await startNatsServer({ configFile, env });
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((connection) => connection.close()));
});

afterAll(async () => {
  await nats?.stop();
});

describe(`${NATS_SERVER_CONFIG_PATH} on a real nats-server`, () => {
  it('refuses anonymous connections and wrong passwords', async () => {
    await expect(connect({ servers: nats.url, reconnect: false })).rejects.toThrow(
      /authorization violation/i,
    );
    await expect(
      connect({ servers: nats.url, user: GATEWAY, pass: passwords.get(IDENTITY_SERVICE), reconnect: false }),
    ).rejects.toThrow(/authorization violation/i);
  });

  it.each(SERVICES)('lets %s answer its own requests only, and only in its queue group', async (service) => {
    const connection = await connectAs(service);
    const own = rpcSubjectsOf(service);
    const other = otherThan(SERVICES, service);
    expect(await subscriptionRefusal(connection, own, { queue: service })).toBeUndefined();
    expect(await subscriptionRefusal(connection, own)).toMatchObject(refusedSubscription(own));
    expect(await subscriptionRefusal(connection, own, { queue: other })).toMatchObject(
      refusedSubscription(own, other),
    );
    expect(await subscriptionRefusal(connection, rpcSubjectsOf(other), { queue: other })).toMatchObject(
      refusedSubscription(rpcSubjectsOf(other), other),
    );
  });

  it.each(SERVICES)('lets %s publish its own events to JetStream, not those of another', async (service) => {
    const connection = await connectAs(service);
    await ensureEventStream(await jetstreamManager(connection));
    const js = jetstream(connection);
    const own = EVENT_OF[service].subject;
    await expect(js.publish(own, '{}')).resolves.toMatchObject({ stream: EVENTS_STREAM });
    const foreign = EVENT_OF[otherThan(SERVICES, service)].subject;
    await expect(js.publish(foreign, '{}')).rejects.toMatchObject(refusedPublish(foreign));
  });

  it('lets the backup user read the event stream and ask for its snapshot, but neither publish nor consume', async () => {
    const identity = await connectAs(IDENTITY_SERVICE);
    await ensureEventStream(await jetstreamManager(identity));
    const backup = await connectAs(BACKUP_NATS_USER.name);
    const info = await backup.request(`$JS.API.STREAM.INFO.${EVENTS_STREAM}`, '', { timeout: 5_000 });
    expect(info.json()).toMatchObject({ config: { name: EVENTS_STREAM } });

    const event = userRegistered.subject;
    await expect(backup.request(event, '{}', { timeout: 2_000 })).rejects.toMatchObject(
      refusedPublish(event),
    );
    const createConsumer = `$JS.API.CONSUMER.CREATE.${EVENTS_STREAM}.backup-reader`;
    await expect(backup.request(createConsumer, '{}', { timeout: 2_000 })).rejects.toMatchObject(
      refusedPublish(createConsumer),
    );
    const deleteStream = `$JS.API.STREAM.DELETE.${EVENTS_STREAM}`;
    await expect(backup.request(deleteStream, '', { timeout: 2_000 })).rejects.toMatchObject(
      refusedPublish(deleteStream),
    );
  });

  it("answers the gateway's requests on the gateway's own inbox", async () => {
    const identity = await connectAs(IDENTITY_SERVICE);
    const replySubjects: string[] = [];
    const ping = healthPing(IDENTITY_SERVICE).subject;
    await answer(identity, ping, IDENTITY_SERVICE, replySubjects);
    const gateway = await connectAs(GATEWAY);
    const reply = await gateway.request(ping, '{}', { timeout: 2000 });
    expect(reply.string()).toBe('pong');
    expect(replySubjects[0]?.startsWith(`${inboxPrefixOf(GATEWAY)}.`)).toBe(true);
  });

  it('lets the gateway send requests and nothing else', async () => {
    const gateway = await connectAs(GATEWAY);
    expect(await subscriptionRefusal(gateway, 'rpc.>')).toMatchObject(refusedSubscription('rpc.>'));
    const identityRequests = rpcSubjectsOf(IDENTITY_SERVICE);
    expect(await subscriptionRefusal(gateway, identityRequests, { queue: IDENTITY_SERVICE })).toMatchObject(
      refusedSubscription(identityRequests, IDENTITY_SERVICE),
    );
    await expect(jetstreamManager(gateway)).rejects.toMatchObject(refusedPublish('$JS.API.INFO'));
    const event = userRegistered.subject;
    await expect(gateway.request(event, '{}', { timeout: 2000 })).rejects.toMatchObject(
      refusedPublish(event),
    );
  });

  it('lets a service send only the requests it declares', async () => {
    const identity = await connectAs(IDENTITY_SERVICE);
    await answer(identity, rpcSubjectsOf(IDENTITY_SERVICE), IDENTITY_SERVICE);
    const checkins = await connectAs(CHECKINS_SERVICE);
    const allowed = await checkins.request(getCurrentUser.subject, '{}', { timeout: 2000 });
    expect(allowed.string()).toBe('pong');
    for (const subject of [deleteAccount.subject, listFollowers.subject]) {
      await expect(checkins.request(subject, '{}', { timeout: 2000 })).rejects.toMatchObject(
        refusedPublish(subject),
      );
    }
  });

  it.each(users)("keeps another deployable's replies from %s", async (deployable) => {
    const connection = await connectAs(deployable);
    const foreignInbox = `${inboxPrefixOf(otherThan(users, deployable))}.>`;
    expect(await subscriptionRefusal(connection, `${inboxPrefixOf(deployable)}.>`)).toBeUndefined();
    expect(await subscriptionRefusal(connection, foreignInbox)).toMatchObject(
      refusedSubscription(foreignInbox),
    );
    expect(await subscriptionRefusal(connection, '_INBOX.>')).toMatchObject(refusedSubscription('_INBOX.>'));
  });

  it("delivers identity's events to social's durable consumer, which reaches no other durable", async () => {
    const identity = await connectAs(IDENTITY_SERVICE);
    await ensureEventStream(await jetstreamManager(identity));
    await jetstream(identity).publish(userRegistered.subject, '{"id":"first"}');

    const social = await connectAs(SOCIAL_SERVICE);
    const jsm = await jetstreamManager(social);
    await ensureEventStream(jsm);
    // What startDurableConsumer does: create (with a filter subject), update, then pull and ack.
    const durable = socialUsersDurable.name;
    await jsm.consumers.add(EVENTS_STREAM, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      filter_subject: eventSubjectsOf(IDENTITY_SERVICE),
    });
    await jsm.consumers.update(EVENTS_STREAM, durable, { max_deliver: 10 });
    const consumer = await jetstream(social).consumers.get(EVENTS_STREAM, durable);
    const message = await consumer.next({ expires: 5000 });
    expect(message?.subject).toBe(userRegistered.subject);
    await expect(message?.ackAck()).resolves.toBe(true);

    const foreign = checkinsAuthorsDurable.name;
    await expect(jsm.consumers.info(EVENTS_STREAM, foreign)).rejects.toThrow(/Permissions Violation/);
    await expect(
      jsm.consumers.add(EVENTS_STREAM, { durable_name: foreign, ack_policy: AckPolicy.Explicit }),
    ).rejects.toThrow(/Permissions Violation/);
  });
});
