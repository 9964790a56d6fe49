import type { Notification } from '@crema/contracts/social/notifications';
import { notificationHref } from './notification-link';

const base: Notification = {
  id: 1,
  type: 'like',
  actor: { id: 2, username: 'maya', avatarUrl: null },
  actorsCount: 1,
  text: 'maya liked your check-in',
  createdAt: '2026-11-25T10:00:00.000Z',
  readAt: null,
};

describe('notificationHref', () => {
  it.each(['like', 'comment', 'friend_check_in', 'moderation'] as const)(
    'leads a %s notification to its check-in',
    (type) => {
      expect(notificationHref({ ...base, type, checkInId: 42 })).toBe('/shared/42');
    },
  );

  it('leads nowhere when the check-in is not named (removed content)', () => {
    expect(notificationHref({ ...base, type: 'moderation', actor: null })).toBeNull();
  });

  it("leads a follow to the follower's profile", () => {
    expect(
      notificationHref({ ...base, type: 'follow', actor: { id: 2, username: 'maya o', avatarUrl: null } }),
    ).toBe('/users/maya%20o');
  });

  it('leads a badge to the badges page', () => {
    expect(notificationHref({ ...base, type: 'badge', actor: null, badgeId: 3 })).toBe('/badges');
  });
});
