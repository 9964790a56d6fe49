import type { Notification } from '@crema/contracts/social/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sessionQueryKey } from '@/lib/session';
import { applyStreamedNotification, setUnreadCount } from '../api/notification-cache';
import { notificationKeys } from '../api/query-keys';
import {
  notificationStreamUrl,
  parseStreamEvent,
  reconnectDelayMs,
  STREAM_EVENT_TYPES,
  type StreamEventType,
} from '../api/stream-events';

interface NotificationStreamOptions {
  /** Called for each new or updated notification the stream brings (e.g. to announce it). */
  onNotification: (notification: Notification) => void;
}

/**
 * Keeps the bell live: the unread count and the cached list follow the stream's events. While the
 * browser reconnects by itself it resumes with Last-Event-ID; when it gives up (a 429, a 401, the
 * gateway gone) the stream is opened again after a growing delay, naming the last id it saw. Every
 * reopen also refetches the list, in case more was missed than the gateway replays. Use it only while signed in: unmounting
 * (logout) closes the stream.
 */
export function useNotificationStream({ onNotification }: NotificationStreamOptions): void {
  const queryClient = useQueryClient();
  const notify = useRef(onNotification);
  useEffect(() => {
    notify.current = onNotification;
  });

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let openedBefore = false;
    // The id of the last notification seen, carried over to a stream opened anew.
    let lastEventId = '';

    const onEvent = (type: StreamEventType) => (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      const parsed = parseStreamEvent(type, event.data);
      switch (parsed?.type) {
        case 'unread':
          setUnreadCount(queryClient, parsed.count);
          break;
        case 'notification':
          applyStreamedNotification(queryClient, parsed.notification);
          notify.current(parsed.notification);
          break;
        case 'reload':
          void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
          break;
        case undefined:
          break;
      }
    };

    const open = () => {
      const current = new EventSource(notificationStreamUrl(lastEventId), { withCredentials: true });
      source = current;
      current.addEventListener('open', () => {
        attempt = 0;
        if (openedBefore) void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
        openedBefore = true;
      });
      for (const type of STREAM_EVENT_TYPES) current.addEventListener(type, onEvent(type));
      current.addEventListener('error', () => {
        // CONNECTING: the browser is already retrying. CLOSED: it got a non-200 answer and gave up.
        if (current.readyState !== EventSource.CLOSED) return;
        current.close();
        // A 401 means the session ended elsewhere: asking for it again signs this tab out, which
        // unmounts the bell and stops the retries.
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        retry = setTimeout(open, reconnectDelayMs(attempt, Math.random()));
        attempt += 1;
      });
    };

    open();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);
}
