import { Controller } from '@nestjs/common';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { searchCafes, searchCoffees, searchRoasters } from '@crema/contracts/checkins/rpc';
import { RpcHandler, RpcPayload } from '@crema/messaging';
import type { RpcInput } from '../common/rpc-input';
import { SearchService } from './search.service';

@Controller()
export class SearchRpcController {
  constructor(private readonly search: SearchService) {}

  @RpcHandler(searchCoffees)
  coffees(
    @RpcPayload(searchCoffees) input: RpcInput<typeof searchCoffees>,
  ): Promise<RpcReply<typeof searchCoffees>> {
    return this.search.coffees(input.viewer, input.query);
  }

  @RpcHandler(searchRoasters)
  roasters(
    @RpcPayload(searchRoasters) input: RpcInput<typeof searchRoasters>,
  ): Promise<RpcReply<typeof searchRoasters>> {
    return this.search.roasters(input.viewer, input.query);
  }

  @RpcHandler(searchCafes)
  cafes(@RpcPayload(searchCafes) input: RpcInput<typeof searchCafes>): Promise<RpcReply<typeof searchCafes>> {
    return this.search.cafes(input.viewer, input.query);
  }
}
