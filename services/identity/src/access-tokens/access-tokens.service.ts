import { Injectable } from '@nestjs/common';
import type { Actor, RpcReply } from '@crema/contracts/common/rpc';
import type {
  AccessTokenSummary,
  CreatedAccessToken,
  NewAccessTokenRequest,
} from '@crema/contracts/identity/access-tokens';
import type { verifyAccessToken } from '@crema/contracts/identity/rpc';
import { RpcError } from '@crema/messaging';
import { generateAccessToken, hashAccessToken } from './access-token-secret';
import { AccessTokensRepository } from './access-tokens.repository';
import type { PersonalAccessTokenEntity } from './entities/personal-access-token.entity';

/** Enough for every script and app a person runs; a bound on what one account can pile up. */
export const MAX_LIVE_TOKENS_PER_USER = 50;
/** A last-used time older than this is written again (at most one write per token per minute). */
const LAST_USED_REFRESH_MS = 60_000;

type Verification = RpcReply<typeof verifyAccessToken>;

@Injectable()
export class AccessTokensService {
  constructor(private readonly tokens: AccessTokensRepository) {}

  async create(
    actor: Actor,
    { name, scopes, expiresAt }: NewAccessTokenRequest,
  ): Promise<CreatedAccessToken> {
    const secret = generateAccessToken();
    const stored = await this.tokens.insertWithinLimit(
      {
        userId: actor.userId,
        name,
        // One order whatever the request's, so lists and checks read alike.
        scopes: [...scopes].sort(),
        tokenHash: secret.hash,
        tokenPrefix: secret.displayPrefix,
        expiresAt: expiresAt ? new Date(expiresAt) : null,
      },
      MAX_LIVE_TOKENS_PER_USER,
    );
    if (!stored) {
      throw RpcError.conflict(`You can have at most ${MAX_LIVE_TOKENS_PER_USER} tokens. Revoke one first.`);
    }
    return {
      id: stored.id,
      name: stored.name,
      scopes: stored.scopes,
      token: secret.token,
      createdAt: stored.createdAt.toISOString(),
      expiresAt: stored.expiresAt?.toISOString() ?? null,
    };
  }

  async list(actor: Actor): Promise<AccessTokenSummary[]> {
    return (await this.tokens.listLive(actor.userId)).map(toSummary);
  }

  async revoke(actor: Actor, tokenId: string): Promise<void> {
    // Someone else's token answers exactly as a missing one: ids reveal nothing.
    if (!(await this.tokens.revoke(actor.userId, tokenId))) throw RpcError.notFound('Token not found');
  }

  /** Reads the token's current state on every call, so a revocation holds from the next request. */
  async verify(token: string, now = new Date()): Promise<Verification> {
    const stored = await this.tokens.findByHash(hashAccessToken(token));
    if (!stored) return { valid: false, reason: 'unknown' };
    if (stored.revokedAt) return { valid: false, reason: 'revoked' };
    if (stored.expiresAt && stored.expiresAt <= now) return { valid: false, reason: 'expired' };
    if (!stored.lastUsedAt || now.getTime() - stored.lastUsedAt.getTime() >= LAST_USED_REFRESH_MS) {
      await this.tokens.markUsed(stored.id);
    }
    return { valid: true, tokenId: stored.id, userId: stored.userId, scopes: stored.scopes };
  }
}

function toSummary(token: PersonalAccessTokenEntity): AccessTokenSummary {
  return {
    id: token.id,
    name: token.name,
    scopes: token.scopes,
    prefix: token.tokenPrefix,
    createdAt: token.createdAt.toISOString(),
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    expiresAt: token.expiresAt?.toISOString() ?? null,
  };
}
