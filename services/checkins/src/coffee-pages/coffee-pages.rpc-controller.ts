import { Controller } from '@nestjs/common';
import {
  getCafePage,
  getCoffeePage,
  getRoasterPage,
  listCafeCheckIns,
  listCoffeeCheckIns,
  listRoasterCheckIns,
} from '@crema/contracts/checkins/rpc';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { CoffeePagesService } from './coffee-pages.service';

@Controller()
export class CoffeePagesRpcController {
  constructor(private readonly pages: CoffeePagesService) {}

  @RpcHandler(getCoffeePage)
  coffee(
    @RpcPayload(getCoffeePage) input: RpcInput<typeof getCoffeePage>,
  ): Promise<RpcReply<typeof getCoffeePage>> {
    return this.pages.coffee(input.viewer, input.id);
  }

  @RpcHandler(getRoasterPage)
  roaster(
    @RpcPayload(getRoasterPage) input: RpcInput<typeof getRoasterPage>,
  ): Promise<RpcReply<typeof getRoasterPage>> {
    return this.pages.roaster(input.viewer, input.id);
  }

  @RpcHandler(getCafePage)
  cafe(@RpcPayload(getCafePage) input: RpcInput<typeof getCafePage>): Promise<RpcReply<typeof getCafePage>> {
    return this.pages.cafe(input.viewer, input.id);
  }

  @RpcHandler(listCoffeeCheckIns)
  coffeeCheckIns(
    @RpcPayload(listCoffeeCheckIns) input: RpcInput<typeof listCoffeeCheckIns>,
  ): Promise<RpcReply<typeof listCoffeeCheckIns>> {
    return this.pages.checkIns('coffee', input.viewer, input.id, input.page);
  }

  @RpcHandler(listRoasterCheckIns)
  roasterCheckIns(
    @RpcPayload(listRoasterCheckIns) input: RpcInput<typeof listRoasterCheckIns>,
  ): Promise<RpcReply<typeof listRoasterCheckIns>> {
    return this.pages.checkIns('roaster', input.viewer, input.id, input.page);
  }

  @RpcHandler(listCafeCheckIns)
  cafeCheckIns(
    @RpcPayload(listCafeCheckIns) input: RpcInput<typeof listCafeCheckIns>,
  ): Promise<RpcReply<typeof listCafeCheckIns>> {
    return this.pages.checkIns('cafe', input.viewer, input.id, input.page);
  }
}
