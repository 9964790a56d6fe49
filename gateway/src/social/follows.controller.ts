import type { Actor } from '@crema/contracts/common/rpc';
import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { pageQuery, type PageQuery } from '@crema/contracts/common/page';
import {
  userIdParams,
  type FollowState,
  type FriendEntry,
  type UserIdParams,
} from '@crema/contracts/social/rest';
import type { FastifyReply } from 'fastify';
import type { Json } from '@crema/messaging';
import { pageReply } from '../http/paging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Authenticated } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';
import { FollowsService } from './follows.service';

const userIdPipe = new ZodValidationPipe(userIdParams);
const pagePipe = new ZodValidationPipe(pageQuery);

/** Following people and the signed-in user's Friends, Followers, Following and Suggestions tabs. */
@Controller('api')
export class FollowsController {
  constructor(private readonly follows: FollowsService) {}

  @Authenticated()
  @Post('users/:id/follow')
  @HttpCode(200)
  follow(@CurrentActor() actor: Actor, @Param(userIdPipe) params: UserIdParams): Promise<FollowState> {
    return this.follows.follow(actor, params.id);
  }

  @Authenticated()
  @Delete('users/:id/follow')
  unfollow(@CurrentActor() actor: Actor, @Param(userIdPipe) params: UserIdParams): Promise<FollowState> {
    return this.follows.unfollow(actor, params.id);
  }

  @Authenticated()
  @Get('friends')
  async friends(
    @CurrentActor() actor: Actor,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<FriendEntry[]>> {
    return pageReply(reply, '/api/friends', { limit: query.limit }, await this.follows.friends(actor, query));
  }

  @Authenticated()
  @Get('followers')
  async followers(
    @CurrentActor() actor: Actor,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<FriendEntry[]>> {
    const page = await this.follows.followers(actor, query);
    return pageReply(reply, '/api/followers', { limit: query.limit }, page);
  }

  @Authenticated()
  @Get('following')
  async following(
    @CurrentActor() actor: Actor,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<FriendEntry[]>> {
    const page = await this.follows.following(actor, query);
    return pageReply(reply, '/api/following', { limit: query.limit }, page);
  }

  @Authenticated()
  @Get('friends/suggestions')
  suggestions(@CurrentActor() actor: Actor): Promise<FriendEntry[]> {
    return this.follows.suggestions(actor);
  }
}
