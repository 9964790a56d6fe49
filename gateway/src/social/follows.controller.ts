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
import { CurrentSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';
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
  follow(@CurrentSession() session: Session, @Param(userIdPipe) params: UserIdParams): Promise<FollowState> {
    return this.follows.follow(session.actor, params.id);
  }

  @Authenticated()
  @Delete('users/:id/follow')
  unfollow(
    @CurrentSession() session: Session,
    @Param(userIdPipe) params: UserIdParams,
  ): Promise<FollowState> {
    return this.follows.unfollow(session.actor, params.id);
  }

  @Authenticated()
  @Get('friends')
  async friends(
    @CurrentSession() session: Session,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<FriendEntry[]>> {
    return pageReply(
      reply,
      '/api/friends',
      { limit: query.limit },
      await this.follows.friends(session.actor, query),
    );
  }

  @Authenticated()
  @Get('followers')
  async followers(
    @CurrentSession() session: Session,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<FriendEntry[]>> {
    const page = await this.follows.followers(session.actor, query);
    return pageReply(reply, '/api/followers', { limit: query.limit }, page);
  }

  @Authenticated()
  @Get('following')
  async following(
    @CurrentSession() session: Session,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<FriendEntry[]>> {
    const page = await this.follows.following(session.actor, query);
    return pageReply(reply, '/api/following', { limit: query.limit }, page);
  }

  @Authenticated()
  @Get('friends/suggestions')
  suggestions(@CurrentSession() session: Session): Promise<FriendEntry[]> {
    return this.follows.suggestions(session.actor);
  }
}
