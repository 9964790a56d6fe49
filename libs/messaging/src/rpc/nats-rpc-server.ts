import {
  Server,
  NatsContext,
  type CustomTransportStrategy,
  type MessageHandler,
} from '@nestjs/microservices';
import {
  headers as natsHeaders,
  type Msg,
  type NatsConnection,
  type Subscription,
} from '@nats-io/transport-node';
import { RpcHeader, type Actor, type RpcErrorBody, type RpcPerson } from '@crema/contracts/common/rpc';
import {
  contextFrom,
  CORRELATION_HEADER,
  failSpan,
  recordRpcServer,
  SpanKind,
  startSpan,
  traceHeaders,
  tracingEnabled,
  withCorrelationId,
  withSpan,
  type Span,
} from '@crema/observability';
import type { Logger } from 'pino';
import { isObservable, lastValueFrom } from 'rxjs';
import { withVerifiedActor, type VerifiedActor } from '../actors/actor-context';
import { ActorTokenError, type ActorVerifier } from '../actors/actor-token';
import { DEPENDENCY_OUTAGE_MESSAGE, isDependencyOutage } from './dependency-outage';
import { RpcError } from './rpc-error';
import { bodyText, encodeBody, parseJson } from './rpc-wire';

export interface NatsRpcServerOptions {
  connection: NatsConnection;
  /** Queue group: replicas of one service share its requests. */
  queue: string;
  verifier: ActorVerifier;
  logger: Logger;
}

/** What RpcHandler records beside each pattern. */
export interface RpcHandlerExtras {
  person: RpcPerson;
  paged: boolean;
}

interface Route {
  handler: MessageHandler;
  person: RpcPerson;
  paged: boolean;
}

interface Page {
  items: unknown[];
  nextCursor: string | null;
}

/**
 * Nest's programming model (controllers, @MessagePattern, pipes, filters) over a plain NATS
 * subscription per subject: no per-request observables or packet envelopes. Before a handler
 * runs, the person of the request is taken from its signed actor token and nowhere else.
 */
export class NatsRpcServer extends Server implements CustomTransportStrategy {
  private subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: NatsRpcServerOptions) {
    super();
  }

  listen(callback: (error?: unknown) => void): void {
    try {
      for (const [subject, handler] of this.getHandlers()) {
        const extras = handler.extras as RpcHandlerExtras | undefined;
        // Deny by default: only @RpcHandler says whom a request is for, so nothing else may answer.
        if (!extras || !('person' in extras)) throw new Error(`${subject} is handled without @RpcHandler`);
        const route: Route = { handler, person: extras.person, paged: extras.paged };
        this.subscriptions.push(
          this.options.connection.subscribe(subject, {
            queue: this.options.queue,
            callback: (error, message) => {
              if (error) return this.options.logger.error({ err: error, subject }, 'RPC subscription failed');
              this.track(this.answer(message, route));
            },
          }),
        );
      }
      callback();
    } catch (error) {
      callback(error);
    }
  }

  /** Stops taking requests and waits for the ones being answered. */
  async close(): Promise<void> {
    const subscriptions = this.subscriptions;
    this.subscriptions = [];
    await Promise.allSettled(subscriptions.map((subscription) => subscription.drain()));
    await Promise.allSettled([...this.inFlight]);
  }

  on(): never {
    throw new Error('NatsRpcServer has no events to listen to');
  }

  unwrap<T>(): T {
    return this.options.connection as T;
  }

  private track(work: Promise<void>): void {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private answer(message: Msg, route: Route): Promise<void> {
    const correlationId = message.headers?.get(CORRELATION_HEADER);
    const started = performance.now();
    const span = tracingEnabled() ? this.serverSpan(message) : undefined;
    return withCorrelationId(correlationId || undefined, () =>
      withSpan(span, async () => {
        const outcome = await this.handle(message, route, span);
        recordRpcServer(message.subject, outcome, (performance.now() - started) / 1000);
        span?.end();
      }),
    );
  }

  /** The service side of a request: a child of the caller's span when its headers carry one. */
  private serverSpan(message: Msg): Span | undefined {
    const carrier = traceHeaders((name) => message.headers?.get(name) || undefined);
    return startSpan(message.subject, {
      kind: SpanKind.SERVER,
      parent: contextFrom(carrier),
      attributes: { 'messaging.system': 'nats', 'rpc.system': 'nats', 'rpc.method': message.subject },
    });
  }

  private async handle(
    message: Msg,
    { handler, person, paged }: Route,
    span: Span | undefined,
  ): Promise<'ok' | 'error'> {
    {
      try {
        const verified = this.verifyActor(message, person);
        const payload = this.payloadOf(message, person, verified?.actor ?? null);
        const result = await withVerifiedActor(verified, async () => {
          const produced: unknown = await handler(
            payload,
            new NatsContext([message.subject, message.headers]),
          );
          return isObservable(produced) ? lastValueFrom(produced) : produced;
        });
        if (paged) this.respondPage(message, result as Page);
        else message.respond(encodeBody(result));
        return 'ok';
      } catch (error) {
        const status = this.fail(message, error);
        span?.setAttribute('rpc.error_status', status);
        if (status >= 500) failSpan(span, error);
        return 'error';
      }
    }
  }

  /** The signed person of the request: required for `actor`, optional for `viewer`, ignored otherwise. */
  private verifyActor(message: Msg, person: RpcPerson): VerifiedActor | undefined {
    if (!person) return undefined;
    const token = message.headers?.get(RpcHeader.Actor);
    if (!token) {
      if (person === 'viewer') return undefined;
      throw RpcError.unauthorized('This request is not signed for a person.');
    }
    try {
      return { actor: this.options.verifier.verify(token), token };
    } catch (error) {
      if (!(error instanceof ActorTokenError)) throw error;
      this.options.logger.warn(
        { subject: message.subject, caller: callerOf(message), reason: error.message },
        'actor token refused',
      );
      throw RpcError.unauthorized('The signed actor of this request is not valid.');
    }
  }

  /** The body as an object, with the person field set from the verified token only. */
  private payloadOf(message: Msg, person: RpcPerson, actor: Actor | null): unknown {
    const payload = parseJson(bodyText(message));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      throw RpcError.validation('The request body must be a JSON object.');
    }
    if (!person) return payload;
    if (person in payload)
      throw RpcError.unauthorized('The person of a request comes only from its signed actor token.');
    return { ...payload, [person]: actor };
  }

  private respondPage(message: Msg, page: Page): void {
    if (page.nextCursor === null) {
      message.respond(encodeBody(page.items));
      return;
    }
    const headers = natsHeaders();
    headers.set(RpcHeader.NextCursor, page.nextCursor);
    message.respond(encodeBody(page.items), { headers });
  }

  /** Answers the failure as a typed RPC error; returns its status. */
  private fail(message: Msg, error: unknown): number {
    const body: RpcErrorBody =
      (error instanceof RpcError ? error : RpcError.fromWire(error))?.body ?? this.internal(error, message);
    const headers = natsHeaders();
    headers.set(RpcHeader.Error, String(body.status));
    message.respond(encodeBody(body), { headers });
    return body.status;
  }

  private internal(error: unknown, message: Msg): RpcErrorBody {
    if (isDependencyOutage(error)) {
      this.options.logger.warn(
        { err: error, subject: message.subject, caller: callerOf(message) },
        'a dependency is unavailable: answering 503',
      );
      return RpcError.unavailable(DEPENDENCY_OUTAGE_MESSAGE).body;
    }
    this.options.logger.error(
      { err: error, subject: message.subject, caller: callerOf(message) },
      'unhandled error in RPC handler',
    );
    return RpcError.internal().body;
  }
}

/** The deployable that says it sent a request: for the logs only (NATS permissions decide who may). */
function callerOf(message: Msg): string | undefined {
  return message.headers?.get(RpcHeader.Caller) || undefined;
}
