import { Controller } from '@nestjs/common';
import {
  createAccessToken,
  listAccessTokens,
  revokeAccessToken,
  verifyAccessToken,
} from '@crema/contracts/identity/rpc';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { AccessTokensService } from './access-tokens.service';

@Controller()
export class AccessTokensRpcController {
  constructor(private readonly accessTokens: AccessTokensService) {}

  @RpcHandler(createAccessToken)
  create(
    @RpcPayload(createAccessToken) input: RpcInput<typeof createAccessToken>,
  ): Promise<RpcReply<typeof createAccessToken>> {
    return this.accessTokens.create(input.actor, input.token);
  }

  @RpcHandler(listAccessTokens)
  list(
    @RpcPayload(listAccessTokens) input: RpcInput<typeof listAccessTokens>,
  ): Promise<RpcReply<typeof listAccessTokens>> {
    return this.accessTokens.list(input.actor);
  }

  @RpcHandler(revokeAccessToken)
  async revoke(
    @RpcPayload(revokeAccessToken) input: RpcInput<typeof revokeAccessToken>,
  ): Promise<RpcReply<typeof revokeAccessToken>> {
    await this.accessTokens.revoke(input.actor, input.tokenId);
    return { ok: true as const };
  }

  @RpcHandler(verifyAccessToken)
  verify(
    @RpcPayload(verifyAccessToken) input: RpcInput<typeof verifyAccessToken>,
  ): Promise<RpcReply<typeof verifyAccessToken>> {
    return this.accessTokens.verify(input.token);
  }
}
