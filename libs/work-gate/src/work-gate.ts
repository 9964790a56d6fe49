import { availableParallelism } from 'node:os';

/** Thrown by `WorkGate.run` when every slot is busy and the queue is full: answer 503, try later. */
export class WorkGateFullError extends Error {
  constructor(
    readonly gate: string,
    readonly retryAfterSeconds: number,
  ) {
    super(`${gate}: every slot is busy and the queue is full`);
    this.name = 'WorkGateFullError';
  }
}

export interface WorkGateOptions {
  /** Names the work in errors and logs (`password-hash`, `image-encode`). */
  name: string;
  /** Pieces of work running at once. */
  concurrency: number;
  /** Pieces that may wait for a slot; one more is refused with WorkGateFullError. */
  queueLimit: number;
  /** What a refused caller is told to wait (Retry-After). */
  retryAfterSeconds?: number;
}

/**
 * The configured concurrency, or for 0 (the configuration's "choose for me") `perCore` per core:
 * two for argon2 keep the cores busy while a piece waits on memory; one for image encodes, which
 * share libuv's small thread pool with file reads and compression.
 */
export function concurrencyFor(configured: number, perCore = 2, cores = availableParallelism()): number {
  return configured > 0 ? configured : Math.max(1, perCore * cores);
}

/**
 * At most `concurrency` pieces of costly work at once, the rest waiting in order, at most
 * `queueLimit` of them. A flood of expensive requests (registrations, uploads) then costs a bounded
 * amount of CPU, memory and thread-pool time: it queues a little, then is refused fast, and work
 * that does not pass through the gate (logins' session checks, reads) keeps its share of the process.
 */
export class WorkGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly retryAfterSeconds: number;

  constructor(private readonly options: WorkGateOptions) {
    if (!Number.isInteger(options.concurrency) || options.concurrency < 1) {
      throw new RangeError(`${options.name}: concurrency must be a positive integer`);
    }
    if (!Number.isInteger(options.queueLimit) || options.queueLimit < 0) {
      throw new RangeError(`${options.name}: queueLimit must be a non-negative integer`);
    }
    this.retryAfterSeconds = options.retryAfterSeconds ?? 1;
  }

  /** Pieces running now. */
  get running(): number {
    return this.active;
  }

  /** How many may wait at most. */
  get queueLimit(): number {
    return this.options.queueLimit;
  }

  /** Pieces waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs `work` once a slot is free; rejects with WorkGateFullError at once when the queue is full.
   * `queueLimit` lowers the bound for this call: work that may be refused first (registrations) then
   * can never fill the queue that more urgent work (logins) still finds room in.
   */
  async run<T>(work: () => Promise<T>, options: { queueLimit?: number } = {}): Promise<T> {
    await this.acquire(Math.min(options.queueLimit ?? Infinity, this.options.queueLimit));
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(queueLimit: number): Promise<void> {
    if (this.active < this.options.concurrency) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= queueLimit) {
      return Promise.reject(new WorkGateFullError(this.options.name, this.retryAfterSeconds));
    }
    // The slot passes straight to the waiter (active stays the same), so nobody can jump the queue.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}
