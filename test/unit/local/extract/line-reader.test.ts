/**
 * @jest-environment ./test/setup/native-typed-arrays-env.js
 */
/**
 * The second recogniser (line-reader.ts) on crops drawn here: the PP-OCRv4 model really runs
 * (onnxruntime-node, CPU), on codes of the kinds tesseract misreads, in a notice's usual faces.
 */
import sharp from 'sharp';
import type { Grey } from '@recurso/local/extract/image/raster';
import { grey } from '@recurso/local/extract/image/raster';
import { LineReader } from '@recurso/local/extract/line-reader';

/** One line of text drawn black on white, as a page's crop: about 200 dpi for 10-point type. */
async function drawn(text: string, font: string): Promise<Grey> {
  const width = 24 + text.length * 17;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="44"><rect width="100%" height="100%" fill="white"/><text x="8" y="31" font-family="${font}" font-size="27">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

const reader = new LineReader();

describe('LineReader', () => {
  it.each([
    ['2J3290630', 'Nimbus Roman'],
    ['IKH-2575', 'Nimbus Roman'],
    ['DCQ4Q57', 'Nimbus Mono PS'],
    ['24/07/2026', 'Nimbus Sans'],
    ['734.882.807-80', 'Nimbus Roman'],
    ['MG69384189', 'Nimbus Sans'],
  ])('reads %s (%s) exactly and surely', async (text, font) => {
    const read = await reader.read(await drawn(text, font));
    expect(read.text).toBe(text);
    expect(read.confidence).toBeGreaterThan(0.95);
  });

  it('reads nothing on a blank crop, with no confidence', async () => {
    expect(await reader.read(grey(200, 40))).toEqual({ text: '', confidence: 0 });
  });

  it('reads again after its model is freed', async () => {
    const own = new LineReader();
    const crop = await drawn('MG69384189', 'Nimbus Sans');
    expect((await own.read(crop)).text).toBe('MG69384189');
    await own.close();
    expect((await own.read(crop)).text).toBe('MG69384189');
    await own.close();
  });

  it('reads nothing on a crop too small to hold a letter', async () => {
    expect(await reader.read(grey(1, 30))).toEqual({ text: '', confidence: 0 });
  });
});
