/**
 * What an uploaded image goes through before OCR, on OpenCV and sharp: decoded to grey; a screen
 * capture told from a photo or scan (no page to find on it, its bars' white type turned dark); a page
 * photographed on a surface found and straightened; the light evened out (a hand's shadow divided
 * away); turned so its lines run across; skew undone; scaled to a size tesseract reads well (by the
 * page's width for a sheet of paper, by its letters' height for a receipt or a screen); table rules
 * erased; sharpened if it was enlarged or straightened. Whether it is upside down is decided after
 * (page-ocr.ts), by reading.
 *
 * Every step that moves pixels is recorded: `toSource` takes points of the image given to OCR back to
 * points of the upload as the driver sees it (its EXIF orientation applied), so a box read on the page
 * can be shown where it is on the upload (the review's thumbnails).
 */
import { decodePage } from './decode';
import { estimateSkew, linesAreVertical, projectionCopy } from './deskew';
import { binarise, eraseRules, letterHeight, normaliseLight, positive, ruleMask, unsharp } from './filters';
import { opencv } from './cv';
import { findPage, quadSize } from './page-find';
import { type Grey, type Matrix, multiply, scaling } from './raster';
import { resized } from './resample';
import { type QuarterTurn, rotateQuarter, rotateScale, turnedBack, warpQuad } from './warp';

// Math's functions as locals: jest runs tests in a vm context where every global lookup in a hot loop is ~40× slower.
const { abs, max, min, round } = Math;

export type { QuarterTurn };

/** What the image is: a sheet photographed or scanned, or a capture of a screen (an app, a site). */
export type ImageKind = 'paper' | 'screen';

export interface PreparedImage {
  image: Grey;
  kind: ImageKind;
  /** Clockwise degrees the page was turned to read upright. */
  rotation: QuarterTurn;
  /** Degrees of skew undone. */
  skew: number;
  /** The page was cut out of a photo and its perspective undone. */
  straightened: boolean;
  /** The page was resampled larger or straightened, softening its type, and sharpened again. */
  sharpened: boolean;
  /** Points of `image` → points of the upload (EXIF orientation applied, full size). */
  toSource: number[];
  /** The upload's size as seen (EXIF orientation applied). */
  source: { width: number; height: number };
}

/** Share of the way to its centre a found page's corners are moved in (about 0.4% of its side each way). */
const INSET = 0.008;
/** Longest side worked on: a 12 MP phone photo is reduced first (the page keeps ~250 dpi). */
const MAX_SIDE = 3200;
/**
 * Width of the upright page given to OCR: about 200 dpi for A4, where tesseract reads 7-point type. A
 * photographed page is straightened to it too. Measured on the corpus's 22 photos (2026-11-25): 87.0% of
 * fields right at 1700 px, 86.1% at 1500 px (0.35 s a page faster), 81.9% at 1900 px.
 */
const TARGET_WIDTH = 1700;
/**
 * Median letter height (pixels, letterHeight) of a page that is no sheet of A4 paper (a receipt, a
 * screen) once scaled: what the corpus's notices measure at TARGET_WIDTH.
 */
const TARGET_LETTER = 20;
/** A page is enlarged at most this much (by its width), and a receipt's or screen's text this much. */
const MAX_UPSCALE = 2.5;
const MAX_TEXT_UPSCALE = 4;
/** Skew below this (degrees) is left to tesseract: a rotation resamples, softening every letter. */
const MIN_SKEW = 0.3;
/** The unsharp mask given to an enlarged or straightened page: a letter stroke's width, and strong. */
const SHARPEN = { sigma: 1.3, amount: 1.5 };
/** Grey darker than this counts as ink when looking for rules (their blurred, upscaled edges are grey). */
const RULE_INK = 200;
/** A rule is at most this share of the letters' height thick: print's lines are letter-high wherever they have ink. */
const RULE_OF_LETTER = 0.6;
/**
 * A rule is at least this many letters' heights long: the flat tops of a few capitals side by side
 * ("CTB" in bold) are a thin, nearly solid run as long as three of them.
 */
const RULE_IN_LETTERS = 5;
/** Height over width of a sheet of paper, A4 to US legal with margins: what TARGET_WIDTH is meant for. */
const SHEET = { min: 1.2, max: 1.75 };

/**
 * A capture of a screen with coloured grounds (an app's bars, cards, buttons): its middle greys come in
 * flat regions, each pixel the same value as its neighbour, where a photo's or a scan's middle greys
 * are noise or the anti-aliased rims of print, each pixel its own value. (A screen of black type on
 * white is read as paper: nothing there needs the screen's own handling.)
 */
export function isScreen(img: Grey): boolean {
  const { width: w, height: h, data } = img;
  let mids = 0;
  let flat = 0;
  // Every other row is enough to tell.
  for (let y = 0; y < h; y += 2)
    for (let x = 0, i = y * w; x < w - 1; x++, i++) {
      const v = data[i] as number;
      if (v < 20 || v > 235) continue;
      mids++;
      if (data[i + 1] === v) flat++;
    }
  const sampled = (w * h) / 2;
  return mids >= sampled * 0.05 && flat >= mids * 0.6;
}

/**
 * `quarterTurn: false` keeps the page's lines as they are, whatever their profile says: the second
 * opinion page-ocr.ts asks for when a page turned a quarter reads as almost nothing.
 */
export async function prepareImage(
  bytes: Uint8Array,
  { quarterTurn = true }: { quarterTurn?: boolean } = {},
): Promise<PreparedImage> {
  await opencv();
  const decoded = await decodePage(bytes, MAX_SIDE);
  let img = decoded.image;
  // Points of `img` → points of the upload, kept up to date through every step.
  let toSource: Matrix = scaling(decoded.source.width / img.width, decoded.source.height / img.height);
  const moved = (back: Matrix) => {
    toSource = multiply(toSource, back);
  };
  const kind: ImageKind = isScreen(img) ? 'screen' : 'paper';
  /** The page was resampled larger or warped: its strokes are soft. */
  let softened = false;
  let straightened = false;
  if (kind === 'screen') img = positive(img, 61);
  else {
    const page = await findPage(img);
    if (page) {
      // A hair inside the page's edge: the edge's own blur is half surface, and a dark rim along the
      // page would weigh on every profile and threshold after.
      const cx = page.corners.reduce((s, p) => s + p.x, 0) / 4;
      const cy = page.corners.reduce((s, p) => s + p.y, 0) / 4;
      const corners = page.corners.map((p) => ({ x: p.x + (cx - p.x) * INSET, y: p.y + (cy - p.y) * INSET }));
      // Straightened right at the size OCR reads (the page's short side is its width): one resampling
      // instead of two, each of which softens thin type.
      const { width, height } = quadSize(corners);
      const f = min(MAX_UPSCALE, TARGET_WIDTH / min(width, height));
      const warped = warpQuad(img, corners, round(width * f), round(height * f));
      img = warped.image;
      moved(warped.toSource);
      softened = true;
      straightened = true;
    }
    img = normaliseLight(img);
  }
  const probe = projectionCopy(img);
  const turned: QuarterTurn = quarterTurn && linesAreVertical(probe) ? 90 : 0;
  if (turned) {
    moved(turnedBack(90, img));
    img = rotateQuarter(img, 90);
  }
  const measured = estimateSkew(turned ? rotateQuarter(probe, 90) : probe);
  const skew = abs(measured) >= MIN_SKEW ? measured : 0;
  const factor = scaleFor(img);
  const resample = skew !== 0 || factor > 1.15 || factor < 0.85;
  if (resample) {
    const f = factor > 1.15 || factor < 0.85 ? factor : 1;
    // Enlarged with the rotation, in one bicubic resampling; reduced after it, area-averaged (sharp),
    // as bicubic sampling of a reduction would alias thin strokes.
    const done = rotateScale(img, -skew, max(1, f));
    img = done.image;
    moved(done.toSource);
    if (f < 1) {
      const small = await resized(img, max(1, round(img.width * f)), max(1, round(img.height * f)));
      moved(scaling(img.width / small.width, img.height / small.height));
      img = small;
    }
    softened ||= f > 1;
  }
  const limits = ruleLimits(img.width, letterHeight(img, true));
  const rules = ruleMask(binarise(img, RULE_INK), limits.minRun, limits.maxThickness);
  img = eraseRules(img, rules);
  // Last, so the erased rules leave no halo.
  if (softened) img = unsharp(img, SHARPEN.sigma, SHARPEN.amount);
  return {
    image: img,
    kind,
    rotation: turned,
    skew,
    straightened,
    sharpened: softened,
    toSource: [...toSource],
    source: decoded.source,
  };
}

/**
 * What ruleMask takes for a rule on a page `width` pixels wide whose letters are `letters` high: a run
 * a 25th of the width long, at most a 180th of it thick (a rule's blurred, enlarged edges included) and
 * never more than RULE_OF_LETTER of its letters' height. Bounded by the letters because the width says
 * little about the type's size when the page is only part of the picture (a photo whose page was not
 * found): there a line of small blurred print binarises into a solid band thinner than a 180th of the
 * width, and was erased as a rule, whole sentences at a time (fuzz seed dev-img-a #7, a hand's shadow).
 * At least RULE_IN_LETTERS letters long for the same reason: a screen or a receipt is scaled by its
 * letters, not its width, and an app's screenshot 902 px wide with letters 20 px high took runs of 36
 * px for rules: the tops of bold capitals, erased ("CTB" read "CiB", the T of "MINISTÉRIO" cut; fuzz
 * seed fresh-01ddd4c5 #10). A sheet's rules, a 25th of its width, are longer than that already.
 */
export function ruleLimits(
  width: number,
  letters: number | undefined,
): { minRun: number; maxThickness: number } {
  const byWidth = round(width / 180);
  return {
    minRun: max(round(width / 25), letters ? round(letters * RULE_IN_LETTERS) : 0),
    maxThickness: letters ? max(2, min(byWidth, Math.floor(letters * RULE_OF_LETTER))) : byWidth,
  };
}

/**
 * How much to scale an upright page for OCR: a sheet of paper to TARGET_WIDTH; anything shaped
 * otherwise (a receipt's strip, a phone's screen) so its letters are TARGET_LETTER high.
 */
function scaleFor(img: Grey): number {
  const ratio = img.height / img.width;
  if (ratio >= SHEET.min && ratio <= SHEET.max) return min(MAX_UPSCALE, TARGET_WIDTH / img.width);
  const letters = letterHeight(img);
  if (!letters) return min(MAX_UPSCALE, TARGET_WIDTH / img.width);
  return max(0.5, min(MAX_TEXT_UPSCALE, TARGET_LETTER / letters));
}

/** The prepared page turned round (found upside down by reading): its image and where its points go. */
export function turnedRound(prepared: PreparedImage): PreparedImage {
  return {
    ...prepared,
    image: rotateQuarter(prepared.image, 180),
    rotation: ((prepared.rotation + 180) % 360) as QuarterTurn,
    toSource: multiply(prepared.toSource, turnedBack(180, prepared.image)),
  };
}

/** Binary PGM: tesseract (leptonica) reads it as is, with no compression to pay for. */
export function pgm(img: Grey): Buffer {
  const head = Buffer.from(`P5\n${img.width} ${img.height}\n255\n`, 'latin1');
  return Buffer.concat([head, Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength)]);
}
