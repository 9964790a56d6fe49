import type { Notification } from '@crema/contracts/social/notifications';
import { notificationStreamUrl, parseStreamEvent, reconnectDelayMs } from './stream-events';

const notification: Notification = {
  id: 12,
  type: 'follow',
  actor: { id: 4, username: 'ben', avatarUrl: '/media/avatars/ben.webp' },
  actorsCount: 1,
  text: 'ben started following you',
  createdAt: '2026-11-25T10:00:00.000Z',
  readAt: null,
};

describe('parseStreamEvent', () => {
  it('reads the unread count', () => {
    expect(parseStreamEvent('unread', '{"count":3}')).toEqual({ type: 'unread', count: 3 });
  });

  it('reads a notification', () => {
    expect(parseStreamEvent('notification', JSON.stringify(notification))).toEqual({
      type: 'notification',
      notification,
    });
  });

  it('reads a reload whatever its data', () => {
    expect(parseStreamEvent('reload', '{}')).toEqual({ type: 'reload' });
  });

  it.each([
    ['unread', 'not json'],
    ['unread', '{"count":-1}'],
    ['unread', '{"total":3}'],
    ['notification', '{"id":12}'],
    ['notification', JSON.stringify({ ...notification, type: 'poke' })],
    ['notification', ''],
  ] as const)('skips a malformed %s event: %s', (type, data) => {
    expect(parseStreamEvent(type, data)).toBeNull();
  });
});

describe('reconnectDelayMs', () => {
  it('doubles from a second', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelayMs(attempt, 0))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('stops growing at a minute', () => {
    expect(reconnectDelayMs(6, 0)).toBe(60_000);
    expect(reconnectDelayMs(50, 0)).toBe(60_000);
  });

  it('adds up to a fifth at random so tabs spread out', () => {
    expect(reconnectDelayMs(0, 0.5)).toBe(1_100);
    expect(reconnectDelayMs(10, 0.999)).toBeLessThan(72_000);
  });
});

describe('notificationStreamUrl', () => {
  it('starts fresh without an id', () => {
    expect(notificationStreamUrl('')).toBe('/api/notifications/stream');
  });

  it('resumes after the last id seen', () => {
    expect(notificationStreamUrl('42')).toBe('/api/notifications/stream?lastEventId=42');
  });
});
