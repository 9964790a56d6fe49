import type { SubgraphName } from '../rpc';
import { CHECKINS_SUBGRAPH_SDL } from './checkins';
import { IDENTITY_SUBGRAPH_SDL } from './identity';

/** Every subgraph's schema, as the supergraph is composed from them. */
export const SUBGRAPH_SDLS: Readonly<Partial<Record<SubgraphName, string>>> = {
  identity: IDENTITY_SUBGRAPH_SDL,
  checkins: CHECKINS_SUBGRAPH_SDL,
};
