import { Controller } from '@nestjs/common';
import { healthPing, type RpcReply } from '@crema/contracts/common/rpc';
import { SOCIAL_SERVICE } from '@crema/contracts/social/rpc';
import { RpcHandler, RpcPayload } from '@crema/messaging';

const socialPing = healthPing(SOCIAL_SERVICE);

/** Answers callers (the gateway's /readyz, launchers) that check social is serving. */
@Controller()
export class HealthRpcController {
  @RpcHandler(socialPing)
  ping(@RpcPayload(socialPing) _input: object): RpcReply<typeof socialPing> {
    return { ok: true as const };
  }
}
