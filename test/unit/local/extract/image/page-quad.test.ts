/** The page in a photo: its corners found on a darker surface; none on a scan that fills the frame. */
import { findPageQuad, quadSize } from '@recurso/local/extract/image/page-quad';
import type { Point } from '@recurso/local/extract/image/raster';
import { photographed, textPage } from './synthetic';

describe('findPageQuad', () => {
  const corners: Point[] = [
    { x: 60, y: 50 },
    { x: 330, y: 70 },
    { x: 350, y: 460 },
    { x: 40, y: 440 },
  ];

  const photo = () => photographed(textPage(300, 420), corners, 400, 500);

  it('finds the four corners of a page photographed in perspective', () => {
    const quad = findPageQuad(photo());
    expect(quad).toHaveLength(4);
    quad?.forEach((p, i) => {
      expect(Math.abs(p.x - (corners[i] as Point).x)).toBeLessThan(8);
      expect(Math.abs(p.y - (corners[i] as Point).y)).toBeLessThan(8);
    });
    const size = quadSize(quad ?? []);
    expect(size.height / size.width).toBeGreaterThan(1.2);
  });

  it('finds nothing to straighten on a scan (the page fills the frame)', () => {
    expect(findPageQuad(textPage(300, 420))).toBeUndefined();
  });
});
