import type { Notification } from '@crema/contracts/social/notifications';
import { escapeHtml, type RenderedEmail } from '../mail/rendered-email';
import { notificationsUrl, notificationUrl } from './digest-links';

export interface DigestContent {
  username: string;
  /** Newest first, as social answers them. */
  items: readonly Notification[];
  /** All the unread notifications the digest stands for; more than `items` when some were left out. */
  total: number;
  appUrl: string;
  /** The web page that turns email notifications off. */
  unsubscribeUrl: string;
}

const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** "25 Nov 2026, 14:05 UTC": the mail cannot know the reader's time zone. */
function timeOf(notification: Notification): string {
  return `${TIME.format(new Date(notification.createdAt))} UTC`;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The daily digest of unread notifications, in plain text and simple HTML (every value escaped). */
export function renderNotificationDigestEmail(content: DigestContent): RenderedEmail {
  const { username, items, total, appUrl, unsubscribeUrl } = content;
  const more = total - items.length;
  const allUrl = notificationsUrl(appUrl);
  const subject = `You have ${plural(total, 'unread notification', 'unread notifications')} on Crema`;
  const text = [
    `Hi ${username},`,
    '',
    'Here is what happened on Crema since your last digest:',
    '',
    ...items.flatMap((item) => [`- ${item.text} (${timeOf(item)})`, `  ${notificationUrl(appUrl, item)}`]),
    ...(more > 0 ? [`…and ${more} more.`] : []),
    '',
    `See all your notifications: ${allUrl}`,
    '',
    'You get this digest at most once a day because email notifications are on in your settings.',
    `To stop them, open ${unsubscribeUrl}`,
    '',
    '— Crema',
  ].join('\n');
  const listItems = items
    .map(
      (item) => `      <li style="margin-bottom: 0.5em;">
        <a href="${escapeHtml(notificationUrl(appUrl, item))}" style="color: #2b2118;">${escapeHtml(item.text)}</a>
        <span style="color: #7a6a5d; font-size: 0.9em;">${escapeHtml(timeOf(item))}</span>
      </li>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html>
  <body style="font-family: sans-serif; line-height: 1.5; color: #2b2118;">
    <p>Hi ${escapeHtml(username)},</p>
    <p>Here is what happened on Crema since your last digest:</p>
    <ul>
${listItems}
    </ul>
${more > 0 ? `    <p>…and ${more} more.</p>\n` : ''}    <p><a href="${escapeHtml(allUrl)}" style="color: #8b5a2b;">See all your notifications</a></p>
    <p style="font-size: 0.85em; color: #7a6a5d;">You get this digest at most once a day because email
      notifications are on in your settings.
      <a href="${escapeHtml(unsubscribeUrl)}" style="color: #7a6a5d;">Unsubscribe</a></p>
    <p>— Crema</p>
  </body>
</html>
`;
  return { subject, text, html };
}
