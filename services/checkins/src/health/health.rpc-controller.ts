import { Controller } from '@nestjs/common';
import { healthPing, type RpcReply } from '@crema/contracts/common/rpc';
import { CHECKINS_SERVICE } from '@crema/contracts/checkins/rpc';
import { RpcHandler, RpcPayload } from '@crema/messaging';

const checkinsPing = healthPing(CHECKINS_SERVICE);

/** Answers callers (the gateway's /readyz, launchers) that check checkins is serving. */
@Controller()
export class HealthRpcController {
  @RpcHandler(checkinsPing)
  ping(@RpcPayload(checkinsPing) _input: object): RpcReply<typeof checkinsPing> {
    return { ok: true as const };
  }
}
