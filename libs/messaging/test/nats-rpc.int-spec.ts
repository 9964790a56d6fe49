import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { actorSchema, defineRpc, type Actor } from '@crema/contracts/common/rpc';
import { startNatsServer, type TestNatsServer } from '@crema/testing';
import { register } from 'prom-client';
import { z } from 'zod';
import {
  generateActorKeyring,
  listenForRpc,
  RpcClient,
  RpcError,
  RpcHandler,
  RpcPayload,
  type RpcInput,
} from '../src';
import { silentLogger, sleep } from './messaging-fixture';

/** The series a histogram sample belongs to (`<name>_count`, `_sum`, `_bucket`). */
const metricNameOf = (sample: object): string | undefined => (sample as { metricName?: string }).metricName;

const whoAmI = defineRpc('rpc.rpctest.me.get.v1', z.object({ actor: actorSchema }), actorSchema);
const listNumbers = defineRpc(
  'rpc.rpctest.numbers.list.v1',
  z.object({ viewer: actorSchema.nullable(), from: z.number().int() }),
  z.object({
    items: z.array(z.object({ n: z.number(), by: z.number().nullable() })),
    nextCursor: z.string().nullable(),
  }),
);
const slow = defineRpc(
  'rpc.rpctest.slow.run.v1',
  z.object({ ms: z.number() }),
  z.object({ done: z.literal(true) }),
);
const broken = defineRpc('rpc.rpctest.broken.run.v1', z.object({}), z.object({}));
const nobody = defineRpc('rpc.rpctest.nobody.run.v1', z.object({}), z.object({}));

/** What happened in which order, across the handler and the test. */
const events: string[] = [];

@Controller()
class TestRpcController {
  @RpcHandler(whoAmI)
  me(@RpcPayload(whoAmI) input: RpcInput<typeof whoAmI>): Actor {
    return input.actor;
  }

  @RpcHandler(listNumbers)
  numbers(@RpcPayload(listNumbers) input: RpcInput<typeof listNumbers>) {
    const items = [0, 1, 2].map((i) => ({ n: input.from + i, by: input.viewer?.userId ?? null }));
    return { items, nextCursor: input.from < 10 ? `after-${input.from + 2}` : null };
  }

  @RpcHandler(slow)
  async slow(@RpcPayload(slow) input: RpcInput<typeof slow>) {
    await sleep(input.ms);
    events.push(`slept ${input.ms}`);
    return { done: true as const };
  }

  @RpcHandler(broken)
  broken(): never {
    throw new Error('a bug with internals that must not leak');
  }
}

@Module({ controllers: [TestRpcController] })
class TestRpcModule {}

@Controller()
class UndeclaredController {
  @MessagePattern('rpc.rpctest.undeclared.run.v1')
  run(@Payload() input: { actor?: Actor }) {
    return input;
  }
}

@Module({ controllers: [UndeclaredController] })
class UndeclaredModule {}

/** The RPC transport end to end over a real NATS server: persons, pages, failures and shutdown. */
describe('NATS RPC transport', () => {
  const keys = generateActorKeyring('test');
  const alice = { userId: 7, isAdmin: false };
  let nats: TestNatsServer;
  let serverConnection: NatsConnection;
  let clientConnection: NatsConnection;
  let app: INestMicroservice;
  let rpc: RpcClient;
  let closed = false;

  beforeAll(async () => {
    nats = await startNatsServer();
    serverConnection = await connect({ servers: nats.url });
    clientConnection = await connect({ servers: nats.url });
    app = await listenForRpc(TestRpcModule, {
      connection: serverConnection,
      queue: 'rpctest',
      verifier: keys.verifier,
      logger: silentLogger,
    });
    rpc = new RpcClient({
      connection: clientConnection,
      timeoutMs: 1000,
      caller: 'test',
      signer: keys.signer,
    });
  });
  afterAll(async () => {
    if (!closed) await app.close();
    await serverConnection.close();
    await clientConnection.close();
    await nats.stop();
  });

  it('refuses to serve a handler that does not say whom its requests are for', async () => {
    await expect(
      listenForRpc(UndeclaredModule, {
        connection: serverConnection,
        queue: 'undeclared',
        verifier: keys.verifier,
        logger: silentLogger,
      }),
    ).rejects.toThrow('rpc.rpctest.undeclared.run.v1 is handled without @RpcHandler');
  });

  it('hands the handler the signed actor', async () => {
    await expect(rpc.send(whoAmI, { actor: alice })).resolves.toEqual(alice);
  });

  it('carries a page as its items with the cursor beside them, for a viewer or a guest', async () => {
    await expect(rpc.send(listNumbers, { viewer: alice, from: 1 })).resolves.toEqual({
      items: [
        { n: 1, by: 7 },
        { n: 2, by: 7 },
        { n: 3, by: 7 },
      ],
      nextCursor: 'after-3',
    });
    const lastPage = await rpc.sendForPage(listNumbers, { viewer: null, from: 10 });
    expect(lastPage).toEqual({
      itemsJson: '[{"n":10,"by":null},{"n":11,"by":null},{"n":12,"by":null}]',
      nextCursor: null,
    });
    await expect(rpc.sendForPage(whoAmI, { actor: alice })).rejects.toThrow('does not answer a page');
  });

  it('answers bad input 400 and a bug 500 without its internals', async () => {
    const bad = rpc.send(listNumbers, { viewer: null, from: 'one' as unknown as number });
    await expect(bad).rejects.toMatchObject({ body: { status: 400, code: 'validation_failed' } });
    const bug = rpc.send(broken, {});
    await expect(bug).rejects.toBeInstanceOf(RpcError);
    await expect(bug).rejects.toMatchObject({
      body: { status: 500, message: 'Something went wrong on our side.' },
    });
  });

  it('answers 503 when nobody serves a subject or the service is too slow', async () => {
    await expect(rpc.send(nobody, {})).rejects.toMatchObject({
      body: { status: 503, message: 'The rpctest service is unavailable. Please try again.' },
    });
    const impatient = new RpcClient({ connection: clientConnection, timeoutMs: 100, caller: 'test' });
    await expect(impatient.send(slow, { ms: 300 })).rejects.toMatchObject({
      body: { status: 503, message: 'The rpctest service did not answer in time. Please try again.' },
    });
    await sleep(300); // the server finishes the request the client gave up on
  });

  it('records the latency of every call per subject and outcome, on the caller and on the service', async () => {
    await rpc.send(whoAmI, { actor: alice });
    await expect(rpc.send(broken, {})).rejects.toBeInstanceOf(RpcError);
    await expect(rpc.send(nobody, {})).rejects.toBeInstanceOf(RpcError);
    const samples = async (name: string) =>
      (await register.getSingleMetric(name)!.get()).values.filter(
        (sample) => metricNameOf(sample) === `${name}_count` && sample.value > 0,
      );
    const outcomes = async (name: string) =>
      Object.fromEntries(
        (await samples(name)).map((sample) => [`${sample.labels.subject} ${sample.labels.outcome}`, true]),
      );
    expect(await outcomes('rpc_client_duration_seconds')).toMatchObject({
      [`${whoAmI.subject} ok`]: true,
      [`${broken.subject} error`]: true,
      [`${nobody.subject} unavailable`]: true,
    });
    expect(await outcomes('rpc_server_duration_seconds')).toMatchObject({
      [`${whoAmI.subject} ok`]: true,
      [`${broken.subject} error`]: true,
    });
  });

  // Last: it closes the server.
  it('finishes the requests in flight when it closes, and takes no more', async () => {
    const patient = new RpcClient({ connection: clientConnection, timeoutMs: 2000, caller: 'test' });
    events.length = 0;
    const inFlight = patient.send(slow, { ms: 250 });
    await sleep(50);
    const closing = app.close().then(() => events.push('closed'));
    await expect(inFlight).resolves.toEqual({ done: true });
    await closing;
    closed = true;
    expect(events).toEqual(['slept 250', 'closed']);
    await expect(patient.send(slow, { ms: 1 })).rejects.toMatchObject({ body: { status: 503 } });
  });
});
