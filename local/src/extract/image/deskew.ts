/**
 * Which way the text lines of a page run, and how much they are skewed, by projection profiles: text
 * lines make the row sums of ink sharply peaked only when the rows follow the lines, so the angle with
 * the peakiest profile wins. Both work on `projectionCopy(page)` (reduced and thresholded on OpenCV).
 *
 * Kept by hand: OpenCV has no skew estimate for text, and the usual recipes built on it measure
 * something else (a minimum-area rectangle around the ink follows logos, stamps and margins; Hough
 * lines follow a table's rules and find nothing on a page without one). The profile scores every angle
 * on the ink pixels alone (a few tens of thousands), in a few milliseconds, and tells a page turned a
 * quarter from an upright one with the same code.
 */
import { binarise, inkThreshold } from './filters';
import type { Grey } from './raster';
import { scale } from './warp';

// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { ceil, cos, hypot, max, round, sin } = Math;

/** The binary copy, at most 1000 pixels a side, that both projection tests work on. */
export function projectionCopy(img: Grey): Grey {
  const longest = max(img.width, img.height);
  const small = longest > 1000 ? scale(img, 1000 / longest) : img;
  return binarise(small, inkThreshold(small));
}

interface Ink {
  xs: Int32Array;
  ys: Int32Array;
  diag: number;
}

/** Ink pixels of a binary image (ink = 0) no larger than 1000 pixels a side (see `projectionCopy`). */
function inkOf(small: Grey): Ink | undefined {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < small.height; y++)
    for (let x = 0; x < small.width; x++)
      if ((small.data[y * small.width + x] as number) < 128) {
        xs.push(x);
        ys.push(y);
      }
  if (xs.length < 50) return undefined;
  return {
    xs: Int32Array.from(xs),
    ys: Int32Array.from(ys),
    diag: ceil(hypot(small.width, small.height)),
  };
}

/** Peakiness of the profile across lines tilted `degrees` clockwise from horizontal. */
function score(ink: Ink, degrees: number, bins: Float64Array): number {
  const a = (degrees * Math.PI) / 180;
  const sinA = sin(a);
  const cosA = cos(a);
  bins.fill(0);
  for (let i = 0; i < ink.xs.length; i++) {
    const r = round((ink.ys[i] as number) * cosA - (ink.xs[i] as number) * sinA) + ink.diag;
    bins[r] = (bins[r] as number) + 1;
  }
  let s = 0;
  for (let i = 1; i < bins.length; i++) {
    const d = (bins[i] as number) - (bins[i - 1] as number);
    s += d * d;
  }
  return s;
}

/** Best tilt within ±range of `base` degrees, coarse to fine, with its score. */
function search(ink: Ink, base: number, range: number): { angle: number; score: number } {
  const bins = new Float64Array(2 * ink.diag + 1);
  let best = { angle: base, score: score(ink, base, bins) };
  for (const step of [0.5, 0.1, 0.025]) {
    const centre = best.angle;
    const span = step === 0.5 ? range : step * 5;
    for (let a = centre - span; a <= centre + span + 1e-9; a += step) {
      const s = score(ink, a, bins);
      if (s > best.score) best = { angle: a, score: s };
    }
  }
  return best;
}

/** The text lines run top to bottom (a page turned a quarter): their profile is peakier across columns. */
export function linesAreVertical(img: Grey, range = 6): boolean {
  const ink = inkOf(img);
  if (!ink) return false;
  return search(ink, 90, range).score > search(ink, 0, range).score * 1.1;
}

/** Degrees the page is turned clockwise (rotate by minus this to straighten), within ±`range`. */
export function estimateSkew(img: Grey, range = 6): number {
  const ink = inkOf(img);
  return ink ? round(search(ink, 0, range).angle * 100) / 100 : 0;
}
