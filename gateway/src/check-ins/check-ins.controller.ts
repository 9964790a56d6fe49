import type { Actor } from '@crema/contracts/common/rpc';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Ip,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  checkInIdParams,
  createCheckInBody,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  updateCheckInBody,
  type CheckInCard,
  type CheckInChanges,
  type LikeState,
  type SaveState,
} from '@crema/contracts/checkins/check-in';
import { feedQuery, type FeedQuery } from '@crema/contracts/checkins/feed';
import { checkInFromMultipartFields } from '@crema/contracts/checkins/multipart';
import { pageQuery, type PageQuery } from '@crema/contracts/common/page';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Json } from '@crema/messaging';
import { pageReply } from '../http/paging';
import { parseInput, ZodValidationPipe } from '../http/zod-validation.pipe';
import { Authenticated, Public } from '../sessions/access.decorators';
import { CurrentActor, OptionalActor } from '../sessions/request-session';
import { readSingleFileUpload } from '../media/single-file-upload';
import { CostlyRouteLimits } from '../rate-limit/costly-route-limits';
import { PHOTO_TOO_LARGE, readCheckInUpload } from './check-in-upload';
import { CheckInsService } from './check-ins.service';

const idPipe = new ZodValidationPipe(checkInIdParams);

const PHOTO_UPLOAD = {
  field: PHOTO_FIELD,
  missing: 'Please choose a photo to upload.',
  tooLarge: PHOTO_TOO_LARGE,
  maxBytes: PHOTO_MAX_BYTES,
};

/** Check-ins (SPEC §7): thin; validation with the shared schemas, the rest in the checkins service. */
@Controller('api')
export class CheckInsController {
  constructor(
    private readonly checkIns: CheckInsService,
    private readonly limits: CostlyRouteLimits,
  ) {}

  @Public()
  @Get('check-ins')
  async feed(
    @OptionalActor() actor: Actor | undefined,
    @Query(new ZodValidationPipe(feedQuery)) query: FeedQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<CheckInCard[]>> {
    const page = await this.checkIns.feed(actor ?? null, query);
    const { feedType, filter, limit, lat, lng } = query;
    return pageReply(reply, '/api/check-ins', { feedType, filter, limit, lat, lng }, page);
  }

  /**
   * Multipart (SPEC §7). The text fields are validated before the photo is even decoded, so bad
   * input costs no image work and stores nothing.
   */
  @Authenticated()
  @Post('check-ins')
  @HttpCode(201)
  async create(@CurrentActor() actor: Actor, @Req() request: FastifyRequest): Promise<CheckInCard> {
    await this.checkIns.limitCreate(actor);
    const upload = await readCheckInUpload(request);
    const checkIn = parseInput(createCheckInBody, checkInFromMultipartFields(upload.fields));
    return this.checkIns.create(actor, checkIn, upload.photo);
  }

  @Authenticated()
  @Patch('check-ins/:id')
  update(
    @CurrentActor() actor: Actor,
    @Param(idPipe) params: { id: number },
    @Body(new ZodValidationPipe(updateCheckInBody)) changes: CheckInChanges,
  ): Promise<CheckInCard> {
    return this.checkIns.update(actor, params.id, changes);
  }

  /**
   * Replaces the photo: multipart with the one file in `photo`, validated and re-encoded as on
   * create. Counted before the upload is read: a refused upload costs no image work.
   */
  @Authenticated()
  @Put('check-ins/:id/photo')
  async replacePhoto(
    @CurrentActor() actor: Actor,
    @Param(idPipe) params: { id: number },
    @Ip() ip: string,
    @Req() request: FastifyRequest,
  ): Promise<CheckInCard> {
    await this.limits.checkInPhoto(actor, ip);
    const photo = await readSingleFileUpload(request, PHOTO_UPLOAD);
    return this.checkIns.replacePhoto(actor, params.id, photo);
  }

  @Authenticated()
  @Delete('check-ins/:id/photo')
  removePhoto(@CurrentActor() actor: Actor, @Param(idPipe) params: { id: number }): Promise<CheckInCard> {
    return this.checkIns.removePhoto(actor, params.id);
  }

  @Authenticated()
  @Delete('check-ins/:id')
  @HttpCode(204)
  async delete(@CurrentActor() actor: Actor, @Param(idPipe) params: { id: number }): Promise<void> {
    await this.checkIns.delete(actor, params.id);
  }

  @Authenticated()
  @Post('check-ins/:id/like')
  @HttpCode(200)
  like(@CurrentActor() actor: Actor, @Param(idPipe) params: { id: number }): Promise<LikeState> {
    return this.checkIns.like(actor, params.id);
  }

  @Authenticated()
  @Delete('check-ins/:id/like')
  unlike(@CurrentActor() actor: Actor, @Param(idPipe) params: { id: number }): Promise<LikeState> {
    return this.checkIns.unlike(actor, params.id);
  }

  @Authenticated()
  @Post('check-ins/:id/save')
  @HttpCode(200)
  save(@CurrentActor() actor: Actor, @Param(idPipe) params: { id: number }): Promise<SaveState> {
    return this.checkIns.save(actor, params.id);
  }

  @Authenticated()
  @Delete('check-ins/:id/save')
  unsave(@CurrentActor() actor: Actor, @Param(idPipe) params: { id: number }): Promise<SaveState> {
    return this.checkIns.unsave(actor, params.id);
  }

  @Public()
  @Get('shared-check-in/:id')
  shared(
    @OptionalActor() actor: Actor | undefined,
    @Param(idPipe) params: { id: number },
  ): Promise<CheckInCard> {
    return this.checkIns.shared(actor ?? null, params.id);
  }

  @Authenticated()
  @Get('user/check-ins')
  async own(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(pageQuery)) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<CheckInCard[]>> {
    const page = await this.checkIns.own(actor, query);
    return pageReply(reply, '/api/user/check-ins', { limit: query.limit }, page);
  }

  @Authenticated()
  @Get('user/saved')
  async saved(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(pageQuery)) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<CheckInCard[]>> {
    const page = await this.checkIns.saved(actor, query);
    return pageReply(reply, '/api/user/saved', { limit: query.limit }, page);
  }
}
