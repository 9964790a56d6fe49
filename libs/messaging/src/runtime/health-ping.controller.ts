import { Controller, type Type } from '@nestjs/common';
import { healthPing, type RpcReply } from '@crema/contracts/common/rpc';
import { RpcHandler } from '../rpc/rpc-server';

/** The controller answering `rpc.<service>.health.ping.v1` for callers checking the service serves (gateway /readyz, launchers). */
export function healthPingController(service: string): Type {
  const ping = healthPing(service);
  @Controller()
  class HealthPingController {
    @RpcHandler(ping)
    ping(): RpcReply<typeof ping> {
      return { ok: true as const };
    }
  }
  return HealthPingController;
}
