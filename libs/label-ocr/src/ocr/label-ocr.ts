// The label reader: preprocess the photo, recognise it on the worker pool (turning it when the
// first reading is poor), extract the fields.
import { availableParallelism } from 'node:os';
import { PSM } from 'tesseract.js';
import { extractLabelFields } from '../extract/extract-label-fields';
import type { LabelFields } from '../label-fields';
import {
  DEFAULT_PREPROCESS_OPTIONS,
  preprocessLabel,
  turnQuarter,
  type PreprocessOptions,
} from '../preprocess/preprocess-label';
import { TesseractPool, type PageText } from './tesseract-pool';
import { correctUnitMisreadings } from './unit-spelling';

export interface LabelOcrOptions {
  /** Worker threads; defaults to the number of cores. */
  workers?: number;
  /** Below this confidence (0-100) the image is also read turned by 180, 90 and 270 degrees. */
  retryBelowConfidence?: number;
  jobTimeoutMs?: number;
  startTimeoutMs?: number;
  preprocess?: Partial<PreprocessOptions>;
}

export interface LabelReading {
  /** The recognised text, lines trimmed, with tesseract's usual unit misreadings put right. */
  rawText: string;
  fields: LabelFields;
  /** Tesseract's mean word confidence for the reading kept, 0-100. */
  confidence: number;
  /** From the call to the answer, time waiting for a free worker included. */
  durationMs: number;
}

const DEFAULTS = { retryBelowConfidence: 60, jobTimeoutMs: 60_000, startTimeoutMs: 30_000 };

export class LabelOcr {
  private constructor(
    private readonly pool: TesseractPool,
    private readonly retryBelowConfidence: number,
    private readonly preprocessOptions: PreprocessOptions,
  ) {}

  static async create(options: LabelOcrOptions = {}): Promise<LabelOcr> {
    const pool = await TesseractPool.start({
      size: options.workers ?? availableParallelism(),
      parameters: {
        // tesseract.js defaults to one uniform block, which drops the big coffee name; full page
        // layout analysis keeps lines of every size.
        tessedit_pageseg_mode: PSM.AUTO,
        // tprintf chatter ("Estimating resolution as ...") goes nowhere instead of stdout.
        debug_file: '/dev/null',
        // Preprocessing always hands over dark text on white: no need to try inverted lines.
        tessedit_do_invert: '0',
      },
      startTimeoutMs: options.startTimeoutMs ?? DEFAULTS.startTimeoutMs,
      jobTimeoutMs: options.jobTimeoutMs ?? DEFAULTS.jobTimeoutMs,
    });
    return new LabelOcr(pool, options.retryBelowConfidence ?? DEFAULTS.retryBelowConfidence, {
      ...DEFAULT_PREPROCESS_OPTIONS,
      ...options.preprocess,
    });
  }

  get workers(): number {
    return this.pool.size;
  }

  /** `image` is a PNG or JPEG photo of a label (already validated by the caller). */
  async recognize(image: Buffer): Promise<LabelReading> {
    const started = performance.now();
    const prepared = await preprocessLabel(image, this.preprocessOptions);
    let best = await this.pool.recognize(prepared.image);
    if (best.confidence < this.retryBelowConfidence) {
      // Sideways-looking text is most likely a quarter turn away; otherwise try upside down first.
      const turns = prepared.sideways ? ([1, 3, 2] as const) : ([2, 1, 3] as const);
      for (const quarterTurns of turns) {
        const page = await this.pool.recognize(await turnQuarter(prepared.image, quarterTurns));
        if (page.confidence > best.confidence) best = page;
        if (best.confidence >= this.retryBelowConfidence) break;
      }
    }
    const rawText = tidyText(best);
    return {
      rawText,
      fields: extractLabelFields(rawText),
      confidence: best.confidence,
      durationMs: performance.now() - started,
    };
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}

/**
 * Lines without digits read with less confidence than this are dropped: they are what tesseract
 * makes of a frame's remains or a texture ("Toes", "en het]"), scoring 0-30 where real lines
 * score 60+. Weights ("250 G") can score low yet be right, so lines with digits stay.
 */
const MIN_LINE_CONFIDENCE = 40;

/** The page's plausible lines, units spelled right. */
function tidyText(page: PageText): string {
  return correctUnitMisreadings(
    page.lines
      .filter((line) => line.text.length > 0 && (line.confidence >= MIN_LINE_CONFIDENCE || /\d/.test(line.text)))
      .map((line) => line.text)
      .join('\n'),
  );
}
