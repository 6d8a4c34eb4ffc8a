/** The band of text the upside-down check reads: found where the ink is, absent on a blank page. */
import { opencv } from '@recurso/local/extract/image/cv';
import { grey } from '@recurso/local/extract/image/raster';
import { textBand } from '@recurso/local/extract/image/text-band';
import { textPage } from './synthetic';

beforeAll(() => opencv());

describe('textBand', () => {
  it('is cut from the rows with the text', () => {
    const page = textPage(400, 1000, { top: 0.6, bottom: 0.75 });
    const band = textBand(page);
    expect(band?.height).toBe(100);
    expect(band?.width).toBe(400);
    // It holds ink (text lines), a slice of the page's rows 600–750.
    const ink = band?.data.reduce((n, v) => n + (v === 0 ? 1 : 0), 0) ?? 0;
    expect(ink).toBeGreaterThan(400 * 100 * 0.05);
  });

  it('is undefined on a blank page', () => {
    expect(textBand(grey(400, 1000))).toBeUndefined();
  });
});
