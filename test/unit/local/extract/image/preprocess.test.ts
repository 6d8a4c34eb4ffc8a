/**
 * The whole preparation on synthetic pages: a photographed page is cut out and warped straight to the
 * width OCR reads a photo at and sharpened; a page turned a quarter comes out with its lines across; a
 * straight page is not resampled by a needless rotation; a screen capture is not searched for a page
 * and its white-on-colour type comes out dark on light; a receipt's strip is scaled by its letters.
 * Every page knows where its points lie on the upload (`toSource`).
 */
import { opencv } from '@recurso/local/extract/image/cv';
import { letterHeight } from '@recurso/local/extract/image/filters';
import { binarise, ruleMask } from '@recurso/local/extract/image/filters';
import { isScreen, prepareImage, ruleLimits } from '@recurso/local/extract/image/preprocess';
import { applyMatrix, type Point } from '@recurso/local/extract/image/raster';
import { encodePng, rotate, rotateQuarter } from '../../../../fixtures/corpus/generate/pixels';
import { fillRect, photographed, textPage } from './synthetic';

jest.setTimeout(60_000);

beforeAll(() => opencv());

const png = (img: { width: number; height: number; data: Uint8Array }) =>
  encodePng(img.data, img.width, img.height, 1);

describe('prepareImage', () => {
  const corners = [
    { x: 120, y: 100 },
    { x: 1380, y: 160 },
    { x: 1440, y: 1940 },
    { x: 80, y: 1880 },
  ];

  it('cuts a photographed page out, straight to the width OCR reads (1700 px)', async () => {
    // A phone photo's page about 1300 px wide: straightened once, to 1700 px, not scaled again.
    const prepared = await prepareImage(png(photographed(textPage(1300, 1820), corners, 1560, 2080)));
    expect(prepared.kind).toBe('paper');
    expect(prepared.straightened).toBe(true);
    expect(prepared.image.width).toBe(1700);
    expect(prepared.image.height / prepared.image.width).toBeGreaterThan(1.3);
    expect(prepared.rotation).toBe(0);
    expect(prepared.sharpened).toBe(true);
  });

  it('knows where the straightened page’s corners lie on the photo', async () => {
    const prepared = await prepareImage(png(photographed(textPage(1300, 1820), corners, 1560, 2080)));
    expect(prepared.source).toEqual({ width: 1560, height: 2080 });
    const { width: w, height: h } = prepared.image;
    const mapped = [
      { x: 0, y: 0 },
      { x: w, y: 0 },
      { x: w, y: h },
      { x: 0, y: h },
    ].map((p) => applyMatrix(prepared.toSource, p));
    // The page's corners, a hair inside (the cut keeps clear of the desk): within 1% of the photo.
    mapped.forEach((p, i) => {
      expect(Math.abs(p.x - (corners[i] as Point).x)).toBeLessThan(16);
      expect(Math.abs(p.y - (corners[i] as Point).y)).toBeLessThan(21);
    });
  });

  it('sharpens a page it enlarged, and only such a page', async () => {
    const lines = { lineHeight: 14, pitch: 34 };
    expect((await prepareImage(png(textPage(850, 1200, lines)))).sharpened).toBe(true);
    expect((await prepareImage(png(textPage(1700, 2400, lines)))).sharpened).toBe(false);
  });

  it('turns a page lying on its side and undoes its skew, and maps its points back onto the upload', async () => {
    const page = rotate(textPage(850, 1200, { lineHeight: 14, pitch: 34 }), 2);
    const upload = rotateQuarter(page, 270);
    const prepared = await prepareImage(png(upload));
    expect(prepared.rotation).toBe(90);
    expect(prepared.image.width).toBe(1700);
    expect(prepared.skew).toBeCloseTo(2, 0);
    // The page's top-left corner (as read) is the upload's bottom-left (turned 270° to upload it).
    const topLeft = applyMatrix(prepared.toSource, { x: 0, y: 0 });
    expect(topLeft.x).toBeLessThan(upload.width * 0.06);
    expect(topLeft.y).toBeGreaterThan(upload.height * 0.94);
  });

  it('leaves a skew under 0.3° to tesseract (a rotation would soften every letter)', async () => {
    const prepared = await prepareImage(
      png(rotate(textPage(850, 1200, { lineHeight: 14, pitch: 34 }), 0.15)),
    );
    expect(prepared.skew).toBe(0);
  });

  it('reads a screen capture as a screen: no page sought, white type on a coloured bar turned dark on light', async () => {
    // A phone's screen: white ground, a header bar in the app's colour with white type, dark type below.
    const screen = textPage(1080, 2340, { top: 0.2, bottom: 0.8, lineHeight: 22, pitch: 60 });
    fillRect(screen, 0, 0, 1080, 260, 70);
    for (let x = 80; x < 700; x += 40) fillRect(screen, x, 110, 26, 40, 255);
    expect(isScreen(textPage(1700, 2400))).toBe(false);
    const prepared = await prepareImage(png(screen));
    expect(prepared.kind).toBe('screen');
    expect(prepared.straightened).toBe(false);
    // The bar's ground is light now and its type dark.
    const { image } = prepared;
    const at = (x: number, y: number) => image.data[Math.round(y) * image.width + Math.round(x)] as number;
    const f = image.width / 1080;
    expect(at(40 * f, 60 * f)).toBeGreaterThan(180);
    expect(at(93 * f, 130 * f)).toBeLessThan(80);
  });

  it('reads a scan of a form with grey label cells as paper: its sensor noise spreads every grey', () => {
    // Grey label cells (#eee) and a white page, each pixel off by the scanner's noise (σ ≈ 5, clipped).
    const scan = textPage(850, 1200);
    for (let y = 150; y < 1000; y += 100) fillRect(scan, 75, y, 250, 60, 238);
    let seed = 7;
    const noise = () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return ((seed >>> 8) % 21) - 10;
    };
    for (let i = 0; i < scan.data.length; i++)
      scan.data[i] = Math.max(0, Math.min(255, (scan.data[i] as number) + noise()));
    expect(isScreen(scan)).toBe(false);
  });

  it('scales a receipt’s strip by its letters, not its width', async () => {
    // A thermal receipt scanned: 380 px wide, three times as tall, with small type.
    const receipt = textPage(380, 1200, { lineHeight: 8, pitch: 16 });
    const prepared = await prepareImage(png(receipt));
    expect(prepared.kind).toBe('paper');
    const letters = letterHeight(prepared.image) ?? 0;
    expect(letters).toBeGreaterThanOrEqual(16);
    expect(letters).toBeLessThanOrEqual(26);
    // Not stretched to a sheet's 1700 px.
    expect(prepared.image.width).toBeLessThan(1500);
  });
});

describe('ruleLimits', () => {
  // A photo whose page was not found (fuzz seed dev-img-a #7): 1722 px wide, its type 8 px high. A
  // line of that print, blurred and binarised, is a solid band 6 px thick; a table's rule is 2 px.
  const page = (): { width: number; height: number; data: Uint8Array } => {
    const img = { width: 1722, height: 60, data: new Uint8Array(1722 * 60).fill(255) };
    fillRect(img as never, 100, 10, 700, 6);
    fillRect(img as never, 100, 40, 1500, 2);
    return img;
  };
  const marked = (mask: Uint8Array, y: number) =>
    mask.subarray(y * 1722 + 100, y * 1722 + 800).some((v) => v === 1);

  it('takes a band of small print for no rule once the letters are measured, and still the rule under it', () => {
    const limits = ruleLimits(1722, 8);
    expect(limits.maxThickness).toBeLessThan(6);
    const mask = ruleMask(binarise(page() as never, 128), limits.minRun, limits.maxThickness);
    expect(marked(mask, 13)).toBe(false);
    expect(marked(mask, 41)).toBe(true);
  });

  it('by the width alone (letters unknown) the same band is erased as a rule: why the letters bound it', () => {
    const limits = ruleLimits(1722, undefined);
    const mask = ruleMask(binarise(page() as never, 128), limits.minRun, limits.maxThickness);
    expect(marked(mask, 13)).toBe(true);
  });

  it('takes the tops of a few bold capitals side by side for no rule on a screen scaled by its letters', () => {
    // An app's screenshot (fuzz seed fresh-01ddd4c5 #10): 902 px wide, letters 20 px high; the flat tops
    // of "CTB" in bold make a run 3 px thick and some 60 px long. A card's rule runs across the screen.
    const img = { width: 902, height: 60, data: new Uint8Array(902 * 60).fill(255) };
    fillRect(img as never, 100, 10, 60, 3);
    fillRect(img as never, 40, 40, 820, 2);
    const limits = ruleLimits(902, 20);
    const mask = ruleMask(binarise(img as never, 128), limits.minRun, limits.maxThickness);
    expect(mask.subarray(11 * 902 + 100, 11 * 902 + 160).some((v) => v === 1)).toBe(false);
    expect(mask.subarray(41 * 902 + 40, 41 * 902 + 860).every((v) => v === 1)).toBe(true);
    // A sheet's limits are its width's: a 25th of 1722 px is longer than 5 letters of 8 px.
    expect(ruleLimits(1722, 8).minRun).toBe(69);
  });

  it('measures the letters of a grainy scan (mostly specks) when asked to: print known to be print', () => {
    const scan = textPage(850, 600, { lineHeight: 12 });
    let seed = 11;
    for (let i = 0; i < scan.data.length; i += 7) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      if (seed % 3 === 0) scan.data[i] = 0;
    }
    expect(letterHeight(scan)).toBeUndefined();
    expect(letterHeight(scan, true)).toBeGreaterThanOrEqual(8);
    expect(letterHeight(scan, true)).toBeLessThanOrEqual(14);
  });
});
