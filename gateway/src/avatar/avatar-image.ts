import sharp from 'sharp';
import { ProblemException } from '../http/problem.exception';
import { assertPixelLimit, MAX_INPUT_PIXELS, sniffImageType } from '../media/image-type';

/** Image types accepted as avatars, judged by their bytes, never by name or declared type. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export const AVATAR_SIZE = 512;

export const NOT_AN_IMAGE = 'Please select an image file (JPEG, PNG, etc.)';

/**
 * Re-encodes an uploaded picture as a square WebP of at most 512×512: turned upright from its EXIF
 * orientation, first frame only, and without any metadata (sharp keeps none unless asked), so GPS
 * positions and camera details never leave the gateway.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  if (!(await sniffImageType(bytes, ACCEPTED_TYPES))) {
    throw ProblemException.of(415, NOT_AN_IMAGE, { code: 'unsupported_media_type' });
  }
  await assertPixelLimit(bytes);
  try {
    return await sharp(bytes, { animated: false, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw ProblemException.of(415, `${NOT_AN_IMAGE} This one could not be read.`, {
      code: 'unsupported_media_type',
    });
  }
}
