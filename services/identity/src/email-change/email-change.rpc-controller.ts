import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { confirmEmailChange, getEmailStatus, requestEmailChange } from '@crema/contracts/identity/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { EmailChangeService } from './email-change.service';

@Controller()
export class EmailChangeRpcController {
  constructor(private readonly emailChanges: EmailChangeService) {}

  @RpcHandler(requestEmailChange)
  request(
    @RpcPayload(requestEmailChange) input: RpcInput<typeof requestEmailChange>,
  ): Promise<RpcReply<typeof requestEmailChange>> {
    return this.emailChanges.request(input.actor, input.newEmail, input.currentPassword);
  }

  @RpcHandler(getEmailStatus)
  status(
    @RpcPayload(getEmailStatus) input: RpcInput<typeof getEmailStatus>,
  ): Promise<RpcReply<typeof getEmailStatus>> {
    return this.emailChanges.status(input.actor);
  }

  @RpcHandler(confirmEmailChange)
  confirm(
    @RpcPayload(confirmEmailChange) input: RpcInput<typeof confirmEmailChange>,
  ): Promise<RpcReply<typeof confirmEmailChange>> {
    return this.emailChanges.confirm(input.token);
  }
}
