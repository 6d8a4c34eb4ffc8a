/** The page in a photo: its corners found on a darker surface; none on a scan that fills the frame. */
import { findPageQuad, quadSize } from '@recurso/local/extract/image/page-quad';
import { applyHomography, grey, homography, type Point } from '@recurso/local/extract/image/raster';
import { textPage } from './synthetic';

describe('findPageQuad', () => {
  const corners: Point[] = [
    { x: 60, y: 50 },
    { x: 330, y: 70 },
    { x: 350, y: 460 },
    { x: 40, y: 440 },
  ];

  /** The page drawn in perspective on a dark table: each photo pixel inside the quad samples the page. */
  function photo(): ReturnType<typeof grey> {
    const page = textPage(300, 420);
    const out = grey(400, 500, 60);
    const m = homography(corners, [
      { x: 0, y: 0 },
      { x: 299, y: 0 },
      { x: 299, y: 419 },
      { x: 0, y: 419 },
    ]);
    for (let y = 0; y < 500; y++)
      for (let x = 0; x < 400; x++) {
        const p = applyHomography(m, { x, y });
        if (p.x >= 0 && p.y >= 0 && p.x <= 299 && p.y <= 419)
          out.data[y * 400 + x] = 230 - (page.data[Math.round(p.y) * 300 + Math.round(p.x)] === 0 ? 180 : 0);
      }
    return out;
  }

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
