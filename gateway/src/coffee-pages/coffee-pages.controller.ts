import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  cafePageParams,
  coffeePageParams,
  coffeePagePaths,
  roasterPageParams,
  type CafePage,
  type CafePageParams,
  type CoffeePage,
  type CoffeePageParams,
  type RoasterPage,
  type RoasterPageParams,
} from '@crema/contracts/checkins/coffee-pages';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import type { Actor } from '@crema/contracts/common/rpc';
import { pageQuery, type PageQuery } from '@crema/contracts/common/page';
import type { Json } from '@crema/messaging';
import type { FastifyReply } from 'fastify';
import { pageReply } from '../http/paging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Public } from '../sessions/access.decorators';
import { OptionalActor } from '../sessions/request-session';
import { CoffeePagesService } from './coffee-pages.service';

const coffeePipe = new ZodValidationPipe(coffeePageParams);
const roasterPipe = new ZodValidationPipe(roasterPageParams);
const cafePipe = new ZodValidationPipe(cafePageParams);
const pagePipe = new ZodValidationPipe(pageQuery);

/** The pages search results lead to (ADR 0017), for guests too; privacy is the checkins service's. */
@Controller('api')
export class CoffeePagesController {
  constructor(private readonly pages: CoffeePagesService) {}

  @Public()
  @Get('coffees/:id')
  coffee(
    @OptionalActor() actor: Actor | undefined,
    @Param(coffeePipe) params: CoffeePageParams,
  ): Promise<CoffeePage> {
    return this.pages.coffee(actor ?? null, params.id);
  }

  @Public()
  @Get('coffees/:id/check-ins')
  async coffeeCheckIns(
    @OptionalActor() actor: Actor | undefined,
    @Param(coffeePipe) params: CoffeePageParams,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<CheckInCard[]>> {
    const page = await this.pages.coffeeCheckIns(actor ?? null, params.id, query);
    return pageReply(reply, checkInsPath(coffeePagePaths.coffee(params.id)), { limit: query.limit }, page);
  }

  @Public()
  @Get('roasters/:id')
  roaster(
    @OptionalActor() actor: Actor | undefined,
    @Param(roasterPipe) params: RoasterPageParams,
  ): Promise<RoasterPage> {
    return this.pages.roaster(actor ?? null, params.id);
  }

  @Public()
  @Get('roasters/:id/check-ins')
  async roasterCheckIns(
    @OptionalActor() actor: Actor | undefined,
    @Param(roasterPipe) params: RoasterPageParams,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<CheckInCard[]>> {
    const page = await this.pages.roasterCheckIns(actor ?? null, params.id, query);
    return pageReply(reply, checkInsPath(coffeePagePaths.roaster(params.id)), { limit: query.limit }, page);
  }

  @Public()
  @Get('cafes/:id')
  cafe(
    @OptionalActor() actor: Actor | undefined,
    @Param(cafePipe) params: CafePageParams,
  ): Promise<CafePage> {
    return this.pages.cafe(actor ?? null, params.id);
  }

  @Public()
  @Get('cafes/:id/check-ins')
  async cafeCheckIns(
    @OptionalActor() actor: Actor | undefined,
    @Param(cafePipe) params: CafePageParams,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<CheckInCard[]>> {
    const page = await this.pages.cafeCheckIns(actor ?? null, params.id, query);
    return pageReply(reply, checkInsPath(coffeePagePaths.cafe(params.id)), { limit: query.limit }, page);
  }
}

/** The REST path of a page's check-ins, from the page's web path. */
function checkInsPath(pagePath: string): string {
  return `/api${pagePath}/check-ins`;
}
