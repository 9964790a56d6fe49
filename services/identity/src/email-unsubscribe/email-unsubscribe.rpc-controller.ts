import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { unsubscribeFromEmail } from '@crema/contracts/identity/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { EmailUnsubscribeService } from './email-unsubscribe.service';

@Controller()
export class EmailUnsubscribeRpcController {
  constructor(private readonly unsubscribes: EmailUnsubscribeService) {}

  @RpcHandler(unsubscribeFromEmail)
  async unsubscribe(
    @RpcPayload(unsubscribeFromEmail) input: RpcInput<typeof unsubscribeFromEmail>,
  ): Promise<RpcReply<typeof unsubscribeFromEmail>> {
    await this.unsubscribes.unsubscribe(input.token);
    return { ok: true as const };
  }
}
