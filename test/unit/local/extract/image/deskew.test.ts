/** Skew and quarter turns measured by projection profiles on synthetic pages of text lines. */
import { estimateSkew, linesAreVertical, projectionCopy } from '@recurso/local/extract/image/deskew';
import { opencv } from '@recurso/local/extract/image/cv';
import { rotate, rotateQuarter } from '../../../../fixtures/corpus/generate/pixels';
import { textPage } from './synthetic';

const page = textPage(500, 640);

beforeAll(() => opencv());

describe('estimateSkew', () => {
  it.each([1.5, -2.3, 4])('measures a page turned %s° clockwise', (degrees) => {
    expect(estimateSkew(projectionCopy(rotate(page, degrees)))).toBeCloseTo(degrees, 0);
  });

  it('finds no skew on a straight page', () => {
    expect(Math.abs(estimateSkew(projectionCopy(page)))).toBeLessThan(0.2);
  });
});

describe('linesAreVertical', () => {
  it('tells a page turned a quarter from an upright one', () => {
    expect(linesAreVertical(projectionCopy(page))).toBe(false);
    expect(linesAreVertical(projectionCopy(rotateQuarter(page, 90)))).toBe(true);
    expect(linesAreVertical(projectionCopy(rotateQuarter(rotate(page, 2), 270)))).toBe(true);
  });
});
