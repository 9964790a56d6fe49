// A fixed number of tesseract.js workers (one thread each) sharing a queue of images. Every way a
// worker can fail ends the job with an error instead of leaving it pending: a rejected job, a dead
// thread, a job over its time limit. A failed worker is replaced by a fresh one.
import { EventEmitter } from 'node:events';
import { createWorker, OEM, type Worker, type WorkerParams } from 'tesseract.js';
import { englishLanguageDataPath } from './english-language-data';

export interface TextLine {
  text: string;
  /** 0-100. */
  confidence: number;
}

export interface PageText {
  text: string;
  /** Tesseract's mean word confidence, 0-100. */
  confidence: number;
  lines: TextLine[];
}

export interface TesseractPoolOptions {
  size: number;
  /** Set on every worker once it has started. */
  parameters: Partial<WorkerParams>;
  startTimeoutMs: number;
  jobTimeoutMs: number;
}

interface Job {
  image: Buffer;
  resolve: (page: PageText) => void;
  reject: (error: Error) => void;
}

export class TesseractPool {
  private readonly idle: TesseractThread[] = [];
  private readonly all = new Set<TesseractThread>();
  private readonly queue: Job[] = [];
  private readonly replacing = new Set<Promise<void>>();
  private closed = false;

  private constructor(
    private readonly options: TesseractPoolOptions,
    private readonly langPath: string,
    threads: TesseractThread[],
  ) {
    for (const thread of threads) {
      this.all.add(thread);
      this.idle.push(thread);
    }
  }

  static async start(options: TesseractPoolOptions): Promise<TesseractPool> {
    if (!Number.isInteger(options.size) || options.size < 1) throw new Error(`pool size must be a whole number >= 1, got ${options.size}`);
    const langPath = englishLanguageDataPath();
    const started = await Promise.allSettled(Array.from({ length: options.size }, () => startThread(langPath, options)));
    const threads = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) {
      await Promise.all(threads.map((thread) => thread.terminate()));
      throw asError(failure.reason);
    }
    return new TesseractPool(options, langPath, threads);
  }

  get size(): number {
    return this.all.size;
  }

  recognize(image: Buffer): Promise<PageText> {
    if (this.closed) return Promise.reject(new Error('the OCR pool is closed'));
    if (this.all.size === 0) return Promise.reject(new Error('the OCR pool has no working tesseract worker left'));
    return new Promise((resolve, reject) => {
      this.queue.push({ image, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the OCR pool was closed'));
    // A worker still starting as a replacement terminates itself once it sees the pool closed.
    await Promise.all(this.replacing);
    const threads = [...this.all];
    this.all.clear();
    this.idle.length = 0;
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const thread = this.idle.pop() as TesseractThread;
      const job = this.queue.shift() as Job;
      void this.run(thread, job);
    }
  }

  private async run(thread: TesseractThread, job: Job): Promise<void> {
    try {
      job.resolve(await thread.recognize(job.image, this.options.jobTimeoutMs));
      this.idle.push(thread);
    } catch (error) {
      job.reject(asError(error));
      const replacement = this.replace(thread);
      this.replacing.add(replacement);
      await replacement;
      this.replacing.delete(replacement);
    }
    this.dispatch();
  }

  /** Swaps a failed worker for a new one; without one, jobs nobody can take are failed. */
  private async replace(failed: TesseractThread): Promise<void> {
    this.all.delete(failed);
    await failed.terminate();
    if (this.closed) return;
    try {
      const fresh = await startThread(this.langPath, this.options);
      if (this.closed) {
        await fresh.terminate();
        return;
      }
      this.all.add(fresh);
      this.idle.push(fresh);
    } catch (error) {
      if (this.all.size === 0) {
        const reason = new Error(`no tesseract worker left: ${asError(error).message}`);
        for (const job of this.queue.splice(0)) job.reject(reason);
      }
    }
  }
}

/** One tesseract.js worker and the thread it runs in. */
class TesseractThread {
  /** Rejects when the thread dies (an abort in the wasm core, or terminate()). */
  private readonly death: Promise<never>;

  constructor(private readonly worker: Worker) {
    this.death = new Promise<never>((_, reject) => {
      const thread = nodeThreadOf(worker);
      thread?.once('error', (error: unknown) => reject(asError(error)));
      thread?.once('exit', (code: unknown) => reject(new Error(`tesseract worker thread exited (code ${String(code)})`)));
    });
    this.death.catch(() => undefined);
  }

  async recognize(image: Buffer, timeoutMs: number): Promise<PageText> {
    const { data } = await withTimeout(
      Promise.race([this.worker.recognize(image, {}, { text: true, blocks: true }), this.death]),
      timeoutMs,
      'tesseract recognize',
    );
    const lines = (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.map((line) => ({ text: line.text.trim(), confidence: line.confidence }))),
    );
    return { text: data.text, confidence: data.confidence, lines };
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}

async function startThread(langPath: string, options: TesseractPoolOptions): Promise<TesseractThread> {
  const worker = await withTimeout(
    createWorker('eng', OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      // Otherwise tesseract.js writes eng.traineddata into the working directory.
      cacheMethod: 'none',
      // Without a handler tesseract.js throws a failed job's error inside its message listener,
      // which kills the process; with one, the job's promise rejects and we handle it there.
      errorHandler: () => undefined,
    }),
    options.startTimeoutMs,
    'starting a tesseract worker',
  );
  try {
    await worker.setParameters(options.parameters);
  } catch (error) {
    await worker.terminate();
    throw asError(error);
  }
  return new TesseractThread(worker);
}

/** tesseract.js keeps its worker_threads Worker on the undocumented `worker` property. */
function nodeThreadOf(worker: Worker): EventEmitter | null {
  const thread: unknown = (worker as unknown as { worker?: unknown }).worker;
  return thread instanceof EventEmitter ? thread : null;
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
