import type { JsMsg } from '@nats-io/jetstream';

/** What the server is told about a message this process holds: the calls of JsMsg used here. */
type HeldMessage = Pick<JsMsg, 'working'>;

/**
 * The messages a live process holds unsettled, reported to the server as still in progress every
 * `intervalMs`. The consumer's ack wait can then be short: only the messages of a process that
 * died (or froze) come back soon, never those of one that is merely busy. A message held longer
 * than `maxHoldMs` is no longer reported, so a handler stuck for good cannot keep its event from
 * another replica forever.
 */
export class InProgressMessages {
  private readonly held = new Map<HeldMessage, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    intervalMs: number,
    private readonly maxHoldMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => this.report(), intervalMs);
    this.timer.unref();
  }

  hold(message: HeldMessage): void {
    this.held.set(message, this.now());
  }

  /** Call once the message is acked, naked or terminated. */
  release(message: HeldMessage): void {
    this.held.delete(message);
  }

  stop(): void {
    clearInterval(this.timer);
    this.held.clear();
  }

  /** Tells the server about every message held, and forgets those held too long. */
  report(): void {
    const now = this.now();
    for (const [message, since] of this.held) {
      if (now - since > this.maxHoldMs) this.held.delete(message);
      else message.working();
    }
  }
}
