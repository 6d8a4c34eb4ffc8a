/**
 * PNG and JPEG bytes → a grey image (pngjs, jpeg-js: pure JS). Transparent pixels count as white paper;
 * a JPEG's EXIF orientation (how phones record a photo taken sideways) is applied.
 */
import jpeg from 'jpeg-js';
import { imageSize } from '@recurso/core/documents';
import { PNG } from 'pngjs';
import { type Grey, grey, rotateQuarter } from './raster';

// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { round } = Math;

/** Larger images are refused before decoding (a 50 MP photo is already far beyond any phone's). */
export const MAX_PIXELS = 50_000_000;

export class ImageTooLargeError extends Error {}
/** The bytes are not a PNG or JPEG the decoders can read (truncated, corrupt). */
export class ImageDecodeError extends Error {}

const luma = (r: number, g: number, b: number): number => round(0.299 * r + 0.587 * g + 0.114 * b);

function fromRgba(width: number, height: number, data: Uint8Array): Grey {
  const out = grey(width, height);
  for (let i = 0, p = 0; i < width * height; i++, p += 4) {
    const a = (data[p + 3] as number) / 255;
    out.data[i] = round(
      luma(data[p] as number, data[p + 1] as number, data[p + 2] as number) * a + 255 * (1 - a),
    );
  }
  return out;
}

/** An opaque RGBA image (a JPEG's) to grey: integer luma weights, no alpha to blend (a third of the time). */
function fromOpaqueRgba(width: number, height: number, data: Uint8Array): Grey {
  const out = grey(width, height);
  const o = out.data;
  for (let i = 0, p = 0, n = width * height; i < n; i++, p += 4)
    o[i] =
      (77 * (data[p] as number) + 150 * (data[p + 1] as number) + 29 * (data[p + 2] as number) + 128) >> 8;
  return out;
}

const isPng = (b: Uint8Array): boolean => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array): boolean => b[0] === 0xff && b[1] === 0xd8;

/** EXIF orientation tag (1 upright, 3 upside down, 6 turned left, 8 turned right) of a JPEG, or 1. */
export function exifOrientation(bytes: Uint8Array): number {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 2; i + 4 < b.length; ) {
    if (b[i] !== 0xff) return 1;
    const marker = b[i + 1] as number;
    const length = b.readUInt16BE(i + 2);
    if (marker === 0xe1 && b.toString('latin1', i + 4, i + 10) === 'Exif\0\0') {
      const tiff = i + 10;
      const le = b.toString('latin1', tiff, tiff + 2) === 'II';
      const u16 = (o: number) => (le ? b.readUInt16LE(o) : b.readUInt16BE(o));
      const u32 = (o: number) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
      const ifd = tiff + u32(tiff + 4);
      if (ifd + 2 > b.length) return 1;
      const count = u16(ifd);
      for (let e = 0; e < count && ifd + 2 + e * 12 + 12 <= b.length; e++) {
        const entry = ifd + 2 + e * 12;
        if (u16(entry) === 0x0112) return u16(entry + 8);
      }
      return 1;
    }
    if (marker === 0xda) return 1;
    i += 2 + length;
  }
  return 1;
}

const EXIF_TURN: Record<number, 0 | 90 | 180 | 270> = { 3: 180, 6: 90, 8: 270 };

/** Throws ImageTooLargeError past MAX_PIXELS, ImageDecodeError on bytes the decoders cannot read. */
export function decodeImage(bytes: Uint8Array): Grey {
  try {
    return decode(bytes);
  } catch (error) {
    if (error instanceof ImageTooLargeError) throw error;
    throw new ImageDecodeError((error as Error)?.message ?? String(error));
  }
}

function decode(bytes: Uint8Array): Grey {
  const size = imageSize(bytes);
  if (size && size.width * size.height > MAX_PIXELS)
    throw new ImageTooLargeError(`${size.width}×${size.height}`);
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isPng(buf)) {
    const png = PNG.sync.read(buf);
    return fromRgba(png.width, png.height, png.data);
  }
  if (isJpeg(buf)) {
    const img = jpeg.decode(buf, {
      useTArray: true,
      maxResolutionInMP: MAX_PIXELS / 1e6,
      maxMemoryUsageInMB: 1024,
    });
    return rotateQuarter(
      fromOpaqueRgba(img.width, img.height, img.data),
      EXIF_TURN[exifOrientation(bytes)] ?? 0,
    );
  }
  throw new Error('not a PNG or JPEG image');
}
