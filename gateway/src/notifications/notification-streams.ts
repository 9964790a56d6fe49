import { randomUUID } from 'node:crypto';
import { Injectable, type BeforeApplicationShutdown, type OnApplicationShutdown } from '@nestjs/common';
import { registerLiveConnections } from '@crema/observability';
import type { Actor } from '@crema/contracts/common/rpc';
import {
  countUnreadNotifications,
  notificationsSince,
  type LiveNotificationMessage,
} from '@crema/contracts/social/notifications';
import { RpcClient } from '@crema/messaging';
import type { FastifyReply } from 'fastify';
import { problem } from '../http/problem';
import { ProblemException } from '../http/problem.exception';
import { SECURITY_HEADERS } from '../http/security-headers';
import { LiveNotifications } from './live-notifications';
import { SSE_HEARTBEAT, sseEvent, sseRetry } from './server-sent-events';
import { STREAMS_PER_PERSON, StreamSlots } from './stream-slots';

export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser reconnects (resuming from its last id): the
 * session is checked again, so one ended by logout or revocation stops receiving soon after.
 */
export const STREAM_LIFETIME_MS = 15 * 60_000;
const RECONNECT_MS = 3_000;

/**
 * The open notification streams of this gateway (GET /api/notifications/stream). A stream
 * listens live first, then replays what the client missed from storage (Last-Event-ID), then
 * forwards what arrived meanwhile, skipping what the replay already sent: nothing lost, nothing twice.
 */
@Injectable()
export class NotificationStreams implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly closers = new Set<() => void>();
  private readonly unregisterGauge = registerLiveConnections(() =>
    Promise.resolve([{ labels: {}, value: this.openCount }]),
  );

  constructor(
    private readonly live: LiveNotifications,
    private readonly slots: StreamSlots,
    private readonly rpc: RpcClient,
  ) {}

  get openCount(): number {
    return this.closers.size;
  }

  async open(actor: Actor, lastSeq: number | undefined, reply: FastifyReply): Promise<void> {
    const streamId = randomUUID();
    if (!(await this.slots.acquire(actor.userId, streamId))) {
      throw new ProblemException(
        problem(
          429,
          `You already have ${STREAMS_PER_PERSON} notification streams open. Close one (another tab or device) and try again.`,
          { code: 'too_many_streams' },
        ),
        { 'retry-after': '30' },
      );
    }
    let sentSeq = lastSeq ?? 0;
    let pending: LiveNotificationMessage[] | null = [];
    let write: (chunk: string) => void = () => undefined;
    const forward = (message: LiveNotificationMessage) => {
      if (message.kind === 'unread') {
        write(sseEvent('unread', { count: message.count }));
        return;
      }
      if (message.seq <= sentSeq) return;
      sentSeq = message.seq;
      write(sseEvent('notification', message.notification, message.seq));
      write(sseEvent('unread', { count: message.unread }));
    };
    const stopListening = this.live.listen(actor.userId, (message) =>
      pending ? pending.push(message) : forward(message),
    );

    let start: Awaited<ReturnType<NotificationStreams['startingPoint']>>;
    try {
      start = await this.startingPoint(actor, lastSeq);
    } catch (error) {
      stopListening();
      await this.slots.release(actor.userId, streamId);
      throw error;
    }

    reply.hijack();
    const raw = reply.raw;
    if (raw.destroyed) {
      // The client left while the replay was read.
      stopListening();
      await this.slots.release(actor.userId, streamId);
      return;
    }
    // A hijacked reply skips the onSend hook: the security headers every answer carries go here.
    raw.writeHead(200, {
      ...SECURITY_HEADERS,
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies such as nginx would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    write = (chunk) => {
      raw.write(chunk);
    };
    write(sseRetry(RECONNECT_MS));
    for (const item of start.items) {
      sentSeq = Math.max(sentSeq, item.seq);
      write(sseEvent('notification', item.notification, item.seq));
    }
    if (!start.complete) write(sseEvent('reload', {}));
    write(sseEvent('unread', { count: start.unread }));
    const missed = pending;
    pending = null;
    for (const message of missed) forward(message);

    const heartbeat = setInterval(() => {
      write(SSE_HEARTBEAT);
      void this.slots.acquire(actor.userId, streamId).catch(() => undefined);
    }, HEARTBEAT_MS);
    const lifetime = setTimeout(() => raw.end(), STREAM_LIFETIME_MS);
    const close = () => {
      if (!this.closers.delete(close)) return;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      stopListening();
      write = () => undefined;
      void this.slots.release(actor.userId, streamId).catch(() => undefined);
      if (!raw.writableEnded) raw.end();
    };
    this.closers.add(close);
    // The response's close: the client went away, or the stream ended.
    raw.once('close', close);
  }

  /** Ends every stream, so the server can close; browsers reconnect to another gateway. */
  beforeApplicationShutdown(): void {
    for (const close of [...this.closers]) close();
  }

  onApplicationShutdown(): void {
    this.unregisterGauge();
  }

  /** What a new stream sends first: the replay after `lastSeq`, or only the unread count. */
  private async startingPoint(actor: Actor, lastSeq: number | undefined) {
    if (lastSeq !== undefined) return this.rpc.send(notificationsSince, { actor, afterSeq: lastSeq });
    const { count } = await this.rpc.send(countUnreadNotifications, { actor });
    return { items: [], complete: true, unread: count };
  }
}
