/** Image bytes → grey: a JPEG's colours by their luma, a PNG's transparency as white paper. */
import { decodeImage, ImageDecodeError } from '@recurso/local/extract/image/decode';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import sharp from 'sharp';

/** A 16×16 image of one colour per 8×8 quadrant (JPEG blocks: no bleeding between them). */
function quadrants(colours: [number, number, number, number][]): {
  width: number;
  height: number;
  data: Buffer;
} {
  const data = Buffer.alloc(16 * 16 * 4);
  for (let y = 0; y < 16; y++)
    for (let x = 0; x < 16; x++) {
      const c = colours[(y >> 3) * 2 + (x >> 3)] as number[];
      data.set(c, (y * 16 + x) * 4);
    }
  return { width: 16, height: 16, data };
}

const COLOURS: [number, number, number, number][] = [
  [255, 255, 255, 255],
  [200, 30, 30, 255],
  [20, 120, 220, 255],
  [0, 0, 0, 255],
];
/** ITU-R BT.601 luma of each quadrant. */
const LUMA = COLOURS.map(([r, g, b]) => 0.299 * r + 0.587 * g + 0.114 * b);

describe('decodeImage', () => {
  it('reduces a page by its longest side, a strip (a receipt) by its short side only', async () => {
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer();
    const page = await decodeImage(await png(1200, 1600), 800);
    expect([page.width, page.height]).toEqual([600, 800]);
    const receipt = await decodeImage(await png(300, 1600), 800);
    expect([receipt.width, receipt.height]).toEqual([300, 1600]);
    const wide = await decodeImage(await png(1800, 600), 800);
    expect([wide.width, wide.height]).toEqual([1200, 400]);
  });

  it('a JPEG: each colour becomes its luma (within the codec’s rounding)', async () => {
    const img = await decodeImage(jpeg.encode(quadrants(COLOURS), 100).data);
    expect([img.width, img.height]).toEqual([16, 16]);
    const at = (x: number, y: number) => img.data[y * 16 + x] as number;
    [at(4, 4), at(12, 4), at(4, 12), at(12, 12)].forEach((v, i) => {
      expect(Math.abs(v - (LUMA[i] as number))).toBeLessThanOrEqual(3);
    });
  });

  it('a PNG: luma, transparent pixels as white paper', async () => {
    const png = new PNG({ width: 16, height: 16 });
    quadrants([...COLOURS.slice(0, 3), [0, 0, 0, 0]]).data.copy(png.data);
    const img = await decodeImage(PNG.sync.write(png));
    expect(Math.abs((img.data[4 * 16 + 12] as number) - (LUMA[1] as number))).toBeLessThanOrEqual(1);
    expect(img.data[12 * 16 + 12]).toBe(255);
  });

  it('a photo taken sideways: the EXIF orientation is applied (6: turned a quarter clockwise)', async () => {
    // 32×16: left half black, right half white. Shown upright it is 16×32, black on top.
    const raw = Buffer.alloc(32 * 16, 255);
    for (let y = 0; y < 16; y++) raw.fill(0, y * 32, y * 32 + 16);
    const bytes = await sharp(raw, { raw: { width: 32, height: 16, channels: 1 } })
      .jpeg({ quality: 100 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const img = await decodeImage(bytes);
    expect([img.width, img.height]).toEqual([16, 32]);
    expect(img.data[4 * 16 + 8]).toBeLessThan(20);
    expect(img.data[28 * 16 + 8]).toBeGreaterThan(235);
  });

  it('an image over the longest side asked for is reduced to it while decoding, keeping its shape', async () => {
    const bytes = await sharp(Buffer.alloc(400 * 200, 128), { raw: { width: 400, height: 200, channels: 1 } })
      .png()
      .toBuffer();
    const img = await decodeImage(bytes, 100);
    expect([img.width, img.height]).toEqual([100, 50]);
    expect(img.data[25 * 100 + 50]).toBe(128);
    expect([(await decodeImage(bytes, 1000)).width, (await decodeImage(bytes)).width]).toEqual([400, 400]);
  });

  it('truncated or foreign bytes: ImageDecodeError, never a half page', async () => {
    const whole = jpeg.encode(quadrants(COLOURS), 90).data;
    await expect(decodeImage(whole.subarray(0, whole.length / 2))).rejects.toBeInstanceOf(ImageDecodeError);
    await expect(decodeImage(Buffer.from('GIF89a…'))).rejects.toThrow('not a PNG or JPEG image');
  });
});
