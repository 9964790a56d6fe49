import { Injectable } from '@nestjs/common';
import type { CafePage, CoffeePage, RoasterPage } from '@crema/contracts/checkins/coffee-pages';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import {
  getCafePage,
  getCoffeePage,
  getRoasterPage,
  listCafeCheckIns,
  listCoffeeCheckIns,
  listRoasterCheckIns,
} from '@crema/contracts/checkins/rpc';
import type { PageQuery } from '@crema/contracts/common/page';
import type { Viewer } from '@crema/contracts/common/rpc';
import { RpcClient, type PageJson } from '@crema/messaging';

/** Coffee, roaster and café pages: the checkins service applies the privacy rule for the viewer. */
@Injectable()
export class CoffeePagesService {
  constructor(private readonly rpc: RpcClient) {}

  coffee(viewer: Viewer, id: number): Promise<CoffeePage> {
    return this.rpc.send(getCoffeePage, { viewer, id });
  }

  roaster(viewer: Viewer, id: string): Promise<RoasterPage> {
    return this.rpc.send(getRoasterPage, { viewer, id });
  }

  cafe(viewer: Viewer, id: number): Promise<CafePage> {
    return this.rpc.send(getCafePage, { viewer, id });
  }

  coffeeCheckIns(viewer: Viewer, id: number, page: PageQuery): Promise<PageJson<CheckInCard>> {
    return this.rpc.sendForPage(listCoffeeCheckIns, { viewer, id, page });
  }

  roasterCheckIns(viewer: Viewer, id: string, page: PageQuery): Promise<PageJson<CheckInCard>> {
    return this.rpc.sendForPage(listRoasterCheckIns, { viewer, id, page });
  }

  cafeCheckIns(viewer: Viewer, id: number, page: PageQuery): Promise<PageJson<CheckInCard>> {
    return this.rpc.sendForPage(listCafeCheckIns, { viewer, id, page });
  }
}
