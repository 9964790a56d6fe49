import { Controller, UseGuards } from '@nestjs/common';
import {
  createCoffeeBag,
  createRoaster,
  deleteCoffeeBag,
  deleteRoaster,
  listCoffeeBags,
  listRoasters,
} from '@crema/contracts/admin/rpc';
import type { RpcReply } from '@crema/contracts/common/rpc';
import { RpcHandler, RpcPayload, type RpcInput } from '@crema/messaging';
import { AdminOnlyGuard } from '../common/admin-only.guard';
import { CoffeeBagsService } from './coffee-bags.service';
import { RoastersService } from './roasters.service';

@Controller()
@UseGuards(AdminOnlyGuard)
export class CatalogueRpcController {
  constructor(
    private readonly roasters: RoastersService,
    private readonly bags: CoffeeBagsService,
  ) {}

  @RpcHandler(listRoasters)
  roasterPage(
    @RpcPayload(listRoasters) input: RpcInput<typeof listRoasters>,
  ): Promise<RpcReply<typeof listRoasters>> {
    return this.roasters.page(input.query);
  }

  @RpcHandler(createRoaster)
  addRoaster(
    @RpcPayload(createRoaster) input: RpcInput<typeof createRoaster>,
  ): Promise<RpcReply<typeof createRoaster>> {
    return this.roasters.create(input.actor, input.body);
  }

  @RpcHandler(deleteRoaster)
  async removeRoaster(
    @RpcPayload(deleteRoaster) input: RpcInput<typeof deleteRoaster>,
  ): Promise<RpcReply<typeof deleteRoaster>> {
    await this.roasters.delete(input.actor, input.id);
    return { ok: true };
  }

  @RpcHandler(listCoffeeBags)
  bagPage(
    @RpcPayload(listCoffeeBags) input: RpcInput<typeof listCoffeeBags>,
  ): Promise<RpcReply<typeof listCoffeeBags>> {
    return this.bags.page(input.query);
  }

  @RpcHandler(createCoffeeBag)
  addBag(
    @RpcPayload(createCoffeeBag) input: RpcInput<typeof createCoffeeBag>,
  ): Promise<RpcReply<typeof createCoffeeBag>> {
    return this.bags.create(input.actor, input.body);
  }

  @RpcHandler(deleteCoffeeBag)
  async removeBag(
    @RpcPayload(deleteCoffeeBag) input: RpcInput<typeof deleteCoffeeBag>,
  ): Promise<RpcReply<typeof deleteCoffeeBag>> {
    await this.bags.delete(input.actor, input.id);
    return { ok: true };
  }
}
