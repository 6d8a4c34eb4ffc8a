/**
 * Plane transforms between an uploaded image and the page read from it (a quarter turn, a skew undone,
 * a photo's perspective): 3×3 homographies on nine numbers. Both runtimes record with them where a page
 * as read lies on its upload (LayoutPage.toImage): the local OCR's preparation and Textract's
 * orientation.
 */
/** A point of an image or a page, in its pixels or fractions. */
export interface Point {
  x: number;
  y: number;
}

/** A 3×3 plane transform (a homography), row-major: (x, y) ↦ ((m0 x + m1 y + m2) / w, (m3 x + m4 y + m5) / w), w = m6 x + m7 y + m8. */
export type Matrix = readonly number[];

export const IDENTITY: Matrix = [1, 0, 0, 0, 1, 0, 0, 0, 1];

export function applyMatrix(m: Matrix, p: Point): Point {
  const w = (m[6] as number) * p.x + (m[7] as number) * p.y + (m[8] as number);
  return {
    x: ((m[0] as number) * p.x + (m[1] as number) * p.y + (m[2] as number)) / w,
    y: ((m[3] as number) * p.x + (m[4] as number) * p.y + (m[5] as number)) / w,
  };
}

/** a · b: apply b first, then a. */
export function multiply(a: Matrix, b: Matrix): number[] {
  const out: number[] = [];
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 3; c++) {
      let s = 0;
      for (let k = 0; k < 3; k++) s += (a[r * 3 + k] as number) * (b[k * 3 + c] as number);
      out.push(s);
    }
  return out;
}

export function invert(m: Matrix): number[] {
  const [a, b, c, d, e, f, g, h, i] = m as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-12) throw new Error('singular transform');
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

export const scaling = (sx: number, sy = sx): number[] => [sx, 0, 0, 0, sy, 0, 0, 0, 1];

/**
 * The transform taking points of an image `width`×`height` to those of the same image turned
 * clockwise by `degrees` (a multiple of 90). Points, not pixel centres: (0, 0) is the image's corner.
 */
export function quarterTurn(degrees: 0 | 90 | 180 | 270, width: number, height: number): number[] {
  if (degrees === 90) return [0, -1, height, 1, 0, 0, 0, 0, 1];
  if (degrees === 180) return [-1, 0, width, 0, -1, height, 0, 0, 1];
  if (degrees === 270) return [0, 1, 0, -1, 0, width, 0, 0, 1];
  return [...IDENTITY];
}

/**
 * Pixels → fractions: the transform `m` between pixels of a `from` image and of a `to` image, restated
 * between fractions of each (what boxes are given in).
 */
export function inFractions(
  m: Matrix,
  from: { width: number; height: number },
  to: { width: number; height: number },
): number[] {
  return multiply(scaling(1 / to.width, 1 / to.height), multiply(m, scaling(from.width, from.height)));
}
