/**
 * Resizing on sharp (libvips, native, run on libuv's pool): a 12 MP photo's copies for the page search
 * cost a few milliseconds where OpenCV's WebAssembly build takes a tenth of a second. Area-averaged
 * when reducing, bicubic when enlarging, like every other resampling of a page here.
 */
import sharp from 'sharp';
import type { Grey } from './raster';

export async function resized(img: Grey, width: number, height: number): Promise<Grey> {
  if (width === img.width && height === img.height) return img;
  const shrinking = width <= img.width && height <= img.height;
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: shrinking ? 'mitchell' : 'cubic' })
    // One channel out, as in (libvips would otherwise hand back sRGB).
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
}
