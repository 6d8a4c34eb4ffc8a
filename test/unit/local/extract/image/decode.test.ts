/** Image bytes → grey: a JPEG's colours by their luma, a PNG's transparency as white paper. */
import { decodeImage } from '@recurso/local/extract/image/decode';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

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
  it('a JPEG: each colour becomes its luma (within the codec’s rounding)', () => {
    const img = decodeImage(jpeg.encode(quadrants(COLOURS), 100).data);
    expect([img.width, img.height]).toEqual([16, 16]);
    const at = (x: number, y: number) => img.data[y * 16 + x] as number;
    [at(4, 4), at(12, 4), at(4, 12), at(12, 12)].forEach((v, i) => {
      expect(Math.abs(v - (LUMA[i] as number))).toBeLessThanOrEqual(3);
    });
  });

  it('a PNG: luma, transparent pixels as white paper', () => {
    const png = new PNG({ width: 16, height: 16 });
    quadrants([...COLOURS.slice(0, 3), [0, 0, 0, 0]]).data.copy(png.data);
    const img = decodeImage(PNG.sync.write(png));
    expect(img.data[4 * 16 + 12]).toBe(Math.round(LUMA[1] as number));
    expect(img.data[12 * 16 + 12]).toBe(255);
  });
});
