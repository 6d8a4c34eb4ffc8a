/** Blurs: a box filter in linear time and a Gaussian made of three of them. */
import { type Grey, grey } from './raster';

// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { max, min, round, sqrt } = Math;

/** Mean over a (2r+1)-wide window, rows then columns (running sums: O(pixels) whatever r). */
export function boxBlur(img: Grey, r: number): Grey {
  if (r < 1) return img;
  const { width: w, height: h } = img;
  const tmp = new Float32Array(w * h);
  const out = grey(w, h);
  for (let y = 0; y < h; y++) {
    let sum = 0;
    const row = y * w;
    for (let x = -r; x <= r; x++) sum += img.data[row + min(w - 1, max(0, x))] as number;
    for (let x = 0; x < w; x++) {
      tmp[row + x] = sum / (2 * r + 1);
      sum += (img.data[row + min(w - 1, x + r + 1)] as number) - (img.data[row + max(0, x - r)] as number);
    }
  }
  // Columns: one running sum per column, the rows walked in order (memory in order: a column walked
  // alone strides a row's width, which made this pass five times slower than the rows').
  const sums = new Float64Array(w);
  for (let y = -r; y <= r; y++) {
    const row = min(h - 1, max(0, y)) * w;
    for (let x = 0; x < w; x++) sums[x] = (sums[x] as number) + (tmp[row + x] as number);
  }
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const add = min(h - 1, y + r + 1) * w;
    const sub = max(0, y - r) * w;
    for (let x = 0; x < w; x++) {
      out.data[row + x] = round((sums[x] as number) / (2 * r + 1));
      sums[x] = (sums[x] as number) + ((tmp[add + x] as number) - (tmp[sub + x] as number));
    }
  }
  return out;
}

/** Three box blurs approximate a Gaussian of standard deviation `sigma`. */
export function gaussianBlur(img: Grey, sigma: number): Grey {
  const r = max(1, round(sqrt((12 * sigma * sigma) / 3 + 1) / 2));
  return sigma < 0.3 ? img : boxBlur(boxBlur(boxBlur(img, r), r), r);
}
