import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';
import { subgraphRpc, type SubgraphName } from './rpc';

/**
 * The supergraph of the subgraphs' schemas (build time only: `npm run graphql:compose` writes it to
 * supergraph.generated.ts and a test fails while that file is out of date). A subgraph's URL names
 * its NATS subject; the gateway sends to it by name.
 */
export function composeSupergraph(sdls: Readonly<Partial<Record<SubgraphName, string>>>): string {
  const result = composeServices(
    Object.entries(sdls).map(([name, sdl]) => ({
      name,
      url: `nats:${subgraphRpc(name as SubgraphName).subject}`,
      typeDefs: parse(sdl),
    })),
  );
  if (result.errors) {
    throw new Error(
      `The subgraphs do not compose:\n${result.errors.map((error) => `- ${error.message}`).join('\n')}`,
    );
  }
  return result.supergraphSdl;
}
