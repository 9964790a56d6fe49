export { RpcError, UNAVAILABLE_RETRY_AFTER_SECONDS } from './rpc/rpc-error';
export { RpcClient, type RpcClientOptions } from './rpc/rpc-client';
export { type Json, type PageJson } from './rpc/rpc-wire';
export { RpcErrorFilter, RpcHandler, RpcPayload } from './rpc/rpc-server';
export { NatsRpcServer, type NatsRpcServerOptions } from './rpc/nats-rpc-server';
export { listenForRpc } from './rpc/listen-for-rpc';
export {
  runService,
  startService,
  type ServiceRuntimeEnv,
  type ServiceRuntimeOptions,
} from './runtime/service-runtime';
export { type EventHandler } from './runtime/event-handler';
export {
  ActorSigner,
  ActorVerifier,
  ACTOR_TOKEN_TTL_SECONDS,
  generateActorKeyring,
  type ActorKeyring,
} from './actors/actor-token';
export { loadActorSigner, loadActorVerifier } from './actors/actor-keys';
export { fieldErrors, summarize } from './rpc/zod-errors';
export { OutboxEvent } from './outbox/outbox-event.entity';
export { ProcessedEvent } from './events/processed-event.entity';
export { createMessagingTables, dropMessagingTables, messagingEntities } from './outbox/messaging-tables';
export { appendEvent } from './outbox/append-event';
export { pendingEvent, pendingEvents, type PendingEvent } from './outbox/pending-event';
export { OutboxRelay, type OutboxRelayOptions } from './outbox/outbox-relay';
export { ensureEventStream } from './events/event-stream';
export {
  startDurableConsumer,
  type ConsumedEvent,
  type DurableConsumer,
  type DurableConsumerOptions,
} from './events/durable-consumer';
export { type RpcInput } from './rpc/rpc-input';
export { cursorIdSchema, keysetPage, listCursor, pageCursor, type PageCursor } from './paging/keyset-page';
export { inboxPrefixOf, natsConnectionOptions } from './nats/connection-options';
export { natsAnswers } from './health/readiness.probe';
export { LivePublisher } from './live/live-publisher';
export {
  idReference,
  referenceResolver,
  SubgraphExecutor,
  type FieldResolver,
  type SubgraphResolvers,
} from './graphql/subgraph-executor';
export { rpcErrorExtensions } from './graphql/subgraph-errors';
export {
  connectionOf,
  idOf,
  nullIfNotFound,
  pageOfArguments,
  pageQueryInput,
  parseArguments,
  requireActor,
  type Connection,
  type ConnectionArgs,
} from './graphql/connections';
export { SUBGRAPH, subgraphRpcController, type Subgraph } from './graphql/subgraph-rpc-controller';
export { DEPENDENCY_OUTAGE_MESSAGE, isDependencyOutage } from './rpc/dependency-outage';
export { adminAction } from './audit/admin-action';
