import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { LabelOcr } from '@crema/label-ocr';
import type { MediaStorage } from '@crema/storage';
import type { z } from 'zod';
import { MEDIA_STORAGE } from '../common/tokens';
import type { readLabelTask } from '../jobs/ocr.jobs';

export const OCR_POOL = Symbol('OCR_POOL');

/** The worker's side of a label reading: the stored image through the OCR engine's pool. */
@Injectable()
export class LabelReader implements OnApplicationShutdown {
  constructor(
    @Inject(OCR_POOL) private readonly ocr: LabelOcr,
    @Inject(MEDIA_STORAGE) private readonly media: MediaStorage,
  ) {}

  async read(imageKey: string): Promise<z.input<typeof readLabelTask.result>> {
    const reading = await this.ocr.recognize(await this.media.read(imageKey));
    return { rawText: reading.rawText, fields: reading.fields, confidence: reading.confidence };
  }

  onApplicationShutdown(): Promise<void> {
    return this.ocr.close();
  }
}
