import { Controller } from '@nestjs/common';
import { findNearestPlace } from '@crema/contracts/checkins/rpc';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { PlacesService } from './places.service';

@Controller()
export class PlacesRpcController {
  constructor(private readonly places: PlacesService) {}

  @RpcHandler(findNearestPlace)
  nearest(
    @RpcPayload(findNearestPlace) input: RpcInput<typeof findNearestPlace>,
  ): Promise<RpcReply<typeof findNearestPlace>> {
    return this.places.nearest(input.viewer, input.lat, input.lng);
  }
}
