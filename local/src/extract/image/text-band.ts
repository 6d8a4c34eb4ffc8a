/** The inkiest horizontal band of a binary page: a few lines of text to test the page's reading direction on. */
import { cvNow, toMat, using } from './cv';
import { type Grey, grey } from './raster';

// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { max, round } = Math;

/** Rows `fraction` of the page tall around the most ink (table rules are gone by now), or undefined on a blank page. */
export function textBand(img: Grey, fraction = 0.1): Grey | undefined {
  const { width: w, height: h, data } = img;
  // Ink per row: OpenCV sums the rows of the negative (ink 1, paper 0).
  const cv = cvNow();
  const rows = using((keep) => {
    const ink = keep(new cv.Mat());
    cv.threshold(keep(toMat(img)), ink, 0, 1, cv.THRESH_BINARY_INV);
    const sums = keep(new cv.Mat());
    // REDUCE_SUM (0): opencv.js has the constant, its typings do not.
    cv.reduce(ink, sums, 1, 0, cv.CV_32S);
    return Float64Array.from(sums.data32S);
  });
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
