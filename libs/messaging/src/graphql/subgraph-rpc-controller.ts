import { Controller, Inject, type Type } from '@nestjs/common';
import type { Viewer } from '@crema/contracts/common/rpc';
import type { GraphqlRequest, GraphqlResponse } from '@crema/contracts/graphql/request';
import type { SubgraphRpc } from '@crema/contracts/graphql/rpc';
import type { RpcInput } from '../rpc/rpc-input';
import { RpcHandler, RpcPayload } from '../rpc/rpc-server';

/** A service's part of the graph: executes what the gateway's query planner asks of it, for one viewer. */
export interface Subgraph {
  execute(request: GraphqlRequest, viewer: Viewer): Promise<GraphqlResponse>;
}

/** The provider token of a service's Subgraph. */
export const SUBGRAPH = Symbol('SUBGRAPH');

/**
 * The RPC controller of a service's subgraph subject: validates the request and hands it to the
 * service's Subgraph with the viewer of the signed actor token.
 */
export function subgraphRpcController(descriptor: SubgraphRpc): Type<unknown> {
  @Controller()
  class SubgraphRpcController {
    constructor(@Inject(SUBGRAPH) private readonly subgraph: Subgraph) {}

    @RpcHandler(descriptor)
    execute(@RpcPayload(descriptor) input: RpcInput<typeof descriptor>): Promise<GraphqlResponse> {
      return this.subgraph.execute(input.request, input.viewer);
    }
  }
  return SubgraphRpcController;
}
