/** Pixel filters for scans and photos: Otsu's threshold, lighting normalisation, binarisation, rule removal. */
import { boxBlur, gaussianBlur } from './blur';
import { type Grey, grey, resize } from './raster';

// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { floor, max, min, round } = Math;

export function histogram(img: Grey): Uint32Array {
  const hist = new Uint32Array(256);
  for (const v of img.data) hist[v] = (hist[v] as number) + 1;
  return hist;
}

/** Otsu's threshold: the grey level that best separates ink from paper. */
export function otsu(img: Grey): number {
  const hist = histogram(img);
  const total = img.data.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * (hist[i] as number);
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t] as number;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * (hist[t] as number);
    const mB = sumB / wB;
    const mF = (sumAll - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** The brightest value in each (2r+1)² window: paper without its ink. */
function maxFilter(img: Grey, r: number): Grey {
  const { width: w, height: h } = img;
  const rows = grey(w, h, 0);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = max(0, x - r); k <= min(w - 1, x + r); k++) m = max(m, img.data[y * w + k] as number);
      rows.data[y * w + x] = m;
    }
  const out = grey(w, h, 0);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let k = max(0, y - r); k <= min(h - 1, y + r); k++) m = max(m, rows.data[k * w + x] as number);
      out.data[y * w + x] = m;
    }
  return out;
}

/**
 * Evens out the light of a photo or a yellowed scan: each pixel divided by the local paper brightness
 * (estimated on a 1/8 copy: the brightest value around, smoothed), then the contrast stretched so the
 * paper is white and the ink black.
 */
export function normaliseLight(img: Grey): Grey {
  const { width: w, height: h, data } = img;
  const f = 8;
  const small = resize(img, max(1, round(w / f)), max(1, round(h / f)));
  const paper = boxBlur(maxFilter(small, 3), 3);
  const sw = paper.width;
  const sh = paper.height;
  const out = grey(w, h);
  // Paper brightness at full size by bilinear interpolation of the small estimate, inline (hot loop);
  // each column's place in the small copy computed once, not once a row.
  const X0 = new Int32Array(w);
  const X1 = new Int32Array(w);
  const TX = new Float64Array(w);
  for (let x = 0; x < w; x++) {
    const fx = min(sw - 1, max(0, (x + 0.5) / f - 0.5));
    X0[x] = floor(fx);
    X1[x] = min(sw - 1, (X0[x] as number) + 1);
    TX[x] = fx - (X0[x] as number);
  }
  const p = paper.data;
  for (let y = 0; y < h; y++) {
    const fy = min(sh - 1, max(0, (y + 0.5) / f - 0.5));
    const y0 = floor(fy);
    const y1 = min(sh - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < w; x++) {
      const x0 = X0[x] as number;
      const x1 = X1[x] as number;
      const tx = TX[x] as number;
      const top = (p[y0 * sw + x0] as number) * (1 - tx) + (p[y0 * sw + x1] as number) * tx;
      const bottom = (p[y1 * sw + x0] as number) * (1 - tx) + (p[y1 * sw + x1] as number) * tx;
      const bg = max(24, top * (1 - ty) + bottom * ty);
      const i = y * w + x;
      out.data[i] = min(255, ((data[i] as number) * 255) / bg);
    }
  }
  // Stretch: the darkest 0.5% becomes black, unless it is not ink at all (a blank page's grain would
  // become a storm of specks).
  const low = min(100, percentile(out, 0.005));
  const span = max(1, 250 - low);
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = max(0, min(255, round(((v - low) * 255) / span)));
  for (let i = 0; i < out.data.length; i++) out.data[i] = lut[out.data[i] as number] as number;
  return out;
}

/**
 * Unsharp mask: each pixel pushed away from its neighbourhood's mean by `amount` times the difference.
 * Restores the edges that enlarging (or straightening a photo) soft-focused: tesseract's LSTM reads
 * crisp strokes, and on the corpus's photos and 150-dpi scans it finds about a tenth more fields in them.
 */
export function unsharp(img: Grey, sigma: number, amount: number): Grey {
  const soft = gaussianBlur(img, sigma);
  const data = new Uint8Array(img.data.length);
  for (let i = 0; i < data.length; i++) {
    const v = img.data[i] as number;
    data[i] = max(0, min(255, round(v + amount * (v - (soft.data[i] as number)))));
  }
  return { ...img, data };
}

/** Level below which `fraction` of the pixels lie. */
export function percentile(img: Grey, fraction: number): number {
  const hist = histogram(img);
  let acc = 0;
  for (let v = 0; v < 256; v++) {
    acc += hist[v] as number;
    if (acc >= img.data.length * fraction) return v;
  }
  return 255;
}

/**
 * Halfway between ink and paper: once the light is even (normaliseLight), one threshold holds for the
 * page, and halfway keeps strokes their width, where Otsu's (pulled up by shaded cells and bands) fattens
 * bold type until its letters touch.
 */
export const inkThreshold = (img: Grey): number => round((percentile(img, 0.01) + percentile(img, 0.5)) / 2);

export const binarise = (img: Grey, threshold: number): Grey => ({
  ...img,
  data: img.data.map((v) => (v < threshold ? 0 : 255)),
});

/**
 * The pixels of long thin horizontal and vertical runs of ink in a binary image (table borders,
 * underlines, bar codes), grown by a pixel to take their grey edges: OCR reads rules as "|", "[" or "T"
 * and glues them to the letters they touch. Text strokes are far shorter than `minRun`; gaps of up to
 * `gap` pixels (a border broken by noise) do not end a nearly solid run; a run thicker than `maxThickness` (a letter
 * standing on a rule, a filled band) stays.
 */
export function ruleMask(img: Grey, minRun: number, maxThickness: number, gap = 4): Uint8Array {
  const { width: w, height: h } = img;
  const ink = (i: number) => img.data[i] === 0;
  /** Ink pixels on both sides of `i` along `step` (up to maxThickness + 1). */
  const thickness = (i: number, step: number, before: number, after: number): number => {
    let n = 1;
    for (let k = 1; k <= before && n <= maxThickness && ink(i - k * step); k++) n++;
    for (let k = 1; k <= after && n <= maxThickness && ink(i + k * step); k++) n++;
    return n;
  };
  const runs = (horizontal: boolean): Uint8Array => {
    const run = new Uint8Array(w * h);
    const [count, length] = horizontal ? [h, w] : [w, h];
    const at = (line: number, k: number) => (horizontal ? line * w + k : k * w + line);
    const thin = (line: number, k: number) =>
      thickness(at(line, k), horizontal ? w : 1, line, count - 1 - line) <= maxThickness;
    for (let line = 0; line < count; line++) {
      let start = -1;
      let last = -1;
      let inked = 0;
      for (let k = 0; k <= length; k++) {
        if (k < length && ink(at(line, k))) {
          if (start < 0) start = k;
          last = k;
          inked++;
          continue;
        }
        if (start < 0 || (k < length && k - last <= gap)) continue;
        // A rule is nearly solid and thin along most of its length; a row through a line of (bold,
        // blurred) text bridges letter gaps too, but is letter-high wherever it has ink.
        const span = last - start + 1;
        if (span >= minRun && inked >= span * 0.9) {
          let thinCount = 0;
          for (let j = start; j <= last; j += 2) if (thin(line, j)) thinCount++;
          if (thinCount >= (span / 2) * 0.7) for (let j = start; j <= last; j++) run[at(line, j)] = 1;
        }
        start = -1;
        inked = 0;
      }
    }
    return run;
  };
  const across = runs(true);
  const down = runs(false);
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!across[i] && !down[i]) continue;
      // A crossing of two rules is a rule; elsewhere only the thin part of a run is (a letter on a rule stays).
      const rule =
        (across[i] && down[i]) ||
        (across[i] && thickness(i, w, y, h - 1 - y) <= maxThickness) ||
        (down[i] && thickness(i, 1, x, w - 1 - x) <= maxThickness);
      if (!rule) continue;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < h && xx >= 0 && xx < w) mask[yy * w + xx] = 1;
        }
    }
  return mask;
}

/**
 * What OCR is given: the rules' pixels white, every other grey kept. Tesseract's LSTM reads the grey
 * line image: the anti-aliased edges of thin, light type are part of the letters, and clipping light
 * greys to white (to drop shading and noise) thinned them until "J" read as ")" and "1" as "]"
 * (measured on the corpus: 76% of fields legible with greys above 215 clipped, 86% without).
 */
export function eraseRules(img: Grey, rules: Uint8Array): Grey {
  const data = Uint8Array.from(img.data);
  for (let i = 0; i < data.length; i++) if (rules[i]) data[i] = 255;
  return { ...img, data };
}
