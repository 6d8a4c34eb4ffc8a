/**
 * The whole preparation on synthetic pages: a photographed page is cut out and warped straight to the
 * width OCR reads a photo at and sharpened; a page turned a quarter comes out with its lines across; a straight page is not
 * resampled by a needless rotation.
 */
import { prepareImage } from '@recurso/local/extract/image/preprocess';
import { rotate, rotateQuarter } from '@recurso/local/extract/image/raster';
import { encodePng } from '@recurso/local/extract/png-encode';
import { photographed, textPage } from './synthetic';

jest.setTimeout(60_000);

const png = (img: { width: number; height: number; data: Uint8Array }) =>
  encodePng(img.data, img.width, img.height, 1);
const upright = async () => false;

describe('prepareImage', () => {
  it('cuts a photographed page out, straight to the width OCR reads (1700 px)', async () => {
    // A phone photo's page about 1300 px wide: straightened once, to 1700 px, not scaled again.
    const corners = [
      { x: 120, y: 100 },
      { x: 1380, y: 160 },
      { x: 1440, y: 1940 },
      { x: 80, y: 1880 },
    ];
    const prepared = await prepareImage(
      png(photographed(textPage(1300, 1820), corners, 1560, 2080)),
      upright,
    );
    expect(prepared.straightened).toBe(true);
    expect(prepared.image.width).toBe(1700);
    expect(prepared.image.height / prepared.image.width).toBeGreaterThan(1.3);
    expect(prepared.rotation).toBe(0);
    expect(prepared.sharpened).toBe(true);
  });

  it('sharpens a page it enlarged, and only such a page', async () => {
    const lines = { lineHeight: 14, pitch: 34 };
    expect((await prepareImage(png(textPage(850, 1200, lines)), upright)).sharpened).toBe(true);
    expect((await prepareImage(png(textPage(1700, 2400, lines)), upright)).sharpened).toBe(false);
  });

  it('turns a page lying on its side and undoes its skew', async () => {
    const page = rotate(textPage(850, 1200, { lineHeight: 14, pitch: 34 }), 2);
    const prepared = await prepareImage(png(rotateQuarter(page, 270)), upright);
    expect(prepared.rotation).toBe(90);
    expect(prepared.image.width).toBe(1700);
    expect(prepared.skew).toBeCloseTo(2, 0);
  });

  it('leaves a skew under 0.3° to tesseract (a rotation would soften every letter)', async () => {
    const prepared = await prepareImage(
      png(rotate(textPage(850, 1200, { lineHeight: 14, pitch: 34 }), 0.15)),
      upright,
    );
    expect(prepared.skew).toBe(0);
  });
});
