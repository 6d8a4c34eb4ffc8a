/** The inkiest horizontal band of a binary page: a few lines of text to test the page's reading direction on. */
import { type Grey, grey } from './raster';

// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { max, round } = Math;

/** Rows `fraction` of the page tall around the most ink (table rules are gone by now), or undefined on a blank page. */
export function textBand(img: Grey, fraction = 0.1): Grey | undefined {
  const { width: w, height: h, data } = img;
  const rows = new Float64Array(h);
  for (let y = 0; y < h; y++) {
    let n = 0;
    for (let x = 0; x < w; x++) if (data[y * w + x] === 0) n++;
    rows[y] = n;
  }
  const bandH = max(40, round(h * fraction));
  if (bandH >= h) return img;
  let sum = 0;
  for (let y = 0; y < bandH; y++) sum += rows[y] as number;
  let best = { top: 0, ink: sum };
  for (let y = bandH; y < h; y++) {
    sum += (rows[y] as number) - (rows[y - bandH] as number);
    if (sum > best.ink) best = { top: y - bandH + 1, ink: sum };
  }
  if (best.ink < w * 0.5) return undefined;
  const band = grey(w, bandH);
  band.data.set(data.subarray(best.top * w, (best.top + bandH) * w));
  return band;
}
