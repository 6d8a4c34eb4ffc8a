/**
 * A page the projection turned a quarter (page-ocr.ts `readOriented`): read turned, and as it came too
 * when that reads as almost nothing; but a turn that makes a band far wider than tall (a receipt whose
 * one-character table columns outweighed its lines) is read as it came first, so its useless turned
 * reading, a whole recognition, is not paid when the page reads as it came. Preparation and reading
 * are scripted here: which orientation is read, in what order, and which reading stands.
 */
import type { LayoutPage } from '@recurso/core/documents';
import { lineOf } from '@recurso/core/documents';
import { grey } from '@recurso/local/extract/image/raster';
import { PageOcr } from '@recurso/local/extract/page-ocr';

/** A page whose words hold `chars` letters read with confidence 0.9. */
const pageOf = (chars: number): LayoutPage => ({
  number: 1,
  width: 100,
  height: 100,
  rotation: 0,
  lines: chars
    ? [
        lineOf([
          { text: 'a'.repeat(chars), confidence: 0.9, box: { left: 0, top: 0, width: 1, height: 0.1 } },
        ]),
      ]
    : [],
});

/**
 * A PageOcr whose preparation turns the page a quarter into `turnedSize` (as it came: 0°), and whose
 * reading of each orientation finds `legible[rotation]` characters; `reads` lists the orientations read.
 */
function scripted(turnedSize: [number, number], legible: Record<0 | 90, number>) {
  const reads: number[] = [];
  const ocr = new PageOcr() as unknown as {
    readUpright: (p: { rotation: 0 | 90 }) => Promise<unknown>;
    readOriented: (...a: unknown[]) => Promise<{ ready: { rotation: number } }>;
  };
  ocr.readUpright = async (prepared) => {
    reads.push(prepared.rotation);
    return { ready: prepared, page: pageOf(legible[prepared.rotation]), worker: 0 };
  };
  const prepare = async (_: Uint8Array, options?: { quarterTurn?: boolean }) =>
    options?.quarterTurn === false
      ? { image: grey(turnedSize[1], turnedSize[0]), rotation: 0 }
      : { image: grey(...turnedSize), rotation: 90 };
  const read = async () => (await ocr.readOriented(new Uint8Array(1), 1, prepare)).ready.rotation;
  return { read, reads };
}

describe('a page turned a quarter', () => {
  it('turned into a band wider than twice its height, is read as it came first, and only so when that reads', async () => {
    const { read, reads } = scripted([820, 130], { 0: 900, 90: 20 });
    expect(await read()).toBe(0);
    expect(reads).toEqual([0]);
  });

  it('turned into such a band and reading as nothing as it came, is read turned too, which stands if it reads better', async () => {
    const { read, reads } = scripted([820, 130], { 0: 40, 90: 600 });
    expect(await read()).toBe(90);
    expect(reads).toEqual([0, 90]);
  });

  it('turned into a sheet, is read turned first, and as it came only when the turned page reads as nothing (control)', async () => {
    const clear = scripted([165, 234], { 0: 0, 90: 900 });
    expect(await clear.read()).toBe(90);
    expect(clear.reads).toEqual([90]);
    const doubtful = scripted([165, 234], { 0: 700, 90: 30 });
    expect(await doubtful.read()).toBe(0);
    expect(doubtful.reads).toEqual([90, 0]);
  });
});
