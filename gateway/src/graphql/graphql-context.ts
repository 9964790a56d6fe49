import type { Actor } from '@crema/contracts/common/rpc';
import type { AccessTokenGrant } from '../access-tokens/access-token.authenticator';

/** What one /graphql request executes as: its person (or a guest) and, with a token, the token's grant. */
export interface GraphqlContext {
  actor: Actor | null;
  /** Set when the caller authenticated with a personal access token (its scopes decide mutations). */
  accessToken: AccessTokenGrant | undefined;
}
