import { pageQuery } from '@crema/contracts/common/page';
import {
  markNotificationsReadBody,
  notificationSchema,
  notificationSettingsSchema,
  unreadCountSchema,
} from '@crema/contracts/social/notifications';
import { z } from 'zod';
import type { ApiRoute } from './api-routes';

const PAGED = 'A plain list; when there is a next page its URL comes in `Link: <…>; rel="next"`.';

/** The signed-in person's notifications (issue 11); guests get 401 on each. */
export const NOTIFICATION_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/notifications',
    summary: `Your notifications, latest first (a folded like moves up when someone else likes). ${PAGED}`,
    access: 'user',
    query: pageQuery,
    success: { status: 200, description: 'Notifications', schema: z.array(notificationSchema) },
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/api/notifications/unread-count',
    summary: 'How many of your notifications are unread',
    access: 'user',
    success: { status: 200, description: 'The unread count', schema: unreadCountSchema },
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/notifications/read',
    summary:
      'Marks notifications read: `{ids: [...]}` (ids that are not yours change nothing) or `{all: true}`',
    access: 'user',
    body: markNotificationsReadBody,
    success: { status: 200, description: 'The unread count after', schema: unreadCountSchema },
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/api/notifications/stream',
    summary:
      'Server-Sent Events: `unread` (`{count}`) first and after every change, `notification` (a new or folded item; `id:` is its sequence number), `reload` when a resume missed more than it can replay, and a heartbeat comment every 25 s. Resume with `Last-Event-ID` (or `?lastEventId=`). At most 5 open streams per person (429 beyond).',
    access: 'user',
    success: { status: 200, description: 'An event stream', eventStream: true },
    errors: [401, 429],
  },
  {
    method: 'get',
    path: '/api/notifications/settings',
    summary: 'What you opted in to: `friendCheckIns` (off by default)',
    access: 'user',
    success: { status: 200, description: 'Notification settings', schema: notificationSettingsSchema },
    errors: [401],
  },
  {
    method: 'put',
    path: '/api/notifications/settings',
    summary: 'Changes what you opted in to',
    access: 'user',
    body: notificationSettingsSchema,
    success: { status: 200, description: 'Notification settings', schema: notificationSettingsSchema },
    errors: [400, 401],
  },
];
