import { Controller } from '@nestjs/common';
import { suggestCoffees, suggestRoasters } from '@crema/contracts/checkins/rpc';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { SuggestionsService } from './suggestions.service';

@Controller()
export class SuggestionsRpcController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @RpcHandler(suggestCoffees)
  coffees(
    @RpcPayload(suggestCoffees) input: RpcInput<typeof suggestCoffees>,
  ): Promise<RpcReply<typeof suggestCoffees>> {
    return this.suggestions.coffees(input.actor, input);
  }

  @RpcHandler(suggestRoasters)
  roasters(
    @RpcPayload(suggestRoasters) input: RpcInput<typeof suggestRoasters>,
  ): Promise<RpcReply<typeof suggestRoasters>> {
    return this.suggestions.roasters(input.actor, input);
  }
}
