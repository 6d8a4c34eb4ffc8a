/**
 * Geometry on OpenCV: quarter turns, a page's perspective undone, small rotations with scaling, and
 * resizing of small crops. Each returns the new image and, where it matters for mapping boxes back to
 * the upload, the transform from the new image's points to the old one's.
 */
import { cvNow, fromMat, toMat, using } from './cv';
import { type Grey, type Matrix, type Point, quarterTurn } from './raster';

export type QuarterTurn = 0 | 90 | 180 | 270;

/** The image turned clockwise by a multiple of 90°. */
export function rotateQuarter(img: Grey, degrees: QuarterTurn): Grey {
  if (degrees === 0) return img;
  const cv = cvNow();
  return using((keep) => {
    const out = keep(new cv.Mat());
    const code = { 90: cv.ROTATE_90_CLOCKWISE, 180: cv.ROTATE_180, 270: cv.ROTATE_90_COUNTERCLOCKWISE }[
      degrees
    ];
    cv.rotate(keep(toMat(img)), out, code);
    return fromMat(out);
  });
}

/** The transform from points of the image turned by `degrees` back to points of `img`. */
export const turnedBack = (degrees: QuarterTurn, img: Grey): number[] =>
  quarterTurn(
    ((360 - degrees) % 360) as QuarterTurn,
    degrees % 180 ? img.height : img.width,
    degrees % 180 ? img.width : img.height,
  );

/**
 * A `width`×`height` image whose corners (top-left, top-right, bottom-right, bottom-left) are the four
 * `quad` points of `img`: a page photographed in perspective, straightened in one bicubic resampling.
 * `toSource` takes points of the new image to points of `img`.
 */
export function warpQuad(
  img: Grey,
  quad: readonly Point[],
  width: number,
  height: number,
): { image: Grey; toSource: number[] } {
  const cv = cvNow();
  return using((keep) => {
    const rect = [0, 0, width, 0, width, height, 0, height];
    const corners = quad.flatMap((p) => [p.x, p.y]);
    const toSource = keep(
      cv.getPerspectiveTransform(
        keep(cv.matFromArray(4, 1, cv.CV_32FC2, rect)),
        keep(cv.matFromArray(4, 1, cv.CV_32FC2, corners)),
      ),
    );
    const out = keep(new cv.Mat());
    cv.warpPerspective(
      keep(toMat(img)),
      out,
      toSource,
      new cv.Size(width, height),
      cv.INTER_CUBIC | cv.WARP_INVERSE_MAP,
      cv.BORDER_CONSTANT,
      new cv.Scalar(255),
    );
    return { image: fromMat(out), toSource: Array.from(toSource.data64F) };
  });
}

/**
 * The image turned clockwise by `degrees` about its centre and scaled by `factor`, in one resampling
 * (each resampling softens thin type), the corners filled white; the new image is the old one's size
 * times `factor`. `toSource` takes points of the new image to points of `img`.
 *
 * Enlarged: bicubic (the page is sharpened after). Only turned (factor 1): bilinear, as the hand-written
 * deskew was — bicubic's overshoot on a noisy scan's crisp type made OCR misread letters and
 * punctuation (test/fixtures/notices/sp-na-velocidade.png, deskewed 0.6°: 17 of 22 fields bicubic,
 * 20 of 22 bilinear, main's 19).
 */
export function rotateScale(img: Grey, degrees: number, factor: number): { image: Grey; toSource: number[] } {
  const cv = cvNow();
  const width = Math.max(1, Math.round(img.width * factor));
  const height = Math.max(1, Math.round(img.height * factor));
  // New → old: about the new centre, turn back by `degrees` and divide by `factor`, onto the old centre.
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a) / factor;
  const sin = Math.sin(a) / factor;
  const cx = width / 2;
  const cy = height / 2;
  const toSource: Matrix = [
    cos,
    sin,
    img.width / 2 - cos * cx - sin * cy,
    -sin,
    cos,
    img.height / 2 + sin * cx - cos * cy,
    0,
    0,
    1,
  ];
  return using((keep) => {
    const m = keep(cv.matFromArray(2, 3, cv.CV_64FC1, toSource.slice(0, 6) as number[]));
    const out = keep(new cv.Mat());
    cv.warpAffine(
      keep(toMat(img)),
      out,
      m,
      new cv.Size(width, height),
      (factor > 1 ? cv.INTER_CUBIC : cv.INTER_LINEAR) | cv.WARP_INVERSE_MAP,
      cv.BORDER_CONSTANT,
      new cv.Scalar(255),
    );
    return { image: fromMat(out), toSource: [...toSource] };
  });
}

/** A small image (a word's or a line's crop) resized: area-averaged when reduced, bicubic when enlarged. */
export function resize(img: Grey, width: number, height: number): Grey {
  if (width === img.width && height === img.height) return img;
  const cv = cvNow();
  return using((keep) => {
    const out = keep(new cv.Mat());
    const shrinking = width <= img.width && height <= img.height;
    cv.resize(
      keep(toMat(img)),
      out,
      new cv.Size(width, height),
      0,
      0,
      shrinking ? cv.INTER_AREA : cv.INTER_CUBIC,
    );
    return fromMat(out);
  });
}

export const scale = (img: Grey, factor: number): Grey =>
  resize(img, Math.max(1, Math.round(img.width * factor)), Math.max(1, Math.round(img.height * factor)));
