import { Controller } from '@nestjs/common';
import { requestPasswordReset, resetPassword, validateResetToken } from '@crema/contracts/identity/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetRpcController {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @RpcHandler(requestPasswordReset)
  async request(
    @RpcPayload(requestPasswordReset) input: RpcInput<typeof requestPasswordReset>,
  ): Promise<RpcReply<typeof requestPasswordReset>> {
    await this.passwordReset.request(input.email);
    return { ok: true as const };
  }

  @RpcHandler(validateResetToken)
  async validate(
    @RpcPayload(validateResetToken) input: RpcInput<typeof validateResetToken>,
  ): Promise<RpcReply<typeof validateResetToken>> {
    await this.passwordReset.validate(input.token);
    return { ok: true as const };
  }

  @RpcHandler(resetPassword)
  reset(
    @RpcPayload(resetPassword) input: RpcInput<typeof resetPassword>,
  ): Promise<RpcReply<typeof resetPassword>> {
    return this.passwordReset.reset(input.token, input.password);
  }
}
