import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { searchUsers } from '@crema/contracts/social/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { UserSearchService } from './user-search.service';

@Controller()
export class UserSearchRpcController {
  constructor(private readonly users: UserSearchService) {}

  @RpcHandler(searchUsers)
  search(
    @RpcPayload(searchUsers) input: RpcInput<typeof searchUsers>,
  ): Promise<RpcReply<typeof searchUsers>> {
    return this.users.search(input.viewer, input.query);
  }
}
