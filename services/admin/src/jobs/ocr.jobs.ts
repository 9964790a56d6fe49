import { extractedLabelSchema } from '@crema/contracts/admin/label';
import { defineTask } from '@crema/jobs';
import { z } from 'zod';

/** The admin worker's queue: coffee-bag labels to read. */
export const OCR_QUEUE = 'ocr';

/** Read the label image stored under `imageKey` (media storage); answers its text and the fields found in it. */
export const readLabelTask = defineTask(
  OCR_QUEUE,
  'read-label',
  z.strictObject({ imageKey: z.string().min(1).max(300) }),
  z.object({ rawText: z.string(), fields: extractedLabelSchema, confidence: z.number() }),
);

export const OCR_JOBS = [readLabelTask];
