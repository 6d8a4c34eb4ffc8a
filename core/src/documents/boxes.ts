/** Box arithmetic in page fractions (layout.ts): unions, edges, overlaps, and rounding for JSON. */
import type { Box } from './layout';

export const right = (b: Box): number => b.left + b.width;
export const bottom = (b: Box): number => b.top + b.height;
export const centerX = (b: Box): number => b.left + b.width / 2;
export const centerY = (b: Box): number => b.top + b.height / 2;

/** The smallest box holding all of `boxes` (they must not be empty). */
export function unionBox(boxes: readonly Box[]): Box {
  let l = Number.POSITIVE_INFINITY;
  let t = Number.POSITIVE_INFINITY;
  let r = Number.NEGATIVE_INFINITY;
  let b = Number.NEGATIVE_INFINITY;
  for (const x of boxes) {
    l = Math.min(l, x.left);
    t = Math.min(t, x.top);
    r = Math.max(r, right(x));
    b = Math.max(b, bottom(x));
  }
  return { left: l, top: t, width: r - l, height: b - t };
}

/** Length of the overlap of two intervals (0 when apart). */
export const overlap = (a0: number, a1: number, b0: number, b1: number): number =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

const clamp01 = (n: number): number => Math.min(1, Math.max(0, n));
const r4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** Clamped into the page and rounded to 4 decimals (0.1 mm on A4): small in JSON, exact enough to draw. */
export function roundBox(b: Box): Box {
  const left = r4(clamp01(b.left));
  const top = r4(clamp01(b.top));
  return {
    left,
    top,
    width: r4(clamp01(Math.min(b.width, 1 - left))),
    height: r4(clamp01(Math.min(b.height, 1 - top))),
  };
}
