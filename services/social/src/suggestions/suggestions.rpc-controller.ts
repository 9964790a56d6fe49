import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { suggestFriends } from '@crema/contracts/social/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { SuggestionsService } from './suggestions.service';

@Controller()
export class SuggestionsRpcController {
  constructor(private readonly suggestions: SuggestionsService) {}

  @RpcHandler(suggestFriends)
  suggest(
    @RpcPayload(suggestFriends) input: RpcInput<typeof suggestFriends>,
  ): Promise<RpcReply<typeof suggestFriends>> {
    return this.suggestions.suggest(input.actor);
  }
}
