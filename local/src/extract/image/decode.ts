/**
 * PNG and JPEG bytes → a grey image, decoded by sharp (libvips, libjpeg-turbo: native code). A 5 MP
 * phone photo decodes in about 70 ms, where jpeg-js, pure JS, took 0.7 s: a sixth of a page's budget.
 * Transparent pixels count as white paper; a JPEG's EXIF orientation (how phones record a photo taken
 * sideways) is applied.
 *
 * sharp is a native addon: it must be loaded by the main thread before a worker thread loads it, or the
 * thread's exit may unload the library under the main thread (sharp's "worker threads" notes). ocr.ts,
 * which starts the OCR thread, imports this module, so the main thread loads it first.
 */
import { imageSize } from '@recurso/core/documents';
import sharp, { type ResizeOptions } from 'sharp';
import { type Grey, grey } from './raster';

/** Larger images are refused before decoding (a 50 MP photo is already far beyond any phone's). */
export const MAX_PIXELS = 50_000_000;

export class ImageTooLargeError extends Error {}
/** The bytes are not a PNG or JPEG the decoders can read (truncated, corrupt). */
export class ImageDecodeError extends Error {}

const isPng = (b: Uint8Array): boolean => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array): boolean => b[0] === 0xff && b[1] === 0xd8;

// One libvips thread: the OCR thread already has the machine's other core for the upside-down check.
sharp.concurrency(1);
// Decoded pages are used once: libvips' operation cache would only hold memory.
sharp.cache(false);

/**
 * Grey or colour pixels (no alpha: flattened on white) → grey. Colour by its BT.601 luma in integer
 * weights, as tesseract sees it (libvips' own greyscale weighs light linearly and turns red ink darker).
 */
function toGrey(width: number, height: number, channels: number, data: Uint8Array): Grey {
  const out = grey(width, height);
  const o = out.data;
  if (channels === 1) o.set(data);
  else
    for (let i = 0, p = 0, n = width * height; i < n; i++, p += channels)
      o[i] =
        (77 * (data[p] as number) + 150 * (data[p + 1] as number) + 29 * (data[p + 2] as number) + 128) >> 8;
  return out;
}

/**
 * The image decoded as `decodeImage` does, and the size of the upload as a viewer shows it (its EXIF
 * orientation applied, not reduced): what boxes read on the page are mapped back onto.
 */
export async function decodePage(
  bytes: Uint8Array,
  maxSide = Number.POSITIVE_INFINITY,
): Promise<{ image: Grey; source: { width: number; height: number } }> {
  const image = await decodeImage(bytes, maxSide);
  const meta = await sharp(bytes).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? image.width;
  const height = (turned ? meta.width : meta.height) ?? image.height;
  return { image, source: { width, height } };
}

/**
 * How far to reduce while decoding: the longest side to `maxSide`, but a strip (a receipt, a scrolled
 * screenshot: one side twice the other or more) by its short side to half of it, else its type, made
 * for its narrow width, would shrink past what OCR reads (a 740 × 4900 receipt came out 480 wide).
 */
function reduction(size: { width: number; height: number } | undefined, maxSide: number): ResizeOptions {
  const whole: ResizeOptions = {
    width: maxSide,
    height: maxSide,
    fit: 'inside',
    withoutEnlargement: true,
  };
  if (!size) return whole;
  const short = Math.round(maxSide / 2);
  if (size.height >= 2 * size.width) return { width: short, withoutEnlargement: true };
  if (size.width >= 2 * size.height) return { height: short, withoutEnlargement: true };
  return whole;
}

/**
 * Throws ImageTooLargeError past MAX_PIXELS, ImageDecodeError on bytes the decoder cannot read. An image
 * whose longest side is over `maxSide` is reduced to it while decoding (a strip by its short side) (a JPEG is decoded at a fraction of
 * its size first, far faster than decoding all of a 12 MP photo and reducing it after).
 */
export async function decodeImage(bytes: Uint8Array, maxSide = Number.POSITIVE_INFINITY): Promise<Grey> {
  const size = imageSize(bytes);
  if (size && size.width * size.height > MAX_PIXELS)
    throw new ImageTooLargeError(`${size.width}×${size.height}`);
  if (!isPng(bytes) && !isJpeg(bytes)) throw new ImageDecodeError('not a PNG or JPEG image');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
      .rotate() // EXIF orientation
      .flatten({ background: '#ffffff' })
      .resize(Number.isFinite(maxSide) ? reduction(size, maxSide) : undefined)
      .raw()
      .toBuffer({ resolveWithObject: true });
    return toGrey(info.width, info.height, info.channels, data);
  } catch (error) {
    throw new ImageDecodeError((error as Error)?.message ?? String(error));
  }
}

/**
 * `text` drawn by sharp (Pango, the system's sans-serif) in black on white at `dpi`, with a white
 * margin of `pad` pixels: a page-like sample for warming the OCR engines up. Undefined where the
 * system has no fonts or sharp was built without text.
 */
export async function renderedText(text: string, dpi = 200, pad = 20): Promise<Grey | undefined> {
  try {
    const { data, info } = await sharp({ text: { text, dpi, font: 'sans' } })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const img = grey(info.width + 2 * pad, info.height + 2 * pad);
    img.data.fill(255);
    // sharp draws the text white on black: turned dark on light, as print is.
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++)
        img.data[(y + pad) * img.width + x + pad] =
          255 - (data[(y * info.width + x) * info.channels] as number);
    return img;
  } catch {
    return undefined;
  }
}

/** A grey image as PNG bytes (what an upload is). */
export async function pngOf(img: Grey): Promise<Uint8Array> {
  return sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength), {
    raw: { width: img.width, height: img.height, channels: 1 },
  })
    .png()
    .toBuffer();
}
