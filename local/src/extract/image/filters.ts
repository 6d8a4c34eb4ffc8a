/**
 * Pixel filters for scans, photos and screenshots on OpenCV: light and shadow normalisation,
 * thresholds (global and adaptive), sharpening, table-rule removal, polarity.
 */
import { cvNow, fromMat, toMat, using } from './cv';
import type { Grey } from './raster';

// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { max, min, round } = Math;

/**
 * Grey levels counted. Kept by hand: one pass over the bytes, where OpenCV.js's calcHist wants a
 * vector of Mats, a mask and three more arrays built in its heap for the same 256 numbers.
 */
export function histogram(img: Grey): Uint32Array {
  const hist = new Uint32Array(256);
  const d = img.data;
  for (let i = 0; i < d.length; i++) hist[d[i] as number] = (hist[d[i] as number] as number) + 1;
  return hist;
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

/** Each grey level mapped through a table of 256 (OpenCV's LUT). */
function mapped(img: Grey, table: ArrayLike<number>): Grey {
  const cv = cvNow();
  return using((keep) => {
    const out = keep(new cv.Mat());
    cv.LUT(keep(toMat(img)), keep(cv.matFromArray(1, 256, cv.CV_8UC1, Array.from(table))), out);
    return fromMat(out);
  });
}

/**
 * Evens out the light of a photo, a shadow across it or a yellowed scan: each pixel divided by the
 * local paper brightness (estimated on a 1/8 copy: a 7×7 dilation eroded back 5×5, lightly smoothed), then the contrast stretched so the paper is white and the ink black. A hand's shadow
 * multiplies the light under it: divided out, the shaded print reads as the rest.
 */
export function normaliseLight(img: Grey): Grey {
  const cv = cvNow();
  const out = using((keep) => {
    const src = keep(toMat(img));
    const small = keep(new cv.Mat());
    const f = 8;
    cv.resize(
      src,
      small,
      new cv.Size(max(1, round(img.width / f)), max(1, round(img.height / f))),
      0,
      0,
      cv.INTER_AREA,
    );
    const paper = keep(new cv.Mat());
    // The print goes (the brightest value around), then the paper's own brightness is brought back
    // most of the way, so a shadow's rim stays within a pixel of the small copy (8 px, narrower than a
    // penumbra) and leaves no dark halo. Not all the way (a closing): a picture's large dark shapes
    // (a cat's stripes, a tablecloth) would be taken for shaded paper and their texture divided into
    // specks that OCR reads as words.
    cv.dilate(small, paper, keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(7, 7))));
    cv.erode(paper, paper, keep(cv.getStructuringElement(cv.MORPH_RECT, new cv.Size(5, 5))));
    cv.blur(paper, paper, new cv.Size(3, 3));
    // No paper darker than 24: the deepest shade is not divided into noise.
    cv.max(paper, keep(new cv.Mat(paper.rows, paper.cols, cv.CV_8UC1, new cv.Scalar(24))), paper);
    const bg = keep(new cv.Mat());
    cv.resize(paper, bg, new cv.Size(img.width, img.height), 0, 0, cv.INTER_LINEAR);
    const even = keep(new cv.Mat());
    cv.divide(src, bg, even, 255);
    return fromMat(even);
  });
  // Stretch: the darkest 0.5% becomes black, unless it is not ink at all (a blank page's grain would
  // become a storm of specks).
  const low = min(100, percentile(out, 0.005));
  const span = max(1, 250 - low);
  return mapped(
    out,
    Array.from({ length: 256 }, (_, v) => max(0, min(255, round(((v - low) * 255) / span)))),
  );
}

/**
 * Unsharp mask: each pixel pushed away from its neighbourhood's (Gaussian) mean by `amount` times the
 * difference. Restores the edges that enlarging (or straightening a photo) soft-focused: tesseract's
 * LSTM reads crisp strokes, and on the corpus's photos and 150-dpi scans it finds about a tenth more
 * fields in them.
 */
export function unsharp(img: Grey, sigma: number, amount: number): Grey {
  const cv = cvNow();
  return using((keep) => {
    const src = keep(toMat(img));
    const soft = keep(new cv.Mat());
    cv.GaussianBlur(src, soft, new cv.Size(0, 0), sigma, sigma, cv.BORDER_REPLICATE);
    const out = keep(new cv.Mat());
    cv.addWeighted(src, 1 + amount, soft, -amount, 0, out);
    return fromMat(out);
  });
}

/**
 * Halfway between ink and paper: once the light is even (normaliseLight), one threshold holds for the
 * page, and halfway keeps strokes their width, where Otsu's (pulled up by shaded cells and bands) fattens
 * bold type until its letters touch.
 */
export const inkThreshold = (img: Grey): number => round((percentile(img, 0.01) + percentile(img, 0.5)) / 2);

/** Ink (darker than `threshold`) black, the rest white. */
export function binarise(img: Grey, threshold: number): Grey {
  const cv = cvNow();
  return using((keep) => {
    const out = keep(new cv.Mat());
    cv.threshold(keep(toMat(img)), out, threshold - 1, 255, cv.THRESH_BINARY);
    return fromMat(out);
  });
}

/**
 * Ink by comparison with its own neighbourhood (OpenCV's adaptive threshold, mean of a `block`-pixel
 * window): black where a pixel is `offset` levels darker than what is around it. Holds across a shadow's
 * edge or a gradient of light, where no single threshold does.
 */
export function adaptiveInk(img: Grey, block: number, offset: number): Grey {
  const cv = cvNow();
  return using((keep) => {
    const out = keep(new cv.Mat());
    const b = max(3, block | 1);
    cv.adaptiveThreshold(keep(toMat(img)), out, 255, cv.ADAPTIVE_THRESH_MEAN_C, cv.THRESH_BINARY, b, offset);
    return fromMat(out);
  });
}

/** Otsu's threshold: the grey level that best separates the two populations of a picture. */
export function otsu(img: Grey): number {
  const cv = cvNow();
  return using((keep) =>
    cv.threshold(keep(toMat(img)), keep(new cv.Mat()), 0, 255, cv.THRESH_BINARY | cv.THRESH_OTSU),
  );
}

/**
 * The pixels of long thin horizontal and vertical runs of ink in a binary image (table borders,
 * underlines, bar codes), grown by a pixel to take their grey edges: OCR reads rules as "|", "[" or "T"
 * and glues them to the letters they touch. Text strokes are far shorter than `minRun`; gaps of up to
 * `gap` pixels (a border broken by noise) do not end a nearly solid run; a run thicker than `maxThickness` (a letter
 * standing on a rule, a filled band) stays.
 *
 * Kept by hand, measured: on OpenCV the same mask is a closing and two openings by lines as long as a
 * rule, and the WebAssembly build pays a kernel's length at every pixel (2.1 s of CPU a page at full
 * size; at half size 0.3 s, and bold small type merged into runs and was erased). This is one pass
 * over the runs of each row and column: about 0.15 s.
 */
export function ruleMask(img: Grey, minRun: number, maxThickness: number, gap = 4): Uint8Array {
  const { width: w, height: h, data } = img;
  // The scans below index the bytes directly: a closure call per pixel (ink(at(line, k))) was most of
  // this function's time, 0.3–0.5 s of CPU a page (node --cpu-prof, 2026-11-28).
  /** Ink pixels on both sides of `i` along `step` (up to maxThickness + 1). */
  const thickness = (i: number, step: number, before: number, after: number): number => {
    let n = 1;
    for (let k = 1; k <= before && n <= maxThickness && data[i - k * step] === 0; k++) n++;
    for (let k = 1; k <= after && n <= maxThickness && data[i + k * step] === 0; k++) n++;
    return n;
  };
  const runs = (horizontal: boolean): Uint8Array => {
    const run = new Uint8Array(w * h);
    const [count, length] = horizontal ? [h, w] : [w, h];
    // Pixel (line, k) is at base + k * along; the lines' neighbours are `across` apart.
    const along = horizontal ? 1 : w;
    const across = horizontal ? w : 1;
    for (let line = 0; line < count; line++) {
      const base = line * across;
      let start = -1;
      let last = -1;
      let inked = 0;
      for (let k = 0; k <= length; k++) {
        if (k < length && data[base + k * along] === 0) {
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
          for (let j = start; j <= last; j += 2)
            if (thickness(base + j * along, across, line, count - 1 - line) <= maxThickness) thinCount++;
          if (thinCount >= (span / 2) * 0.7) for (let j = start; j <= last; j++) run[base + j * along] = 1;
        }
        start = -1;
        inked = 0;
      }
    }
    return run;
  };
  const acrossRuns = runs(true);
  const downRuns = runs(false);
  const mask = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!acrossRuns[i] && !downRuns[i]) continue;
      // A crossing of two rules is a rule; elsewhere only the thin part of a run is (a letter on a rule stays).
      const rule =
        (acrossRuns[i] && downRuns[i]) ||
        (acrossRuns[i] && thickness(i, w, y, h - 1 - y) <= maxThickness) ||
        (downRuns[i] && thickness(i, 1, x, w - 1 - x) <= maxThickness);
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

/** Dark on light, as print is: a negative (an app in dark mode) turned positive. */
export const inverted = (img: Grey): Grey =>
  mapped(
    img,
    Array.from({ length: 256 }, (_, v) => 255 - v),
  );

/**
 * Each region turned so its text is dark on a light ground: where the local background (a wide median:
 * the ground, not the letters on it) is dark, the pixels are inverted. An app's screen has white type
 * on coloured bars and buttons beside dark type on white; OCR reads only the latter.
 */
export function positive(img: Grey, window: number): Grey {
  const cv = cvNow();
  return using((keep) => {
    const src = keep(toMat(img));
    const f = 4;
    const small = keep(new cv.Mat());
    cv.resize(
      src,
      small,
      new cv.Size(max(1, round(img.width / f)), max(1, round(img.height / f))),
      0,
      0,
      cv.INTER_AREA,
    );
    const ground = keep(new cv.Mat());
    cv.medianBlur(small, ground, max(3, round(window / f) | 1));
    const dark = keep(new cv.Mat());
    cv.threshold(ground, dark, 110, 255, cv.THRESH_BINARY_INV);
    const mask = keep(new cv.Mat());
    cv.resize(dark, mask, new cv.Size(img.width, img.height), 0, 0, cv.INTER_NEAREST);
    const negative = keep(new cv.Mat());
    cv.bitwise_not(src, negative);
    negative.copyTo(src, mask);
    return fromMat(src);
  });
}

/** Fewest letter-shaped marks per speck for a picture's marks to be taken for print (a cat's fur: 0.2). */
const LETTERS_PER_SPECK = 0.5;

/**
 * Median height of the letters of a page (pixels): connected components of ink of a letter's shape.
 * What decides how much a page must be enlarged when its width says nothing (a receipt, a screenshot).
 * Undefined when the marks are mostly specks (a picture's texture), unless `amidSpecks`: a page known
 * to be print whose scan or photo is grainy (what bounds a rule's thickness, preprocess.ts ruleLimits).
 */
export function letterHeight(img: Grey, amidSpecks = false): number | undefined {
  const cv = cvNow();
  return using((keep) => {
    const ink = keep(new cv.Mat());
    cv.adaptiveThreshold(keep(toMat(img)), ink, 255, cv.ADAPTIVE_THRESH_MEAN_C, cv.THRESH_BINARY_INV, 31, 15);
    const labels = keep(new cv.Mat());
    const stats = keep(new cv.Mat());
    const centroids = keep(new cv.Mat());
    const n = cv.connectedComponentsWithStats(ink, labels, stats, centroids, 8, cv.CV_32S);
    const s = stats.data32S;
    const heights: number[] = [];
    let specks = 0;
    for (let i = 1; i < n; i++) {
      const w = s[i * 5 + 2] as number;
      const h = s[i * 5 + 3] as number;
      const area = s[i * 5 + 4] as number;
      // A letter: taller than a speck, not a rule, not a block; some ink in its box.
      if (h >= 5 && h <= 200 && w <= h * 2 && w >= 1 && area >= w * h * 0.12) heights.push(h);
      else if (h < 5) specks++;
    }
    // Print's marks are mostly letters; a photo's texture (fur, fabric, grain) is mostly specks, and
    // the few of them a letter's size would have a picture enlarged as if its type were tiny.
    if (heights.length < 20 || (!amidSpecks && heights.length < specks * LETTERS_PER_SPECK)) return undefined;
    heights.sort((a, b) => a - b);
    return heights[Math.floor(heights.length / 2)];
  });
}
