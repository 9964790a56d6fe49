import { errors, headers as natsHeaders, type Msg, type NatsConnection } from '@nats-io/transport-node';
import {
  RpcHeader,
  type Actor,
  type RpcDescriptor,
  type RpcReply,
  type RpcRequest,
} from '@crema/contracts/common/rpc';
import {
  CORRELATION_HEADER,
  currentCorrelationId,
  failSpan,
  recordRpcClient,
  SpanKind,
  setTraceHeaders,
  spanCarrier,
  startSpan,
} from '@crema/observability';
import type { z } from 'zod';
import { currentVerifiedActor } from '../actors/actor-context';
import type { ActorSigner } from '../actors/actor-token';
import { RpcError } from './rpc-error';
import { encodeBody, pageOf, replyText, type PageJson } from './rpc-wire';

type AnyRpc = RpcDescriptor<z.ZodType, z.ZodType>;
type PageItem<D> = RpcReply<D> extends { items: (infer Item)[] } ? Item : never;

export interface RpcClientOptions {
  /** The process's NATS connection (the client does not own it). */
  connection: NatsConnection;
  timeoutMs: number;
  /** The deployable sending, told to the service in the caller header. */
  caller: string;
  /**
   * The gateway signs the person of each request. A service has no signer: it forwards the token
   * of the request it is handling, and only for that same person.
   */
  signer?: ActorSigner;
}

/**
 * Typed request-reply over NATS. Every call carries the current correlation id and the caller,
 * the person it is made for as a signed token (never in the body), gives up after the configured
 * timeout (503), and surfaces a service's failure as an RpcError.
 */
export class RpcClient {
  constructor(private readonly options: RpcClientOptions) {}

  async send<D extends AnyRpc>(descriptor: D, payload: RpcRequest<D>): Promise<RpcReply<D>> {
    const reply = await this.request(descriptor, payload);
    if (!descriptor.paged) return JSON.parse(replyText(reply)) as RpcReply<D>;
    const { itemsJson, nextCursor } = pageOf(reply);
    return { items: JSON.parse(itemsJson) as unknown[], nextCursor } as RpcReply<D>;
  }

  /** A page reply as the service wrote it, for a caller that passes the items on unchanged. */
  async sendForPage<D extends AnyRpc>(descriptor: D, payload: RpcRequest<D>): Promise<PageJson<PageItem<D>>> {
    if (!descriptor.paged) throw new Error(`${descriptor.subject} does not answer a page`);
    return pageOf<PageItem<D>>(await this.request(descriptor, payload));
  }

  private async request<D extends AnyRpc>(descriptor: D, payload: RpcRequest<D>): Promise<Msg> {
    const headers = natsHeaders();
    headers.set(RpcHeader.Caller, this.options.caller);
    const correlationId = currentCorrelationId();
    if (correlationId) headers.set(CORRELATION_HEADER, correlationId);
    let body: unknown = payload;
    if (descriptor.person) {
      const { [descriptor.person]: person, ...rest } = payload as Record<string, unknown>;
      if (person) headers.set(RpcHeader.Actor, this.tokenFor(person as Actor));
      body = rest;
    }
    const span = startSpan(descriptor.subject, {
      kind: SpanKind.CLIENT,
      attributes: { 'messaging.system': 'nats', 'rpc.system': 'nats', 'rpc.method': descriptor.subject },
    });
    if (span) setTraceHeaders(spanCarrier(span), (name, value) => headers.set(name, value));
    const started = performance.now();
    try {
      const reply = await this.options.connection.request(descriptor.subject, encodeBody(body), {
        timeout: Math.max(descriptor.timeoutMs ?? 0, this.options.timeoutMs),
        headers,
      });
      const failed = reply.headers?.get(RpcHeader.Error);
      recordRpcClient(descriptor.subject, failed ? 'error' : 'ok', (performance.now() - started) / 1000);
      if (failed) span?.setAttribute('rpc.error_status', Number(failed));
      return reply;
    } catch (error) {
      recordRpcClient(descriptor.subject, 'unavailable', (performance.now() - started) / 1000);
      failSpan(span, error);
      throw toRpcError(error, descriptor.subject);
    } finally {
      span?.end();
    }
  }

  private tokenFor(actor: Actor): string {
    if (this.options.signer) return this.options.signer.tokenFor(actor);
    const verified = currentVerifiedActor();
    if (verified && verified.actor.userId === actor.userId && verified.actor.isAdmin === actor.isAdmin) {
      return verified.token;
    }
    // A programming error, not a caller's: a service may act only for the person it is serving.
    throw new Error(`${this.options.caller} may act only for the person whose request it is handling`);
  }
}

/** Anything but a service's own answer is the bus failing this call: 503, worded by whether it was a timeout. */
function toRpcError(error: unknown, subject: string): RpcError {
  if (error instanceof RpcError) return error;
  const service = subject.split('.')[1] ?? 'requested';
  const timedOut =
    error instanceof errors.TimeoutError || (error as Error)?.cause instanceof errors.TimeoutError;
  return RpcError.unavailable(
    timedOut
      ? `The ${service} service did not answer in time. Please try again.`
      : `The ${service} service is unavailable. Please try again.`,
  );
}
