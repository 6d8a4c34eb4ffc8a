/** Width and height of a PNG or JPEG from its header (no decoding), for boxes in page fractions. */

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(b: Uint8Array): ImageSize | undefined {
  if (b.length < 24) return undefined;
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: v.getUint32(16), height: v.getUint32(20) };
}

/** The first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC) holds the frame's size. */
function jpegSize(b: Uint8Array): ImageSize | undefined {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) {
      i++;
      continue;
    }
    const marker = b[i + 1] as number;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xff) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    const length = v.getUint16(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: v.getUint16(i + 5), width: v.getUint16(i + 7) };
    i += 2 + length;
  }
  return undefined;
}

export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return pngSize(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  return undefined;
}
