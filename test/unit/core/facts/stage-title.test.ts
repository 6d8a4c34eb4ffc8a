/**
 * The stage read from a scanned notice's title (core/src/facts/sections.ts findStage): the title's
 * phrase, spelled letter for letter, answers OCR's doubt about its words (read-hits.ts PHRASE_READ);
 * the pairing's doubt, a smudged word and a mention in a sentence still count.
 */
import { CERTAIN_CONFIDENCE, readDocument } from '@recurso/core/facts';
import { ocrPage, type Placed } from '../reading/page';

const stage = (...rows: Placed[][]) =>
  readDocument({ name: 'n.jpg', method: 'ocr', layout: ocrPage(...rows) }).fields.stage?.[0];
const body: Placed[][] = [
  [{ text: 'Placa: ABC1D23', x: 80, y: 200, confidence: 0.96 }],
  [{ text: 'Data da infração: 12/03/2025', x: 80, y: 240, confidence: 0.96 }],
];

describe('the stage from a scanned title', () => {
  it('a title OCR read a little unsure of (a photo’s bold type) is certain: its phrase vouches for its letters', () => {
    // fresh-8b6360a0 #7 and #18 (shadow): "NOTIFICAÇÃO DA AUTUAÇÃO" at 0.90–0.92, the stage 0.828–0.846.
    const s = stage(
      [{ text: 'NOTIFICAÇÃO DA AUTUAÇÃO POR INFRAÇÃO DE TRÂNSITO', x: 80, y: 100, confidence: 0.9 }],
      ...body,
    );
    expect(s?.value).toBe('defesa_previa');
    expect(s?.confidence).toBeGreaterThanOrEqual(CERTAIN_CONFIDENCE);
    expect(s?.issues).toBeUndefined();
    const penalty = stage([{ text: 'NOTIFICAÇÃO DA PENALIDADE', x: 80, y: 100, confidence: 0.62 }], ...body);
    expect(penalty?.value).toBe('jari');
    expect(penalty?.confidence).toBeGreaterThanOrEqual(CERTAIN_CONFIDENCE);
  });

  it('not when a word of the title is smudged, nor from a sentence that mentions a suspension', () => {
    const smudged = stage([{ text: 'NOTIFICAÇÃO DA AUTUAÇÃO', x: 80, y: 100, confidence: 0.4 }], ...body);
    expect(smudged?.value).toBe('defesa_previa');
    expect(smudged?.confidence).toBeLessThan(CERTAIN_CONFIDENCE);
    const prose = stage(
      [{ text: 'Infração sujeita a suspensão do direito de dirigir', x: 80, y: 100, confidence: 0.8 }],
      ...body,
    );
    expect(prose?.value).toBe('suspensao');
    expect(prose?.confidence).toBeLessThan(CERTAIN_CONFIDENCE);
    // A title read surely was certain before and stays so.
    expect(
      stage([{ text: 'NOTIFICAÇÃO DA AUTUAÇÃO', x: 80, y: 100, confidence: 0.96 }], ...body)?.confidence,
    ).toBeGreaterThanOrEqual(CERTAIN_CONFIDENCE);
  });
});
