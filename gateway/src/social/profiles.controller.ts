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
import { OptionalSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';
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
    @OptionalSession() session: Session | undefined,
    @Param(usernamePipe) params: UsernameParams,
  ): Promise<UserProfileView> {
    return this.profiles.profile(session?.actor ?? null, params.username);
  }

  @Public()
  @Get('check-ins')
  async checkIns(
    @OptionalSession() session: Session | undefined,
    @Param(usernamePipe) params: UsernameParams,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<CheckInCard[]>> {
    const page = await this.profiles.checkIns(session?.actor ?? null, params.username, query);
    return pageReply(reply, userPath(params.username, 'check-ins'), { limit: query.limit }, page);
  }

  @Public()
  @Get('followers')
  async followers(
    @OptionalSession() session: Session | undefined,
    @Param(usernamePipe) params: UsernameParams,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<FriendEntry[]>> {
    const page = await this.profiles.followers(session?.actor ?? null, params.username, query);
    return pageReply(reply, userPath(params.username, 'followers'), { limit: query.limit }, page);
  }

  @Public()
  @Get('following')
  async following(
    @OptionalSession() session: Session | undefined,
    @Param(usernamePipe) params: UsernameParams,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<FriendEntry[]>> {
    const page = await this.profiles.following(session?.actor ?? null, params.username, query);
    return pageReply(reply, userPath(params.username, 'following'), { limit: query.limit }, page);
  }
}

function userPath(username: string, list: string): string {
  return `/api/users/${encodeURIComponent(username)}/${list}`;
}
