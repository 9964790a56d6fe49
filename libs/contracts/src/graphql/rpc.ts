import { z } from 'zod';
import { defineRpc, viewerSchema } from '../common/rpc';
import { graphqlRequestSchema, graphqlResponseSchema } from './request';

/** The services that serve a part of the graph; each is one subgraph of the supergraph. */
export const SUBGRAPHS = ['identity', 'checkins', 'social', 'insights', 'admin'] as const;
export type SubgraphName = (typeof SUBGRAPHS)[number];

/**
 * The one request subject of a service's subgraph: the gateway's query planner sends each subgraph
 * fetch here, signed for the viewer as every REST call is, so the service's own rules decide.
 */
export function subgraphRpc(service: SubgraphName) {
  return defineRpc(
    `rpc.${service}.graphql.execute.v1`,
    z.object({ viewer: viewerSchema, request: graphqlRequestSchema }),
    graphqlResponseSchema,
  );
}
export type SubgraphRpc = ReturnType<typeof subgraphRpc>;
