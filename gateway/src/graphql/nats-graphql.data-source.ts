import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { subgraphRpc, type SubgraphName, type SubgraphRpc } from '@crema/contracts/graphql/rpc';
import type { RpcClient } from '@crema/messaging';
import { recordSubgraphRequest } from '../http/metrics';
import type { GraphqlContext } from './graphql-context';

type SubgraphResponse = Awaited<ReturnType<RemoteGraphQLDataSource['process']>>;

/**
 * A subgraph reached over NATS instead of HTTP: each fetch of the query plan is one request to the
 * service's subgraph subject, signed for the request's person like every REST call, so the service
 * applies the same rules. No HTTP emulation: the plan's request goes as it is and its result comes back.
 */
export class NatsGraphQLDataSource extends RemoteGraphQLDataSource<GraphqlContext> {
  private readonly descriptor: SubgraphRpc;

  constructor(
    private readonly subgraph: SubgraphName,
    private readonly rpc: RpcClient,
  ) {
    super();
    this.descriptor = subgraphRpc(subgraph);
  }

  override async process({
    request,
    context,
  }: GraphQLDataSourceProcessOptions<GraphqlContext>): Promise<SubgraphResponse> {
    if (!request.query) throw new Error('The query planner sent a subgraph request without a query');
    recordSubgraphRequest(this.subgraph);
    const { actor } = context as GraphqlContext;
    return this.rpc.send(this.descriptor, {
      viewer: actor,
      request: {
        query: request.query,
        variables: request.variables ?? null,
        operationName: request.operationName ?? null,
      },
    });
  }
}
