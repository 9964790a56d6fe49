import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { CHECKINS_SETTINGS, LOGGER, type CheckinsSettings } from '../common/tokens';
import { TIMELINE_REBUILD_SQL } from './feed-sql';
import { defineTimelineCommands } from './timeline-commands';

/** One entry of a home timeline: a check-in and its author. */
export interface TimelineEntry {
  id: number;
  userId: number;
}

export interface TimelineSlice {
  /** Entries below the asked id, newest first. */
  entries: TimelineEntry[];
  /** Whether the timeline holds `cap` entries, so older ones may exist only in PostgreSQL. */
  full: boolean;
}

/** Member `0:0` (score 0) marks a timeline that exists, even an empty one, so it is not rebuilt on every read. */
const SENTINEL = '0:0';

/** Commands per Redis round trip when fanning out to many followers. */
const PIPELINE_CHUNK = 1000;

const timelineKey = (userId: number) => `timeline:${userId}`;
const member = (entry: TimelineEntry) => `${entry.id}:${entry.userId}`;

function parseMember(value: string): TimelineEntry {
  const [id, userId] = value.split(':');
  return { id: Number(id), userId: Number(userId) };
}

/**
 * Precomputed home timelines in Redis: a sorted set per user of `checkInId:authorId`, score the
 * check-in id, capped at TIMELINE_CAP, expiring TIMELINE_TTL_SECONDS after the last read.
 * PostgreSQL stays the source of truth: a missing timeline is rebuilt from it on read, and every
 * write here is best effort (a failure is logged; the next rebuild repairs it).
 */
@Injectable()
export class TimelineService {
  constructor(
    private readonly redis: Redis,
    private readonly dataSource: DataSource,
    @Inject(CHECKINS_SETTINGS) private readonly settings: CheckinsSettings,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    defineTimelineCommands(redis);
  }

  /** Read-your-own-write: called right after a check-in's creation commits. */
  async addToOwnTimeline(userId: number, checkInId: number): Promise<void> {
    await this.addToTimelines([userId], { id: checkInId, userId });
  }

  /** Adds a new check-in to the timelines of these users that exist in Redis (fan-out on write). */
  async addToTimelines(userIds: readonly number[], entry: TimelineEntry): Promise<void> {
    await this.bestEffort('timeline add', async () => {
      for (const chunk of chunks(userIds, PIPELINE_CHUNK)) {
        const pipeline = this.redis.pipeline();
        for (const userId of chunk) {
          pipeline.addToTimeline(timelineKey(userId), entry.id, member(entry), this.settings.timelineCap);
        }
        await execOrThrow(pipeline);
      }
    });
  }

  /** Removes a deleted check-in from these users' timelines. */
  async removeFromTimelines(userIds: readonly number[], entry: TimelineEntry): Promise<void> {
    await this.bestEffort('timeline remove', async () => {
      for (const chunk of chunks(userIds, PIPELINE_CHUNK)) {
        const pipeline = this.redis.pipeline();
        for (const userId of chunk) pipeline.zrem(timelineKey(userId), member(entry));
        await execOrThrow(pipeline);
      }
    });
  }

  /** Drops a user's timeline (a follow changed, or the user is gone); the next read rebuilds it. */
  async forgetUser(userId: number): Promise<void> {
    await this.bestEffort('timeline drop', async () => {
      await this.redis.del(timelineKey(userId));
    });
  }

  /**
   * Up to `count` entries below `belowId`, newest first, rebuilding the timeline from PostgreSQL
   * when it is missing and refreshing its TTL. Throws when Redis fails (the caller reads PostgreSQL).
   */
  async slice(userId: number, belowId: number, count: number): Promise<TimelineSlice> {
    const key = timelineKey(userId);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const [size, ...members] = await this.redis.readTimeline(
        key,
        belowId,
        count,
        this.settings.timelineTtlSeconds,
      );
      if (size > 0) {
        return { entries: members.map(parseMember), full: size - 1 >= this.settings.timelineCap };
      }
      await this.rebuild(userId);
    }
    throw new Error(`timeline ${userId} vanished while being read`);
  }

  /**
   * Rebuilds a timeline from PostgreSQL. Then reads again what committed meanwhile: a check-in
   * committed before that second read is in it, one committed after is fanned out onto the key.
   */
  async rebuild(userId: number): Promise<void> {
    const key = timelineKey(userId);
    const cap = this.settings.timelineCap;
    const entries = await this.entriesAbove(userId, 0, cap);
    const pipeline = this.redis.multi().del(key).zadd(key, 0, SENTINEL);
    for (const chunk of chunks(entries, PIPELINE_CHUNK))
      pipeline.zadd(key, ...chunk.flatMap((e) => [e.id, member(e)]));
    await execOrThrow(pipeline.expire(key, this.settings.timelineTtlSeconds));
    const newest = entries[0]?.id ?? 0;
    const late = await this.entriesAbove(userId, newest, cap);
    for (const entry of late.reverse()) await this.addToTimelines([userId], entry);
  }

  private async entriesAbove(userId: number, aboveId: number, cap: number): Promise<TimelineEntry[]> {
    const rows = await this.dataSource.query<{ id: number; user_id: number }[]>(TIMELINE_REBUILD_SQL, [
      userId,
      aboveId,
      cap,
    ]);
    return rows.map((row) => ({ id: row.id, userId: row.user_id }));
  }

  private async bestEffort(what: string, action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      this.logger.warn({ err: error }, `${what} failed; the timeline is repaired on its next rebuild`);
    }
  }
}

type Pipeline = ReturnType<Redis['pipeline']>;

async function execOrThrow(pipeline: Pipeline): Promise<unknown[]> {
  const results = (await pipeline.exec()) ?? [];
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
