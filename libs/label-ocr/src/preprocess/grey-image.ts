// One-channel 8-bit images moved between sharp and plain typed-array code.
import sharp from 'sharp';

export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Runs a sharp pipeline to one raw 8-bit grey channel. */
export async function rawGrey(pipeline: sharp.Sharp): Promise<GreyImage> {
  // Without toColourspace('b-w') sharp widens a one-channel raw input back to sRGB.
  const { data, info } = await pipeline.toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** A sharp pipeline that starts from a grey image. */
export function greyPipeline(image: GreyImage): sharp.Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } });
}
