import type { Actor } from '@crema/contracts/common/rpc';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  catalogueQuery,
  createCoffeeBagBody,
  createRoasterBody,
  type CatalogueQuery,
  type CoffeeBag,
  type Roaster,
} from '@crema/contracts/admin/catalogue';
import { LABEL_FIELD, type LabelReading } from '@crema/contracts/admin/label';
import { idParams, type IdParams } from '@crema/contracts/admin/moderation';
import {
  createCoffeeBag,
  createRoaster,
  deleteCoffeeBag,
  deleteRoaster,
  listCoffeeBags,
  listRoasters,
} from '@crema/contracts/admin/rpc';
import { RpcClient, type Json } from '@crema/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { pageReply } from '../http/paging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { readSingleFileUpload } from '../media/single-file-upload';
import { AdminOnly } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';
import { LABEL_TYPES_MESSAGE } from './label-image';
import { LabelUploadService } from './label-upload.service';

const idPipe = new ZodValidationPipe(idParams);
const cataloguePipe = new ZodValidationPipe(catalogueQuery);
const LABEL_UPLOAD = {
  field: LABEL_FIELD,
  missing: 'Please choose an image of the label.',
  tooLarge: LABEL_TYPES_MESSAGE,
};

/** The roaster and coffee-bag catalogue, and reading a bag's label (admin service). */
@Controller('api/admin')
export class AdminCatalogueController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly labels: LabelUploadService,
  ) {}

  @AdminOnly()
  @Get('roasters')
  async roasters(
    @CurrentActor() actor: Actor,
    @Query(cataloguePipe) query: CatalogueQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<Roaster[]>> {
    const page = await this.rpc.sendForPage(listRoasters, { actor: actor, query });
    return pageReply(reply, '/api/admin/roasters', { limit: query.limit, query: query.query }, page);
  }

  @AdminOnly()
  @Post('roasters')
  addRoaster(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createRoasterBody)) body: z.output<typeof createRoasterBody>,
  ): Promise<Roaster> {
    return this.rpc.send(createRoaster, { actor: actor, body });
  }

  @AdminOnly()
  @Delete('roasters/:id')
  @HttpCode(204)
  async removeRoaster(@CurrentActor() actor: Actor, @Param(idPipe) params: IdParams): Promise<void> {
    await this.rpc.send(deleteRoaster, { actor: actor, id: params.id });
  }

  @AdminOnly()
  @Get('coffee-bags')
  async coffeeBags(
    @CurrentActor() actor: Actor,
    @Query(cataloguePipe) query: CatalogueQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<CoffeeBag[]>> {
    const page = await this.rpc.sendForPage(listCoffeeBags, { actor: actor, query });
    return pageReply(reply, '/api/admin/coffee-bags', { limit: query.limit, query: query.query }, page);
  }

  @AdminOnly()
  @Post('coffee-bags')
  addCoffeeBag(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createCoffeeBagBody)) body: z.output<typeof createCoffeeBagBody>,
  ): Promise<CoffeeBag> {
    return this.rpc.send(createCoffeeBag, { actor: actor, body });
  }

  @AdminOnly()
  @Delete('coffee-bags/:id')
  @HttpCode(204)
  async removeCoffeeBag(@CurrentActor() actor: Actor, @Param(idPipe) params: IdParams): Promise<void> {
    await this.rpc.send(deleteCoffeeBag, { actor: actor, id: params.id });
  }

  @AdminOnly()
  @Post('coffee-bags/upload-ocr')
  @HttpCode(200)
  async readLabel(@CurrentActor() actor: Actor, @Req() request: FastifyRequest): Promise<LabelReading> {
    return this.labels.read(actor, await readSingleFileUpload(request, LABEL_UPLOAD));
  }
}
