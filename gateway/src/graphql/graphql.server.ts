import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer, HeaderMap, type HTTPGraphQLResponse } from '@apollo/server';
import { SUPERGRAPH_SDL } from '@crema/contracts/graphql/supergraph.generated';
import type { SubgraphName } from '@crema/contracts/graphql/rpc';
import { RpcClient } from '@crema/messaging';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { LOGGER } from '../core/tokens';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { RedisApqCache } from './apq-cache';
import type { GraphqlContext } from './graphql-context';
import { GRAPHQL_LIMITS, graphqlValidationRules } from './graphql-limits';
import { NatsGraphQLDataSource } from './nats-graphql.data-source';
import { operationRulesPlugin } from './operation-rules.plugin';

/** The HTTP request as Apollo Server reads it. */
export interface GraphqlHttpRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The query string with its `?`, or ''. */
  search: string;
  body: unknown;
}

/**
 * Apollo Server over @apollo/gateway with the committed supergraph (composed at build time, so no
 * gateway polls anything): each subgraph is reached over NATS. Limits, persisted queries (in Redis)
 * and the operation rules apply before any subgraph is asked.
 */
@Injectable()
export class GraphqlServer implements OnModuleInit, OnModuleDestroy {
  private readonly server: ApolloServer<GraphqlContext>;

  constructor(rpc: RpcClient, redis: Redis, limiter: RateLimiter, @Inject(LOGGER) logger: Logger) {
    const gateway = new ApolloGateway({
      supergraphSdl: SUPERGRAPH_SDL,
      buildService: ({ name }) => new NatsGraphQLDataSource(name as SubgraphName, rpc),
      logger: logger.child({ component: 'graphql' }),
    });
    this.server = new ApolloServer<GraphqlContext>({
      // The gateway package still types itself against the previous gateway interface; they agree at runtime.
      gateway: gateway as unknown as ConstructorParameters<typeof ApolloServer<GraphqlContext>>[0] extends {
        gateway?: infer G;
      }
        ? G
        : never,
      validationRules: graphqlValidationRules(),
      parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
      allowBatchedHttpRequests: false,
      plugins: [operationRulesPlugin(limiter)],
      persistedQueries: { cache: new RedisApqCache(redis) },
      includeStacktraceInErrorResponses: false,
      // Nest owns the process's life cycle (onModuleDestroy stops this server). Outside NODE_ENV=test
      // Apollo would also catch SIGTERM and re-send it, racing Nest's shutdown: a production gateway
      // then outlived its grace period and was killed instead of draining.
      stopOnTerminationSignals: false,
      introspection: true,
      // Mutations only over POST, whose cross-site requests the gateway's Origin check refuses as on REST.
      csrfPrevention: false,
      logger: logger.child({ component: 'graphql' }),
    });
  }

  onModuleInit(): Promise<void> {
    return this.server.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.server.stop();
  }

  execute(request: GraphqlHttpRequest, context: GraphqlContext): Promise<HTTPGraphQLResponse> {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    return this.server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: request.method, headers, search: request.search, body: request.body },
      context: () => Promise.resolve(context),
    });
  }
}
