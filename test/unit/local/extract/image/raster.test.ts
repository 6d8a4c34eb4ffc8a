/** Plane transforms between an upload and the page read from it: composed, inverted, restated in fractions. */
import {
  applyMatrix,
  IDENTITY,
  inFractions,
  invert,
  multiply,
  quarterTurn,
  scaling,
} from '@recurso/local/extract/image/raster';

describe('plane transforms', () => {
  it('turns points a quarter clockwise as the image turns, and back', () => {
    // A 400×300 image turned 90° clockwise is 300×400: its top-left corner goes to the top-right.
    const turn = quarterTurn(90, 400, 300);
    expect(applyMatrix(turn, { x: 0, y: 0 })).toEqual({ x: 300, y: 0 });
    expect(applyMatrix(turn, { x: 400, y: 300 })).toEqual({ x: 0, y: 400 });
    const back = multiply(quarterTurn(270, 300, 400), turn);
    for (const [i, v] of back.entries()) expect(v).toBeCloseTo(IDENTITY[i] as number, 12);
  });

  it('inverts a homography', () => {
    const m = [1.1, 0.05, 12, -0.02, 0.95, 30, 0.0001, -0.00005, 1];
    const p = applyMatrix(invert(m), applyMatrix(m, { x: 123, y: 456 }));
    expect(p.x).toBeCloseTo(123, 9);
    expect(p.y).toBeCloseTo(456, 9);
  });

  it('restates a transform between pixels as one between fractions of each image', () => {
    // A page of 1700×2400 read from an upload of 850×1200: halved.
    const m = inFractions(scaling(0.5), { width: 1700, height: 2400 }, { width: 850, height: 1200 });
    const p = applyMatrix(m, { x: 0.25, y: 0.75 });
    expect(p.x).toBeCloseTo(0.25, 12);
    expect(p.y).toBeCloseTo(0.75, 12);
  });
});
