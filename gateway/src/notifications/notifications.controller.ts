import type { Actor } from '@crema/contracts/common/rpc';
import { Body, Controller, Get, Headers, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { pageQuery, type PageQuery } from '@crema/contracts/common/page';
import {
  markNotificationsReadBody,
  notificationSettingsSchema,
  type MarkNotificationsReadBody,
  type Notification,
  type NotificationSettings,
  type UnreadCount,
} from '@crema/contracts/social/notifications';
import type { Json } from '@crema/messaging';
import type { FastifyReply } from 'fastify';
import { pageReply } from '../http/paging';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { Authenticated } from '../sessions/access.decorators';
import { CurrentActor } from '../sessions/request-session';
import { NotificationStreams } from './notification-streams';
import { NotificationsService } from './notifications.service';
import { lastEventIdOf } from './server-sent-events';

const pagePipe = new ZodValidationPipe(pageQuery);

/** The bell: the list, the unread count, read state, opt-ins and the live stream. */
@Controller('api/notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly streams: NotificationStreams,
  ) {}

  @Authenticated()
  @Get()
  async list(
    @CurrentActor() actor: Actor,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<Notification[]>> {
    const page = await this.notifications.list(actor, query);
    return pageReply(reply, '/api/notifications', { limit: query.limit }, page);
  }

  @Authenticated()
  @Get('unread-count')
  unreadCount(@CurrentActor() actor: Actor): Promise<UnreadCount> {
    return this.notifications.unreadCount(actor);
  }

  @Authenticated()
  @Post('read')
  @HttpCode(200)
  markRead(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(markNotificationsReadBody)) body: MarkNotificationsReadBody,
  ): Promise<UnreadCount> {
    return this.notifications.markRead(actor, body);
  }

  @Authenticated()
  @Get('settings')
  settings(@CurrentActor() actor: Actor): Promise<NotificationSettings> {
    return this.notifications.settings(actor);
  }

  @Authenticated()
  @Put('settings')
  updateSettings(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(notificationSettingsSchema)) body: NotificationSettings,
  ): Promise<NotificationSettings> {
    return this.notifications.updateSettings(actor, body);
  }

  @Authenticated()
  @Get('stream')
  stream(
    @CurrentActor() actor: Actor,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Query('lastEventId') lastEventIdQuery: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.streams.open(actor, lastEventIdOf(lastEventId, lastEventIdQuery), reply);
  }
}
