import type { Notification } from '@crema/contracts/social/notifications';
import { QueryClient } from '@tanstack/react-query';
import type { NotificationListData } from './get-notifications';
import {
  applyStreamedNotification,
  flattenNotifications,
  markReadInList,
  unreadAmong,
  upsertNotification,
} from './notification-cache';
import { notificationKeys } from './query-keys';

const item = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'like',
  actor: { id: 7, username: 'maya', avatarUrl: null },
  actorsCount: 1,
  checkInId: 3,
  text: 'maya liked your check-in',
  createdAt: '2026-11-25T10:00:00.000Z',
  readAt: null,
  ...overrides,
});

const list = (...pages: Notification[][]): NotificationListData => ({
  pages: pages.map((items, index) => ({
    items,
    nextUrl: index < pages.length - 1 ? `/api/notifications?cursor=${index + 1}` : null,
  })),
  pageParams: pages.map((_, index) => `/api/notifications?cursor=${index}`),
});

const ids = (data: NotificationListData) => data.pages.map((page) => page.items.map((entry) => entry.id));

describe('upsertNotification', () => {
  it('puts a new notification at the top of the first page', () => {
    expect(ids(upsertNotification(list([item(2), item(1)]), item(3)))).toEqual([[3, 2, 1]]);
  });

  it('replaces a folded like in place of the old one and moves it to the top', () => {
    const folded = item(1, { actorsCount: 4, text: 'maya and 3 others liked your check-in' });
    const next = upsertNotification(list([item(3), item(2)], [item(1)]), folded);
    expect(ids(next)).toEqual([[1, 3, 2], []]);
    expect(next.pages[0]?.items[0]?.text).toBe('maya and 3 others liked your check-in');
  });

  it('keeps the paging of the list', () => {
    const data = list([item(2)], [item(1)]);
    const next = upsertNotification(data, item(3));
    expect(next.pageParams).toBe(data.pageParams);
    expect(next.pages[0]?.nextUrl).toBe('/api/notifications?cursor=1');
  });

  it('leaves a list with no pages as it is', () => {
    const empty = list();
    expect(upsertNotification(empty, item(1))).toBe(empty);
  });
});

describe('flattenNotifications', () => {
  it('lists each notification once, the newest copy first', () => {
    // A page fetched with a cursor from before an item moved up brings it again.
    const data = list([item(5, { text: 'new' }), item(4)], [item(5, { text: 'old' }), item(3)]);
    const flat = flattenNotifications(data);
    expect(flat.map((entry) => entry.id)).toEqual([5, 4, 3]);
    expect(flat[0]?.text).toBe('new');
  });

  it('is empty before the first answer', () => {
    expect(flattenNotifications(undefined)).toEqual([]);
  });
});

describe('markReadInList', () => {
  const readAt = '2026-11-25T11:00:00.000Z';
  const earlier = '2026-11-24T09:00:00.000Z';

  it('marks the given ids read', () => {
    const next = markReadInList(list([item(2), item(1)]), { ids: [1] }, readAt);
    expect(next.pages[0]?.items.map((entry) => entry.readAt)).toEqual([null, readAt]);
  });

  it('marks every unread item read and keeps the time of those already read', () => {
    const next = markReadInList(list([item(2)], [item(1, { readAt: earlier })]), { all: true }, readAt);
    expect(flattenNotifications(next).map((entry) => entry.readAt)).toEqual([readAt, earlier]);
  });
});

describe('unreadAmong', () => {
  const data = list([item(3), item(2, { readAt: '2026-11-25T11:00:00.000Z' }), item(1)]);

  it('counts the unread ones among the ids', () => {
    expect(unreadAmong(data, { ids: [1, 2] })).toBe(1);
  });

  it('counts every unread one for all', () => {
    expect(unreadAmong(data, { all: true })).toBe(2);
  });
});

describe('applyStreamedNotification', () => {
  it('updates a cached list', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.list, list([item(1)]));
    applyStreamedNotification(queryClient, item(2));
    expect(ids(queryClient.getQueryData<NotificationListData>(notificationKeys.list) ?? list())).toEqual([
      [2, 1],
    ]);
  });

  it('does not create a list that was never loaded (it is fetched whole when shown)', () => {
    const queryClient = new QueryClient();
    applyStreamedNotification(queryClient, item(2));
    expect(queryClient.getQueryData(notificationKeys.list)).toBeUndefined();
  });
});
