/**
 * Which way up a page's lines of print are, from their ink alone: Latin letters rise above their
 * line's body (capitals, b d f h k l t, the dots and accents) far more than they drop below it (g j p q
 * y, a comma's tail, a cedilla). Turned round, a page's lines drop more than they rise. A page read
 * upside down costs a whole recognition for nothing (page-ocr.ts reads it again turned round): this
 * tells most such pages before any reading, in a few milliseconds.
 *
 * Kept by hand: OpenCV has no orientation test, and tesseract's (OSD, legacy engine) missed most turned
 * notices of the corpus. Measured on the page as prepared for OCR, thresholded: in the reduced copy the
 * projections use (deskew.ts) a line's rise is a pixel or two, and a blurred 150-dpi scan's measured
 * upright as low as 0.6.
 */
import { binarise, inkThreshold } from './filters';
import type { Grey } from './raster';

/** Vertical strips a line's profile is taken in: a form's columns do not share their baselines. */
const STRIPS = 6;
/** A row of a line's band is its body when it has this share of the band's fullest row's ink. */
const BODY = 0.5;
/**
 * Bands fewer rows than this are specks or dots; more, a picture or a block. In pixels of a page as
 * prepared for OCR, whose letters are about 20 pixels high (preprocess.ts).
 */
const MIN_BAND = 8;
const MAX_BAND = 120;

/**
 * Line bands (a line's stretch in one strip) below which there is too little print to tell: a strip of
 * a line or two, as a review's crop is, reads turned round as plausibly as upright ("M757705380" upside
 * down read "DELSOLLS LHW" at a confidence above PAGE_CLEARLY_UPRIGHT, thumbnails.e2e).
 */
const MIN_BANDS = 20;

/**
 * Ink above the bodies of the page's lines over ink below them (1 when they balance or there is too
 * little print to tell by). Upright print measures well above 1, turned round the inverse.
 */
export function riseOverDrop(img: Grey): number {
  const { width, height, data } = binarise(img, inkThreshold(img));
  const rows = new Int32Array(height);
  let rise = 0;
  let drop = 0;
  let bands = 0;
  for (let s = 0; s < STRIPS; s++) {
    const x0 = Math.floor((s * width) / STRIPS);
    const x1 = Math.floor(((s + 1) * width) / STRIPS);
    for (let y = 0; y < height; y++) {
      let n = 0;
      for (let x = x0, i = y * width + x0; x < x1; x++, i++) if ((data[i] as number) < 128) n++;
      rows[y] = n;
    }
    for (let y = 0; y < height; ) {
      if (rows[y] === 0) {
        y++;
        continue;
      }
      const top = y;
      while (y < height && (rows[y] as number) > 0) y++;
      const bottom = y; // exclusive
      if (bottom - top < MIN_BAND || bottom - top > MAX_BAND) continue;
      let fullest = 0;
      for (let r = top; r < bottom; r++) fullest = Math.max(fullest, rows[r] as number);
      let bodyTop = top;
      while ((rows[bodyTop] as number) < BODY * fullest) bodyTop++;
      let bodyBottom = bottom - 1;
      while ((rows[bodyBottom] as number) < BODY * fullest) bodyBottom--;
      bands++;
      for (let r = top; r < bodyTop; r++) rise += rows[r] as number;
      for (let r = bodyBottom + 1; r < bottom; r++) drop += rows[r] as number;
    }
  }
  return bands < MIN_BANDS ? 1 : (rise + 1) / (drop + 1);
}
