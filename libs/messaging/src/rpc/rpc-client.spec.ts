import type { Msg, MsgHdrs, NatsConnection, RequestOptions } from '@nats-io/transport-node';
import { defineRpc, RpcHeader } from '@crema/contracts/common/rpc';
import { z } from 'zod';
import { withVerifiedActor } from '../actors/actor-context';
import { generateActorKeyring } from '../actors/actor-token';
import { RpcClient } from './rpc-client';

const getThing = defineRpc(
  'rpc.test.thing.get.v1',
  z.object({ actor: z.object({ userId: z.number(), isAdmin: z.boolean() }), id: z.number() }),
  z.object({ id: z.number() }),
);
const alice = { userId: 1, isAdmin: false };

/** A connection that records what would have been sent and answers `{ id: 1 }`. */
function recordingConnection() {
  const sent: { subject: string; body: string; headers: MsgHdrs | undefined }[] = [];
  const connection = {
    request: (subject: string, data: Uint8Array, options: RequestOptions) => {
      sent.push({ subject, body: Buffer.from(data).toString(), headers: options.headers });
      return Promise.resolve({ data: Buffer.from('{"id":1}'), headers: undefined } as unknown as Msg);
    },
  } as unknown as NatsConnection;
  return { connection, sent };
}

describe('RpcClient', () => {
  const keys = generateActorKeyring('test');

  it('signs the actor into a header and leaves it out of the body', async () => {
    const { connection, sent } = recordingConnection();
    const client = new RpcClient({ connection, timeoutMs: 1000, caller: 'gateway', signer: keys.signer });
    await expect(client.send(getThing, { actor: alice, id: 5 })).resolves.toEqual({ id: 1 });
    expect(sent[0]?.body).toBe('{"id":5}');
    expect(keys.verifier.verify(sent[0]?.headers?.get(RpcHeader.Actor) ?? '')).toEqual(alice);
    expect(sent[0]?.headers?.get(RpcHeader.Caller)).toBe('gateway');
  });

  it('lets a service forward the token of the person it is serving, and no one else', async () => {
    const { connection, sent } = recordingConnection();
    const service = new RpcClient({ connection, timeoutMs: 1000, caller: 'checkins' });
    const token = keys.signer.tokenFor(alice);
    await withVerifiedActor({ actor: alice, token }, () => service.send(getThing, { actor: alice, id: 5 }));
    expect(sent[0]?.headers?.get(RpcHeader.Actor)).toBe(token);

    const bob = { userId: 2, isAdmin: false };
    await expect(
      withVerifiedActor({ actor: alice, token }, () => service.send(getThing, { actor: bob, id: 5 })),
    ).rejects.toThrow('checkins may act only for the person whose request it is handling');
    await expect(
      withVerifiedActor({ actor: alice, token }, () =>
        service.send(getThing, { actor: { ...alice, isAdmin: true }, id: 5 }),
      ),
    ).rejects.toThrow('may act only for the person');
    await expect(service.send(getThing, { actor: alice, id: 5 })).rejects.toThrow(
      'may act only for the person',
    );
    expect(sent).toHaveLength(1);
  });
});
