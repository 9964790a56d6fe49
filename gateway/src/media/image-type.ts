import { fileTypeFromBuffer } from 'file-type';

/** Refuses decompression bombs: far more pixels than any camera picture. */
export const MAX_INPUT_PIXELS = 50_000_000;

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
