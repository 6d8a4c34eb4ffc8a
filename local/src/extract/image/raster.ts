/**
 * Grey images in memory, and the plane transforms between an image and the page read from it (core's
 * documents/transform.ts). The pixel work itself is OpenCV's (warp.ts, filters.ts, page-find.ts) and
 * sharp's (resample.ts, decode.ts).
 */

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

export type { Point } from '@recurso/core/documents';

export {
  applyMatrix,
  IDENTITY,
  inFractions,
  invert,
  type Matrix,
  multiply,
  quarterTurn,
  scaling,
} from '@recurso/core/documents';
