import sharp from 'sharp';
import { ProblemException } from '../http/problem.exception';
import { assertPixelLimit, MAX_INPUT_PIXELS, sniffImageType } from '../media/image-type';

export const LABEL_TYPES_MESSAGE = 'Please choose a PNG or JPG image of the label, up to 5MB';

export interface LabelImage {
  bytes: Buffer;
  extension: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
}

/**
 * A label photo as it will be stored and read: PNG or JPEG judged by its bytes, turned upright from
 * its EXIF orientation, first frame only, all metadata (GPS included) dropped. It keeps its size
 * and format, lossless or near it, because small print must stay legible to the OCR.
 */
export async function toLabelImage(upload: Buffer): Promise<LabelImage> {
  const type = await sniffImageType(upload, new Set(['image/png', 'image/jpeg']));
  if (!type) throw ProblemException.of(415, LABEL_TYPES_MESSAGE, { code: 'unsupported_media_type' });
  await assertPixelLimit(upload);
  try {
    const image = sharp(upload, { animated: false, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    return type === 'image/png'
      ? { bytes: await image.png().toBuffer(), extension: 'png', contentType: 'image/png' }
      : { bytes: await image.jpeg({ quality: 92 }).toBuffer(), extension: 'jpg', contentType: 'image/jpeg' };
  } catch {
    throw ProblemException.of(415, `${LABEL_TYPES_MESSAGE}. This one could not be read.`, {
      code: 'unsupported_media_type',
    });
  }
}
