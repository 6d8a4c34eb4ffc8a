/**
 * Small skew of a scanned or photographed page, by projection profiles: text lines make the row sums of
 * ink sharply peaked only when the rows follow the lines, so the angle with the peakiest profile wins.
 */
import { otsu } from './filters';
import { type Grey, scale } from './raster';

/** Degrees the page is turned clockwise (rotate by minus this to straighten), within ±`range`. */
export function estimateSkew(img: Grey, range = 6): number {
  const small = img.width > 900 ? scale(img, 900 / img.width) : img;
  const t = otsu(small);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < small.height; y++)
    for (let x = 0; x < small.width; x++)
      if ((small.data[y * small.width + x] as number) < t) {
        xs.push(x);
        ys.push(y);
      }
  if (xs.length < 50) return 0;
  const diag = Math.ceil(Math.hypot(small.width, small.height));
  const bins = new Float64Array(2 * diag + 1);
  const score = (deg: number): number => {
    const a = (deg * Math.PI) / 180;
    const sin = Math.sin(a);
    const cos = Math.cos(a);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const r = Math.round((ys[i] as number) * cos - (xs[i] as number) * sin) + diag;
      bins[r] = (bins[r] as number) + 1;
    }
    let s = 0;
    for (let i = 1; i < bins.length; i++) {
      const d = (bins[i] as number) - (bins[i - 1] as number);
      s += d * d;
    }
    return s;
  };
  let best = 0;
  let bestScore = score(0);
  for (const step of [0.5, 0.1, 0.025]) {
    const centre = best;
    const span = step === 0.5 ? range : step * 5;
    for (let a = centre - span; a <= centre + span + 1e-9; a += step) {
      const s = score(a);
      if (s > bestScore) {
        bestScore = s;
        best = a;
      }
    }
  }
  return Math.round(best * 100) / 100;
}
