import { Inject, Injectable } from '@nestjs/common';
import { LABEL_READ_TIMEOUT_MS, type LabelReading } from '@crema/contracts/admin/label';
import { JobQueue, TaskTimeoutError } from '@crema/jobs';
import { RpcError } from '@crema/messaging';
import type { MediaStorage } from '@crema/storage';
import type { Logger } from 'pino';
import { LOGGER, MEDIA_STORAGE } from '../common/tokens';
import { readLabelTask } from '../jobs/ocr.jobs';

export const READER_UNAVAILABLE = 'The label reader is unavailable right now; try again in a moment.';

/** Reads a stored label image through the admin worker (the `ocr` queue) and answers what it found. */
@Injectable()
export class LabelReadingsService {
  constructor(
    private readonly queue: JobQueue,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async read(imageUrl: string): Promise<LabelReading> {
    const imageKey = this.media.keyFromUrl(imageUrl);
    if (!imageKey?.startsWith('labels/')) {
      throw RpcError.validation('imageUrl is not a stored label image', [
        { path: 'imageUrl', message: 'Not a label image' },
      ]);
    }
    try {
      const reading = await this.queue.runTask(readLabelTask, { imageKey }, LABEL_READ_TIMEOUT_MS);
      return {
        extractedData: reading.fields,
        imageUrl,
        rawText: reading.rawText,
        confidence: reading.confidence,
      };
    } catch (error) {
      // The gateway re-encoded the image, so a failure here is the reader's, not the upload's.
      this.logger.error(
        { err: error, imageKey, timedOut: error instanceof TaskTimeoutError },
        'label reading failed',
      );
      throw RpcError.unavailable(READER_UNAVAILABLE);
    }
  }
}
