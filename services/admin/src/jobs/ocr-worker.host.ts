import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { JobRegistry, startJobWorker, type JobsConnection } from '@crema/jobs';
import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { LOGGER } from '../common/tokens';
import { LabelReader } from '../labels/label-reader';
import { OCR_JOBS, OCR_QUEUE, readLabelTask } from './ocr.jobs';

export const OCR_CONNECTION = Symbol('OCR_CONNECTION');
/** Labels read at once: the size of the OCR pool. */
export const OCR_CONCURRENCY = Symbol('OCR_CONCURRENCY');

/** Runs the `ocr` queue's worker for as long as the application context lives. */
@Injectable()
export class OcrWorkerHost implements OnApplicationBootstrap, OnApplicationShutdown {
  private worker: Worker | undefined;

  constructor(
    private readonly reader: LabelReader,
    @Inject(OCR_CONNECTION) private readonly connection: JobsConnection,
    @Inject(OCR_CONCURRENCY) private readonly concurrency: number,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  isRunning(): boolean {
    return this.worker?.isRunning() ?? false;
  }

  async onApplicationBootstrap(): Promise<void> {
    const registry = new JobRegistry(OCR_QUEUE, OCR_JOBS).on(readLabelTask, ({ imageKey }) =>
      this.reader.read(imageKey),
    );
    this.worker = await startJobWorker({
      ...this.connection,
      registry,
      logger: this.logger,
      concurrency: this.concurrency,
    });
  }

  /** Lets the labels being read finish. */
  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }
}
