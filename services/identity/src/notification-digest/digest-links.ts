import type { Notification } from '@crema/contracts/social/notifications';

/** Where a digest's links lead in the web app (web/src/config/paths.ts). */
function appLink(appUrl: string, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, appUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** What a notification is about: the check-in, else the badges, else the person, else the list. */
export function notificationUrl(appUrl: string, notification: Notification): string {
  if (notification.checkInId !== undefined) return appLink(appUrl, `/shared/${notification.checkInId}`);
  if (notification.badgeId !== undefined) return appLink(appUrl, '/badges');
  if (notification.actor) return appLink(appUrl, `/users/${encodeURIComponent(notification.actor.username)}`);
  return notificationsUrl(appUrl);
}

export function notificationsUrl(appUrl: string): string {
  return appLink(appUrl, '/notifications');
}

/**
 * The two ways out of the digest: the page the mail's link opens (it asks before it POSTs), and
 * the API a mail provider POSTs to from the List-Unsubscribe header (RFC 8058 one-click).
 */
export function unsubscribeUrls(appUrl: string, token: string): { page: string; oneClick: string } {
  return {
    page: appLink(appUrl, '/unsubscribe', { token }),
    oneClick: appLink(appUrl, '/api/email/unsubscribe', { token }),
  };
}
