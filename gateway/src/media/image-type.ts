import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ProblemException } from '../http/problem.exception';

/** Refuses decompression bombs: about 25 megapixels, more than a phone camera's usual picture. */
export const MAX_INPUT_PIXELS = 25_000_000;

export const TOO_MANY_PIXELS = `Please choose a picture of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;

/**
 * Refuses (413) an upload whose header declares more than MAX_INPUT_PIXELS, from the header alone,
 * before anything is decoded; a header that cannot be read is left to the decoder to refuse.
 */
export async function assertPixelLimit(bytes: Buffer): Promise<void> {
  const { width, height } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  if (width && height && width * height > MAX_INPUT_PIXELS) {
    throw ProblemException.of(413, TOO_MANY_PIXELS, { code: 'payload_too_large' });
  }
}

/**
 * The MIME type of an upload judged by its bytes (never by its name or declared type), or
 * undefined when it is not one of `accepted`.
 */
export async function sniffImageType(
  bytes: Buffer,
  accepted: ReadonlySet<string>,
): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  return type && accepted.has(type.mime) ? type.mime : undefined;
}
