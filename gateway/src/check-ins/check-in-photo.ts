import { PHOTO_MAX_PX, PHOTO_THUMBNAIL_PX } from '@crema/contracts/checkins/check-in';
import sharp from 'sharp';
import { ProblemException } from '../http/problem.exception';
import { assertPixelLimit, MAX_INPUT_PIXELS, sniffImageType } from '../media/image-type';

/** Photo types accepted for a check-in, judged by their bytes, never by name or declared type. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const NOT_A_PHOTO = 'Please choose a JPEG, PNG or WebP photo.';

export interface EncodedPhoto {
  /** At most PHOTO_MAX_PX on its longer side. */
  full: Buffer;
  /** At most PHOTO_THUMBNAIL_PX on its longer side, for the feed. */
  thumbnail: Buffer;
}

function unreadable(): ProblemException {
  return ProblemException.of(415, `${NOT_A_PHOTO} This one could not be read.`, {
    code: 'unsupported_media_type',
  });
}

/**
 * Re-encodes an uploaded photo as WebP: turned upright from its EXIF orientation, first frame
 * only, never enlarged, bounded to PHOTO_MAX_PX, plus a PHOTO_THUMBNAIL_PX thumbnail. sharp keeps no
 * metadata unless asked, so EXIF (GPS positions, camera details), XMP and ICC never leave the gateway.
 */
export async function encodeCheckInPhoto(bytes: Buffer): Promise<EncodedPhoto> {
  if (!(await sniffImageType(bytes, ACCEPTED_TYPES))) {
    throw ProblemException.of(415, NOT_A_PHOTO, { code: 'unsupported_media_type' });
  }
  await assertPixelLimit(bytes);
  let full: Buffer;
  try {
    full = await sharp(bytes, { animated: false, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_MAX_PX, PHOTO_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
  // The thumbnail comes from the already upright, bounded WebP: cheaper than decoding the original again.
  const thumbnail = await sharp(full)
    .resize(PHOTO_THUMBNAIL_PX, PHOTO_THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
  return { full, thumbnail };
}
