import { Controller } from '@nestjs/common';
import { healthPing, type RpcReply } from '@crema/contracts/common/rpc';
import { IDENTITY_SERVICE } from '@crema/contracts/identity/rpc';
import { RpcHandler, RpcPayload } from '@crema/messaging';

const identityPing = healthPing(IDENTITY_SERVICE);

/** Answers callers (the gateway's /readyz, launchers) that check identity is serving. */
@Controller()
export class HealthRpcController {
  @RpcHandler(identityPing)
  ping(@RpcPayload(identityPing) _input: object): RpcReply<typeof identityPing> {
    return { ok: true as const };
  }
}
