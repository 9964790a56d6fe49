import type { Notification } from '@crema/contracts/social/notifications';
import { renderNotificationDigestEmail, type DigestContent } from './notification-digest-email.template';

const appUrl = 'https://crema.example';
const unsubscribeUrl = 'https://crema.example/unsubscribe?token=7.abc&x=1';

function notification(overrides: Partial<Notification>): Notification {
  return {
    id: 1,
    type: 'follow',
    actor: { id: 2, username: 'maya', avatarUrl: null },
    actorsCount: 1,
    text: 'maya started following you',
    createdAt: '2026-11-25T14:05:00.000Z',
    readAt: null,
    ...overrides,
  };
}

const like = notification({
  id: 2,
  type: 'like',
  checkInId: 12,
  actorsCount: 4,
  text: 'maya and 3 others liked your check-in',
  createdAt: '2026-11-25T15:30:00.000Z',
});
const follow = notification({});
const badge = notification({ id: 3, type: 'badge', actor: null, badgeId: 5, text: 'You earned First Sip' });
const moderation = notification({
  id: 4,
  type: 'moderation',
  actor: null,
  text: 'A moderator removed your comment',
});

const content = (overrides: Partial<DigestContent> = {}): DigestContent => ({
  username: 'ada',
  items: [like, follow],
  total: 2,
  appUrl,
  unsubscribeUrl,
  ...overrides,
});

describe('renderNotificationDigestEmail', () => {
  it('lists each notification with its text, time and a link to what it is about', () => {
    const email = renderNotificationDigestEmail(
      content({ items: [like, follow, badge, moderation], total: 4 }),
    );
    expect(email.subject).toBe('You have 4 unread notifications on Crema');
    expect(email.text).toContain(
      '- maya and 3 others liked your check-in (25 Nov 2026, 15:30 UTC)\n  https://crema.example/shared/12',
    );
    expect(email.text).toContain(
      '- maya started following you (25 Nov 2026, 14:05 UTC)\n  https://crema.example/users/maya',
    );
    expect(email.text).toContain('https://crema.example/badges');
    expect(email.text).toContain('See all your notifications: https://crema.example/notifications');
    expect(email.html).toContain(
      '<a href="https://crema.example/shared/12" style="color: #2b2118;">maya and 3 others liked your check-in</a>',
    );
    expect(email.html).toContain('href="https://crema.example/users/maya"');
    expect(email.html).toContain('href="https://crema.example/badges"');
    // A moderator's action links to the list itself.
    expect(email.html.match(/href="https:\/\/crema\.example\/notifications"/g)).toHaveLength(2);
    expect(email.text).not.toContain('more.');
  });

  it('says how many more there are than it lists', () => {
    const email = renderNotificationDigestEmail(content({ total: 25 }));
    expect(email.subject).toBe('You have 25 unread notifications on Crema');
    expect(email.text).toContain('…and 23 more.');
    expect(email.html).toContain('<p>…and 23 more.</p>');
    expect(renderNotificationDigestEmail(content({ items: [follow], total: 1 })).subject).toBe(
      'You have 1 unread notification on Crema',
    );
  });

  it('carries the unsubscribe page link in both bodies, escaped in HTML', () => {
    const email = renderNotificationDigestEmail(content());
    expect(email.text).toContain(`To stop them, open ${unsubscribeUrl}`);
    expect(email.html).toContain('href="https://crema.example/unsubscribe?token=7.abc&#38;x=1"');
  });

  it('escapes names and texts in HTML, and usernames in links', () => {
    const hostile = notification({
      actor: { id: 9, username: '"><img src=x>', avatarUrl: null },
      text: '<script>alert("x")</script> & friends liked your check-in',
    });
    const email = renderNotificationDigestEmail(
      content({ username: '<b>ada</b>', items: [hostile], total: 1 }),
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>ada');
    expect(email.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; friends');
    expect(email.html).toContain('href="https://crema.example/users/%22%3E%3Cimg%20src%3Dx%3E"');
    expect(email.text).toContain('<script>alert("x")</script> & friends');
  });
});
