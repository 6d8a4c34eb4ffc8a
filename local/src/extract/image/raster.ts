/**
 * Grey images in memory and the geometric operations on them that reading scans and photos needs:
 * quarter turns, small rotations, resizing and perspective warps (bilinear sampling throughout).
 */
// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { abs, cos, floor, max, min, round, sin } = Math;

/** 8-bit grey, one byte per pixel, rows top to bottom; 0 is black. */
export interface Grey {
  width: number;
  height: number;
  data: Uint8Array;
}

export const grey = (width: number, height: number, fill = 255): Grey => ({
  width,
  height,
  data: new Uint8Array(width * height).fill(fill),
});

/** Bilinear sample at (x, y); `fill` outside the image. */
export function sample(img: Grey, x: number, y: number, fill = 255): number {
  const { width: w, height: h, data } = img;
  if (x < 0 || y < 0 || x > w - 1 || y > h - 1) return fill;
  const x0 = floor(x);
  const y0 = floor(y);
  const x1 = min(x0 + 1, w - 1);
  const y1 = min(y0 + 1, h - 1);
  const fx = x - x0;
  const fy = y - y0;
  const top = (data[y0 * w + x0] as number) * (1 - fx) + (data[y0 * w + x1] as number) * fx;
  const bottom = (data[y1 * w + x0] as number) * (1 - fx) + (data[y1 * w + x1] as number) * fx;
  return top * (1 - fy) + bottom * fy;
}

/** Catmull-Rom weights of the four taps around a fraction `t` (sharper than bilinear: strokes stay crisp). */
function cubicWeights(t: number, w: Float64Array): void {
  const t2 = t * t;
  const t3 = t2 * t;
  w[0] = -0.5 * t3 + t2 - 0.5 * t;
  w[1] = 1.5 * t3 - 2.5 * t2 + 1;
  w[2] = -1.5 * t3 + 2 * t2 + 0.5 * t;
  w[3] = 0.5 * t3 - 0.5 * t2;
}
const WX = new Float64Array(4);
const WY = new Float64Array(4);

/** Bicubic sample at (x, y); `fill` outside the image. */
export function sampleCubic(img: Grey, x: number, y: number, fill = 255): number {
  const { width: w, height: h, data } = img;
  if (x < 0 || y < 0 || x > w - 1 || y > h - 1) return fill;
  const x0 = floor(x);
  const y0 = floor(y);
  cubicWeights(x - x0, WX);
  cubicWeights(y - y0, WY);
  let sum = 0;
  for (let j = 0; j < 4; j++) {
    const yy = min(h - 1, max(0, y0 - 1 + j));
    let row = 0;
    for (let i = 0; i < 4; i++)
      row += (data[yy * w + min(w - 1, max(0, x0 - 1 + i))] as number) * (WX[i] as number);
    sum += row * (WY[j] as number);
  }
  return max(0, min(255, sum));
}

/** Turns the image clockwise by a multiple of 90°. */
export function rotateQuarter(img: Grey, degrees: 0 | 90 | 180 | 270): Grey {
  if (degrees === 0) return img;
  const { width: w, height: h, data } = img;
  const out = degrees === 180 ? grey(w, h) : grey(h, w);
  const W = out.width;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const v = data[y * w + x] as number;
      if (degrees === 90) out.data[x * W + (h - 1 - y)] = v;
      else if (degrees === 180) out.data[(h - 1 - y) * W + (w - 1 - x)] = v;
      else out.data[(w - 1 - x) * W + y] = v;
    }
  return out;
}

/** Turns the image clockwise by a small angle about its centre, keeping its size (corners filled white). */
export function rotate(img: Grey, degrees: number, fill = 255): Grey {
  if (abs(degrees) < 0.01) return img;
  const { width: w, height: h, data } = img;
  const out = grey(w, h);
  const a = (-degrees * Math.PI) / 180;
  const cosA = cos(a);
  const sinA = sin(a);
  const cx = (w - 1) / 2;
  const cy = (h - 1) / 2;
  for (let y = 0; y < h; y++) {
    const dy = y - cy;
    for (let x = 0; x < w; x++) {
      const dx = x - cx;
      const sx = cx + dx * cosA - dy * sinA;
      const sy = cy + dx * sinA + dy * cosA;
      // Bilinear sample, inline (the hot loop of every deskew).
      const x0 = floor(sx);
      const y0 = floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= w - 1 || y0 >= h - 1) {
        out.data[y * w + x] = sample(img, sx, sy, fill);
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      const i = y0 * w + x0;
      const top = (data[i] as number) * (1 - fx) + (data[i + 1] as number) * fx;
      const bottom = (data[i + w] as number) * (1 - fx) + (data[i + w + 1] as number) * fx;
      out.data[y * w + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}

/** Resize: area average when shrinking (no aliasing of thin strokes), bicubic when growing. */
export function resize(img: Grey, width: number, height: number): Grey {
  const out = grey(width, height);
  const sx = img.width / width;
  const sy = img.height / height;
  if (sx <= 1 && sy <= 1) {
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        out.data[y * width + x] = sampleCubic(
          img,
          max(0, (x + 0.5) * sx - 0.5),
          max(0, (y + 0.5) * sy - 0.5),
        );
    return out;
  }
  for (let y = 0; y < height; y++) {
    const y0 = floor(y * sy);
    const y1 = max(y0 + 1, floor((y + 1) * sy));
    for (let x = 0; x < width; x++) {
      const x0 = floor(x * sx);
      const x1 = max(x0 + 1, floor((x + 1) * sx));
      let sum = 0;
      for (let yy = y0; yy < y1 && yy < img.height; yy++)
        for (let xx = x0; xx < x1 && xx < img.width; xx++) sum += img.data[yy * img.width + xx] as number;
      out.data[y * width + x] = sum / ((min(y1, img.height) - y0) * (min(x1, img.width) - x0));
    }
  }
  return out;
}

export const scale = (img: Grey, factor: number): Grey =>
  resize(img, max(1, round(img.width * factor)), max(1, round(img.height * factor)));

export interface Point {
  x: number;
  y: number;
}

/** The 3×3 homography (row-major, h33 = 1) taking the four `from` points to the four `to` points. */
export function homography(from: readonly Point[], to: readonly Point[]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i] as Point;
    const { x: u, y: v } = to[i] as Point;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gauss-Jordan elimination with partial pivoting on the 8×9 augmented system.
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++)
      if (abs((a[r] as number[])[c] as number) > abs((a[p] as number[])[c] as number)) p = r;
    [a[c], a[p]] = [a[p] as number[], a[c] as number[]];
    const row = a[c] as number[];
    const d = row[c] as number;
    if (abs(d) < 1e-12) throw new Error('degenerate quadrilateral');
    for (let k = c; k < 9; k++) row[k] = (row[k] as number) / d;
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const other = a[r] as number[];
      const f = other[c] as number;
      for (let k = c; k < 9; k++) other[k] = (other[k] as number) - f * (row[k] as number);
    }
  }
  return [...a.map((r) => r[8] as number), 1];
}

export function applyHomography(m: readonly number[], p: Point): Point {
  const w = (m[6] as number) * p.x + (m[7] as number) * p.y + (m[8] as number);
  return {
    x: ((m[0] as number) * p.x + (m[1] as number) * p.y + (m[2] as number)) / w,
    y: ((m[3] as number) * p.x + (m[4] as number) * p.y + (m[5] as number)) / w,
  };
}

/**
 * A `width`×`height` image whose corners (top-left, top-right, bottom-right, bottom-left) are the four
 * `quad` points of `img`: straightens a page photographed in perspective (or, reversed, makes one).
 */
export function warpQuad(img: Grey, quad: readonly Point[], width: number, height: number, fill = 255): Grey {
  const rect = [
    { x: 0, y: 0 },
    { x: width - 1, y: 0 },
    { x: width - 1, y: height - 1 },
    { x: 0, y: height - 1 },
  ];
  const m = homography(rect, quad);
  const out = grey(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = applyHomography(m, { x, y });
      out.data[y * width + x] = sampleCubic(img, p.x, p.y, fill);
    }
  return out;
}
