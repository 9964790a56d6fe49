import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  accessTokenIdParams,
  createAccessTokenBody,
  type AccessTokenSummary,
  type CreatedAccessToken,
  type NewAccessTokenRequest,
} from '@crema/contracts/identity/access-tokens';
import { createAccessToken, listAccessTokens, revokeAccessToken } from '@crema/contracts/identity/rpc';
import { RpcClient } from '@crema/messaging';
import type { z } from 'zod';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { SessionOnly } from '../sessions/access.decorators';
import { CurrentSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';

/** Managing personal access tokens needs a cookie session: a token cannot mint or revoke tokens. */
@Controller('api/user/tokens')
export class AccessTokensController {
  constructor(private readonly rpc: RpcClient) {}

  @SessionOnly()
  @Get()
  list(@CurrentSession() session: Session): Promise<AccessTokenSummary[]> {
    return this.rpc.send(listAccessTokens, { actor: session.actor });
  }

  @SessionOnly()
  @Post()
  @HttpCode(201)
  create(
    @CurrentSession() session: Session,
    @Body(new ZodValidationPipe(createAccessTokenBody)) token: NewAccessTokenRequest,
  ): Promise<CreatedAccessToken> {
    return this.rpc.send(createAccessToken, { actor: session.actor, token });
  }

  @SessionOnly()
  @Delete(':id')
  @HttpCode(204)
  async revoke(
    @CurrentSession() session: Session,
    @Param(new ZodValidationPipe(accessTokenIdParams)) params: z.output<typeof accessTokenIdParams>,
  ): Promise<void> {
    await this.rpc.send(revokeAccessToken, { actor: session.actor, tokenId: params.id });
  }
}
