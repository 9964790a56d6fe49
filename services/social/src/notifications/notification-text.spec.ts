import { notificationText, type NotificationWording } from './notification-text';

const base: NotificationWording = {
  type: 'like',
  actorName: 'maya',
  actorsCount: 1,
  detail: null,
  moderationAction: null,
  onComment: false,
};

describe('notificationText', () => {
  it('folds likes into one sentence with the count of the others', () => {
    expect(notificationText(base)).toBe('maya liked your check-in');
    expect(notificationText({ ...base, actorsCount: 2 })).toBe('maya and 1 other liked your check-in');
    expect(notificationText({ ...base, actorsCount: 4 })).toBe('maya and 3 others liked your check-in');
  });

  it('says someone when the person behind it is gone', () => {
    expect(notificationText({ ...base, type: 'follow', actorName: null })).toBe(
      'Someone started following you',
    );
  });

  it('names a comment, a badge and a friend’s coffee', () => {
    expect(notificationText({ ...base, type: 'comment' })).toBe('maya commented on your check-in');
    expect(notificationText({ ...base, type: 'badge', actorName: null, detail: 'Globetrotter' })).toBe(
      'You earned the Globetrotter badge',
    );
    expect(notificationText({ ...base, type: 'friend_check_in', detail: 'Kenya AA' })).toBe(
      'maya checked in Kenya AA',
    );
  });

  it('tells what a moderator did, to what, and why', () => {
    const moderation = { ...base, type: 'moderation' as const, actorName: null, detail: 'Spam' };
    expect(notificationText({ ...moderation, moderationAction: 'removed' })).toBe(
      'A moderator removed your check-in. Reason: Spam.',
    );
    expect(notificationText({ ...moderation, moderationAction: 'removed', onComment: true })).toBe(
      'A moderator removed your comment. Reason: Spam.',
    );
    expect(notificationText({ ...moderation, moderationAction: 'warned', detail: null })).toBe(
      'A moderator reviewed your check-in and asks you to keep to the community guidelines.',
    );
  });
});
