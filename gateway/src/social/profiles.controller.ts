import type { Actor } from '@crema/contracts/common/rpc';
import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { pageQuery, type PageQuery } from '@crema/contracts/common/page';
import {
  usernameParams,
  type FriendEntry,
  type UsernameParams,
  type UserProfileView,
} from '@crema/contracts/social/rest';
import type { FastifyReply } from 'fastify';
import type { Json } from '@crema/messaging';
import { pageReply } from '../http/paging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Public } from '../sessions/access.decorators';
import { OptionalActor } from '../sessions/request-session';
import { ProfilesService } from './profiles.service';

const usernamePipe = new ZodValidationPipe(usernameParams);
const pagePipe = new ZodValidationPipe(pageQuery);

/** Public profiles (`/users/{username}` in the web app), for guests too; privacy is the services'. */
@Controller('api/users/:username')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Public()
  @Get()
  profile(
    @OptionalActor() actor: Actor | undefined,
    @Param(usernamePipe) params: UsernameParams,
  ): Promise<UserProfileView> {
    return this.profiles.profile(actor ?? null, params.username);
  }

  @Public()
  @Get('check-ins')
  async checkIns(
    @OptionalActor() actor: Actor | undefined,
    @Param(usernamePipe) params: UsernameParams,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<CheckInCard[]>> {
    const page = await this.profiles.checkIns(actor ?? null, params.username, query);
    return pageReply(reply, userPath(params.username, 'check-ins'), { limit: query.limit }, page);
  }

  @Public()
  @Get('followers')
  async followers(
    @OptionalActor() actor: Actor | undefined,
    @Param(usernamePipe) params: UsernameParams,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<FriendEntry[]>> {
    const page = await this.profiles.followers(actor ?? null, params.username, query);
    return pageReply(reply, userPath(params.username, 'followers'), { limit: query.limit }, page);
  }

  @Public()
  @Get('following')
  async following(
    @OptionalActor() actor: Actor | undefined,
    @Param(usernamePipe) params: UsernameParams,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<FriendEntry[]>> {
    const page = await this.profiles.following(actor ?? null, params.username, query);
    return pageReply(reply, userPath(params.username, 'following'), { limit: query.limit }, page);
  }
}

function userPath(username: string, list: string): string {
  return `/api/users/${encodeURIComponent(username)}/${list}`;
}
