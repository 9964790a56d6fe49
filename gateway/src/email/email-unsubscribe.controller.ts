import { Body, Controller, HttpCode, Post, Query } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { oneClickUnsubscribeBody, unsubscribeTokenQuery } from '@crema/contracts/identity/rest';
import { unsubscribeFromEmail } from '@crema/contracts/identity/rpc';
import { RpcClient } from '@crema/messaging';
import { OneClickUnsubscribe } from '../http/one-click-unsubscribe';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Public } from '../sessions/access.decorators';

const tokenPipe = new ZodValidationPipe(unsubscribeTokenQuery);
const oneClickPipe = new ZodValidationPipe(oneClickUnsubscribeBody);

/** The unsubscribe link of digest mails: what its List-Unsubscribe header and the web page POST to. */
@Controller('api/email')
export class EmailUnsubscribeController {
  constructor(private readonly rpc: RpcClient) {}

  /** No session: the token names the person; repeating it is harmless (200 again). */
  @Public()
  @OneClickUnsubscribe()
  @Post('unsubscribe')
  @HttpCode(200)
  unsubscribe(
    @Query(tokenPipe) query: { token: string },
    // Validated, not used: the form RFC 8058 prescribes, or no body at all.
    @Body(oneClickPipe) _oneClick: unknown,
  ): Promise<RpcReply<typeof unsubscribeFromEmail>> {
    return this.rpc.send(unsubscribeFromEmail, { token: query.token });
  }
}
