import type { Session } from './session.store';

interface RecentSession {
  session: Session;
  /** Epoch ms after which the session must be checked in Redis again. */
  freshUntil: number;
}

/** What `remember` needs to know whether an end was announced while its session was being read. */
export type RecentSessionsMark = number;

/**
 * The sessions this gateway has found live in the last few seconds, so a person's burst of
 * requests costs one Redis round trip, not one each (ADR 0038).
 *
 * It is only used while it is told of every session that ends (`enable`, by SessionEndListener
 * once its subscription is confirmed); without that, nothing is remembered and every request reads
 * Redis. Any announced end forgets the user's sessions and moves the generation on, so a read that
 * was in flight as the end was announced is not remembered after it.
 */
export class RecentSessions {
  private readonly entries = new Map<string, RecentSession>();
  private generation = 0;
  private enabled = false;

  constructor(
    private readonly freshMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Starts remembering: every session end is being announced from now on. A read that started
   * before (while ends could go unheard) is not remembered.
   */
  enable(): void {
    this.generation += 1;
    this.enabled = true;
  }

  /** Stops remembering and forgets everything: ends may be missed from now on. */
  disable(): void {
    this.enabled = false;
    this.forgetAll();
  }

  /** The session behind `id` if it was found live less than `freshMs` ago. */
  lookup(id: string): Session | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(id);
    if (entry === undefined) return undefined;
    if (entry.freshUntil > this.now()) return entry.session;
    this.entries.delete(id);
    return undefined;
  }

  /** Taken before reading a session from Redis, and handed to `remember` with what was read. */
  mark(): RecentSessionsMark {
    return this.generation;
  }

  /**
   * Remembers a session just found live, unless an end was announced since `mark` or remembering
   * is off. It is never remembered past `liveUntilMs` (the session's absolute end, or when Redis
   * would let it expire unused).
   */
  remember(session: Session, liveUntilMs: number, mark: RecentSessionsMark): void {
    if (!this.enabled || mark !== this.generation || this.freshMs <= 0) return;
    // A busy session moves to the young end, so the cap drops the ones idle longest.
    this.entries.delete(session.id);
    if (this.entries.size >= this.maxEntries) {
      // The oldest insertion goes first: Map iterates in insertion order.
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    this.entries.set(session.id, {
      session,
      freshUntil: Math.min(this.now() + this.freshMs, liveUntilMs),
    });
  }

  /** Forgets every session of the user (one of theirs ended, or their rights changed). */
  forgetUser(userId: number): void {
    this.generation += 1;
    for (const [id, entry] of this.entries) {
      if (entry.session.actor.userId === userId) this.entries.delete(id);
    }
  }

  /** Forgets every session (an announcement that names no user). */
  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
