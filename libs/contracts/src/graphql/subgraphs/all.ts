import type { SubgraphName } from '../rpc';
import { ADMIN_SUBGRAPH_SDL } from './admin';
import { CHECKINS_SUBGRAPH_SDL } from './checkins';
import { IDENTITY_SUBGRAPH_SDL } from './identity';
import { INSIGHTS_SUBGRAPH_SDL } from './insights';
import { SOCIAL_SUBGRAPH_SDL } from './social';

/** Every subgraph's schema, as the supergraph is composed from them. */
export const SUBGRAPH_SDLS: Readonly<Partial<Record<SubgraphName, string>>> = {
  identity: IDENTITY_SUBGRAPH_SDL,
  checkins: CHECKINS_SUBGRAPH_SDL,
  social: SOCIAL_SUBGRAPH_SDL,
  insights: INSIGHTS_SUBGRAPH_SDL,
  admin: ADMIN_SUBGRAPH_SDL,
};
