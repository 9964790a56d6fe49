import { z } from 'zod';

/** Coffee-bag label OCR: POST /api/admin/coffee-bags/upload-ocr (multipart, PNG or JPEG ≤ 5 MB). */
export const LABEL_FIELD = 'image';
export const LABEL_MAX_BYTES = 5 * 1024 * 1024;
/** How long the admin service waits for the worker's reading (queueing included) before answering 503. */
export const LABEL_READ_TIMEOUT_MS = 30_000;

/** What the field extractor read off a label; the admin reviews it before saving a coffee bag. */
export const extractedLabelSchema = z.object({
  roaster: z.string().nullable(),
  coffeeName: z.string().nullable(),
  origin: z.string().nullable(),
  processingMethod: z.string().nullable(),
  roastLevel: z.string().nullable(),
  weight: z.string().nullable(),
  roastDate: z.string().nullable(),
  altitude: z.string().nullable(),
  variety: z.string().nullable(),
  producer: z.string().nullable(),
  flavorNotes: z.array(z.string()),
  certifications: z.array(z.string()),
});
export type ExtractedLabel = z.infer<typeof extractedLabelSchema>;

export const labelReadingSchema = z.object({
  extractedData: extractedLabelSchema,
  imageUrl: z.string(),
  rawText: z.string(),
  /** Mean word confidence, 0–100. */
  confidence: z.number(),
});
export type LabelReading = z.infer<typeof labelReadingSchema>;
