/** Resampling for OCR: bicubic keeps a stroke's edge steeper than bilinear when a page is enlarged. */
import { resize, sample, sampleCubic } from '@recurso/local/extract/image/raster';

const row = (values: number[]) => ({ width: values.length, height: 1, data: Uint8Array.from(values) });

describe('sampleCubic', () => {
  it('passes through the pixels and reproduces a straight ramp', () => {
    const ramp = row([0, 40, 80, 120, 160, 200]);
    expect(sampleCubic(ramp, 2, 0)).toBe(80);
    expect(sampleCubic(ramp, 2.5, 0)).toBeCloseTo(100, 5);
    expect(sampleCubic(ramp, -1, 0)).toBe(255);
  });

  it('keeps a stroke’s edge steeper than bilinear, clamped to black and white', () => {
    const edge = row([0, 0, 0, 255, 255, 255]);
    // A quarter of the way into the edge: nearer black than the straight line between the two pixels.
    expect(sampleCubic(edge, 2.25, 0)).toBeLessThan(sample(edge, 2.25, 0));
    expect(sampleCubic(edge, 2.75, 0)).toBeGreaterThan(sample(edge, 2.75, 0));
    for (let x = 0; x <= 5; x += 0.125) {
      expect(sampleCubic(edge, x, 0)).toBeGreaterThanOrEqual(0);
      expect(sampleCubic(edge, x, 0)).toBeLessThanOrEqual(255);
    }
  });

  it('is what resize enlarges with', () => {
    const edge = {
      width: 6,
      height: 2,
      data: Uint8Array.from([0, 0, 0, 255, 255, 255, 0, 0, 0, 255, 255, 255]),
    };
    const big = resize(edge, 24, 8);
    // Column 11 of 24 samples the source at x = 11.5 / 4 − 0.5 (stored truncated, as a Uint8Array does).
    expect(big.data[11]).toBe(Math.trunc(sampleCubic(edge, 11.5 / 4 - 0.5, 0)));
    expect(big.data[11]).not.toBe(Math.trunc(sample(edge, 11.5 / 4 - 0.5, 0)));
  });
});
