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
import { CurrentSession } from '../sessions/request-session';
import type { Session } from '../sessions/session.store';
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
    @CurrentSession() session: Session,
    @Query(pagePipe) query: PageQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Json<Notification[]>> {
    const page = await this.notifications.list(session.actor, query);
    return pageReply(reply, '/api/notifications', { limit: query.limit }, page);
  }

  @Authenticated()
  @Get('unread-count')
  unreadCount(@CurrentSession() session: Session): Promise<UnreadCount> {
    return this.notifications.unreadCount(session.actor);
  }

  @Authenticated()
  @Post('read')
  @HttpCode(200)
  markRead(
    @CurrentSession() session: Session,
    @Body(new ZodValidationPipe(markNotificationsReadBody)) body: MarkNotificationsReadBody,
  ): Promise<UnreadCount> {
    return this.notifications.markRead(session.actor, body);
  }

  @Authenticated()
  @Get('settings')
  settings(@CurrentSession() session: Session): Promise<NotificationSettings> {
    return this.notifications.settings(session.actor);
  }

  @Authenticated()
  @Put('settings')
  updateSettings(
    @CurrentSession() session: Session,
    @Body(new ZodValidationPipe(notificationSettingsSchema)) body: NotificationSettings,
  ): Promise<NotificationSettings> {
    return this.notifications.updateSettings(session.actor, body);
  }

  @Authenticated()
  @Get('stream')
  stream(
    @CurrentSession() session: Session,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Query('lastEventId') lastEventIdQuery: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.streams.open(session.actor, lastEventIdOf(lastEventId, lastEventIdQuery), reply);
  }
}
