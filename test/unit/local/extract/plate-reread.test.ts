/**
 * A word that may be a misread plate is read again alone at three scales (page-ocr.ts): the plate two
 * readings agree on replaces it, as unsure as the least sure reading. The reader here is scripted: one
 * answer per recognition, in order. Also: the upside-down check runs only on a page that reads poorly,
 * or that its ink (image/upright.ts) leaves in doubt.
 */
import type { LayoutPage, LayoutWord } from '@recurso/core/documents';
import { lineOf } from '@recurso/core/documents';
import { opencv } from '@recurso/local/extract/image/cv';
import { renderedText } from '@recurso/local/extract/image/decode';
import { type Grey, grey } from '@recurso/local/extract/image/raster';
import { rotateQuarter } from '@recurso/local/extract/image/warp';
import { PageOcr } from '@recurso/local/extract/page-ocr';

const img = grey(1000, 1400);
const word = (text: string, confidence: number, top = 0.1): LayoutWord => ({
  text,
  confidence,
  box: { left: 0.2, top, width: 0.1, height: 0.015 },
});
const page = (...words: LayoutWord[]): LayoutPage => ({
  number: 1,
  width: 1000,
  height: 1400,
  rotation: 0,
  lines: words.map((w) => lineOf([w])),
});

/** A reader answering each recognition with the next text (one word, its confidence 0–100). */
function scripted(...answers: [string, number][]) {
  const calls: number[] = [];
  return {
    calls,
    reader: {
      recognize: async (image: Buffer) => {
        calls.push(image.length);
        const [text, confidence] = answers.shift() ?? ['', 0];
        const words = text ? [{ text, confidence, bbox: { x0: 2, y0: 2, x1: 40, y1: 12 } }] : [];
        return { data: { blocks: [{ paragraphs: [{ lines: [{ words }] }] }] } };
      },
    },
  };
}

const reread = (p: LayoutPage, reader: unknown): Promise<LayoutPage['lines']> =>
  (
    new PageOcr() as unknown as { rereadPlates: (...a: unknown[]) => Promise<LayoutPage['lines']> }
  ).rereadPlates(img, p, reader);
const texts = (lines: LayoutPage['lines']) =>
  lines.flatMap((l) => l.words.map((w) => [w.text, w.confidence]));

describe('a suspect plate read again', () => {
  it('two readings that agree on a plate replace the word, as sure as the least sure of them', async () => {
    const { reader, calls } = scripted(['DBI-5755', 62], ['DBI-5755', 80]);
    const lines = await reread(page(word('Placa', 0.96, 0.05), word('DBLI-S755', 0.38)), reader);
    expect(texts(lines)).toEqual([
      ['Placa', 0.96],
      ['DBI-5755', 0.38],
    ]);
    expect(calls).toHaveLength(2);
  });

  it('a first reading that is another plate is outvoted by the next two', async () => {
    const { reader, calls } = scripted(['MKH-2575', 40], ['IKH-2575', 50], ['IKH-2575', 30]);
    expect(texts(await reread(page(word('KH-2575', 0.6)), reader))).toEqual([['IKH-2575', 0.3]]);
    expect(calls).toHaveLength(3);
  });

  it('readings that never agree leave the word as read', async () => {
    const { reader } = scripted(['EMDOLSS3', 48], ['EMDOL5SS3', 40], ['EMD0L55', 70]);
    expect(texts(await reread(page(word('EMDOLSS', 0.8)), reader))).toEqual([['EMDOLSS', 0.8]]);
  });

  it('reads no word that is a plate already or no plate at all, and at most three suspects, least sure first', async () => {
    const none = scripted();
    await reread(page(word('TGQ-1883', 0.5), word('DETRAN', 0.5), word('15/03/2025', 0.5)), none.reader);
    expect(none.calls).toHaveLength(0);
    const { reader, calls } = scripted(
      ['AAA1111', 90],
      ['AAA1111', 90],
      ['BBB2222', 90],
      ['BBB2222', 90],
      ['CCC3333', 90],
      ['CCC3333', 90],
    );
    const lines = await reread(
      page(
        word('KH-1111', 0.5, 0.1),
        word('KH-2222', 0.2, 0.2),
        word('KH-3333', 0.4, 0.3),
        word('KH-4444', 0.3, 0.4),
      ),
      reader,
    );
    expect(calls).toHaveLength(6);
    expect(texts(lines).map(([t]) => t)).toEqual(['KH-1111', 'AAA1111', 'CCC3333', 'BBB2222']);
  });
});

describe('the upside-down check', () => {
  /**
   * A PageOcr whose tesseract answers every recognition with one word at `confidence` (or at each of
   * `confidence`'s values in turn), and whose band check answers `upsideDown`.
   */
  const scriptedOcr = (confidence: number | number[], upsideDown = false) => {
    const { reader, calls } = scripted(
      ...Array.from(
        { length: 8 },
        (_, i) =>
          ['Notificação', Array.isArray(confidence) ? (confidence[i] ?? 0) : confidence] as [string, number],
      ),
    );
    const ocr = new PageOcr() as unknown as {
      reader: () => Promise<unknown>;
      upsideDown: (...a: unknown[]) => Promise<boolean>;
      readUpright: (...a: unknown[]) => Promise<{ ready: { rotation: number } }>;
    };
    ocr.reader = async () => reader;
    const checked: unknown[] = [];
    ocr.upsideDown = async (...a: unknown[]) => {
      checked.push(a);
      return upsideDown;
    };
    return { ocr, calls, checked };
  };
  const prepared = (rotation = 0, image: Grey = textPageLike()) => ({
    image,
    rotation,
    toSource: [1, 0, 0, 0, 1, 0, 0, 0, 1],
  });
  // Print whose ink tells which way is up: mixed-case lines, drawn by sharp.
  let print: Grey;
  beforeAll(async () => {
    await opencv();
    print = (await renderedText(
      [
        'Notificação de Autuação por Infração de Trânsito',
        'Local da infração: Av. Afonso Pena, 3112, Belo Horizonte',
        'Proprietário: Letícia dos Ribeiro Monteiro',
        'Endereço: Rua das Acácias, 2483, Jardim América, Maringá/PR',
        'Equipamento: Medidor fixo Perkons, série SR-15617',
        'Órgão autuador: Departamento de Trânsito do Paraná',
      ].join('\n'),
    )) as Grey;
  });

  it('a page whose letters plainly drop is turned round before its reading: read once, no band read', async () => {
    const { ocr, calls, checked } = scriptedOcr(90);
    const read = await ocr.readUpright(prepared(0, rotateQuarter(print, 180)), 1);
    expect(read.ready.rotation).toBe(180);
    expect(calls).toHaveLength(1);
    expect(checked).toHaveLength(0);
  });

  it('…and, reading poorly so, is read as prepared too, which stands if it reads clearly', async () => {
    const { ocr, calls } = scriptedOcr([30, 90]);
    const read = await ocr.readUpright(prepared(0, rotateQuarter(print, 180)), 1);
    expect(read.ready.rotation).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('a page turned a quarter whose letters plainly rise is read as it is, its band unread', async () => {
    const { ocr, calls, checked } = scriptedOcr(90, true);
    const read = await ocr.readUpright(prepared(90, print), 1);
    expect(read.ready.rotation).toBe(90);
    expect(calls).toHaveLength(1);
    expect(checked).toHaveLength(0);
  });

  it('control: upright print is read as it is, one recognition', async () => {
    const { ocr, calls, checked } = scriptedOcr(90);
    expect((await ocr.readUpright(prepared(0, print), 1)).ready.rotation).toBe(0);
    expect(calls).toHaveLength(1);
    expect(checked).toHaveLength(0);
  });

  it('is skipped on a page that reads clearly: one recognition, no band read both ways', async () => {
    const { ocr, calls, checked } = scriptedOcr(90);
    const read = await ocr.readUpright(prepared(), 1);
    expect(read.ready.rotation).toBe(0);
    expect(checked).toHaveLength(0);
    expect(calls).toHaveLength(1);
  });

  it('runs on a page that reads poorly (as a page upside down does)', async () => {
    const { ocr, checked } = scriptedOcr(30);
    await ocr.readUpright(prepared(), 1);
    expect(checked).toHaveLength(1);
  });

  it('runs before the reading of a page turned a quarter: one the band says is upside down is read once, turned round', async () => {
    const { ocr, calls, checked } = scriptedOcr(90, true);
    const read = await ocr.readUpright(prepared(90), 1);
    expect(checked).toHaveLength(1);
    expect(read.ready.rotation).toBe(270);
    expect(calls).toHaveLength(1);
  });

  it('a page turned a quarter that the band kept is read once and not checked again when it reads poorly', async () => {
    const { ocr, calls, checked } = scriptedOcr(30, false);
    const read = await ocr.readUpright(prepared(90), 1);
    expect(read.ready.rotation).toBe(90);
    expect(checked).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });

  it('a page turned round by the band that then reads poorly is read as prepared too, which stands if it reads clearly', async () => {
    const misled = scriptedOcr([30, 90], true);
    const read = await misled.ocr.readUpright(prepared(90), 1);
    expect(read.ready.rotation).toBe(90);
    expect(misled.calls).toHaveLength(2);
    const poorBothWays = scriptedOcr([30, 40], true);
    expect((await poorBothWays.ocr.readUpright(prepared(90), 1)).ready.rotation).toBe(270);
    expect(poorBothWays.calls).toHaveLength(2);
  });
});

function textPageLike() {
  return grey(200, 300);
}
