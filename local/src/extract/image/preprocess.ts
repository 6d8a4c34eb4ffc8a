/**
 * What a scan or a phone photo goes through before OCR: decoded to grey; a page photographed on a
 * surface cut out and straightened; the light evened out; turned so its lines run across (projection
 * profiles); small skew undone; scaled to a resolution tesseract reads well; table rules erased;
 * sharpened if it was enlarged or straightened; then turned upright if a band of its text reads better
 * upside down (`upsideDown`, see page-ocr.ts).
 */
import { decodeImage } from './decode';
import { estimateSkew, linesAreVertical, projectionCopy } from './deskew';
import { binarise, eraseRules, normaliseLight, ruleMask, unsharp } from './filters';
import { findPageQuad, quadSize } from './page-quad';
import { type Grey, rotate, rotateQuarter, scale, warpQuad } from './raster';

// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { abs, min, round } = Math;

export type QuarterTurn = 0 | 90 | 180 | 270;

export interface PreparedImage {
  image: Grey;
  /** Clockwise degrees the page was turned to read upright. */
  rotation: QuarterTurn;
  /** Degrees of skew undone. */
  skew: number;
  /** The page was cut out of a photo and its perspective undone. */
  straightened: boolean;
  /** The page was resampled larger or straightened, softening its type, and sharpened again. */
  sharpened: boolean;
}

/** Longest side worked on: a 12 MP phone photo is reduced first (the page keeps ~250 dpi). */
const MAX_SIDE = 3200;
/**
 * Width of the upright page given to OCR: about 200 dpi for A4, where tesseract reads 7-point type. A
 * photographed page is straightened to it too. Measured on the corpus's 22 photos (2026-11-25): 87.0% of
 * fields right at 1700 px, 86.1% at 1500 px (0.35 s a page faster), 81.9% at 1900 px.
 */
const TARGET_WIDTH = 1700;
/** A low-resolution page is enlarged at most this much. */
const MAX_UPSCALE = 2.5;
/** Skew below this (degrees) is left to tesseract: a rotation resamples, softening every letter. */
const MIN_SKEW = 0.3;
/** The unsharp mask given to an enlarged or straightened page: a letter stroke's width, and strong. */
const SHARPEN = { sigma: 1.3, amount: 1.5 };
/** Grey darker than this counts as ink when looking for rules (their blurred, upscaled edges are grey). */
const RULE_INK = 200;

export async function prepareImage(
  bytes: Uint8Array,
  upsideDown: (img: Grey) => Promise<boolean>,
): Promise<PreparedImage> {
  let img = await decodeImage(bytes, MAX_SIDE);
  /** The page was resampled larger or warped: its strokes are soft. */
  let softened = false;
  const quad = findPageQuad(img);
  if (quad) {
    // Straightened right at the size OCR reads (the page's short side is its width): one resampling
    // instead of two, each of which softens thin type.
    const { width, height } = quadSize(quad);
    const f = min(MAX_UPSCALE, TARGET_WIDTH / min(width, height));
    img = warpQuad(img, quad, round(width * f), round(height * f));
    softened = true;
  }
  img = normaliseLight(img);
  let probe = projectionCopy(img);
  const turned = linesAreVertical(probe);
  if (turned) {
    img = rotateQuarter(img, 90);
    probe = rotateQuarter(probe, 90);
  }
  const measured = estimateSkew(probe);
  const skew = abs(measured) >= MIN_SKEW ? measured : 0;
  img = rotate(img, -skew);
  const factor = min(MAX_UPSCALE, TARGET_WIDTH / img.width);
  if (factor > 1.15 || factor < 0.85) {
    img = scale(img, factor);
    softened ||= factor > 1;
  }
  const rules = ruleMask(binarise(img, RULE_INK), round(img.width / 25), round(img.width / 180));
  img = eraseRules(img, rules);
  // Last, so the erased rules leave no halo.
  if (softened) img = unsharp(img, SHARPEN.sigma, SHARPEN.amount);
  const flip = await upsideDown(img);
  if (flip) img = rotateQuarter(img, 180);
  const rotation = (((turned ? 90 : 0) + (flip ? 180 : 0)) % 360) as QuarterTurn;
  return { image: img, rotation, skew, straightened: Boolean(quad), sharpened: softened };
}

/** Binary PGM: tesseract (leptonica) reads it as is, with no compression to pay for. */
export function pgm(img: Grey): Buffer {
  const head = Buffer.from(`P5\n${img.width} ${img.height}\n255\n`, 'latin1');
  return Buffer.concat([head, Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength)]);
}
