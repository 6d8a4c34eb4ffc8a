/**
 * When the second engine's reading of a code, or of a garbled line, replaces tesseract's
 * (second-reading.ts), on readings taken from the corpus's images: the ones it mends, and the ones it
 * must leave alone.
 */
import { type LayoutWord, lineOf } from '@recurso/core/documents';
import { CERTAIN_CONFIDENCE, CONFUSABLE_SURE } from '@recurso/core/facts';
import {
  AGREED,
  AGREED_FROM,
  codeWord,
  DISAGREED,
  garbledLine,
  labelLine,
  reconcile,
  SECOND_SURE,
} from '@recurso/local/extract/second-reading';

const word = (text: string, confidence = 0.7): LayoutWord => ({
  text,
  confidence,
  box: { left: 0.3, top: 0.2, width: 0.12, height: 0.012 },
});
const sure = (text: string, confidence = 0.99) => ({ text, confidence });

describe('codeWord: which words are read again', () => {
  it.each([
    ['233290630'],
    ['EMDOLSS'],
    ['DCO4057'],
    ['734,882.807-80'],
    ['2407/2026'],
    ['PK-15,'],
    ['R$202720173'],
  ])('reads %s again', (text) => {
    expect(codeWord(word(text, 0.9))).toBe(true);
  });

  it('reads a garbled word in capitals again, where a code may hide ("CERTOS" for "CQQ7Q04")', () => {
    expect(codeWord(word('CERTOS', 0.2))).toBe(true);
    expect(codeWord(word('UGEOJO?', 0.53))).toBe(true);
    expect(codeWord(word('CERTOS', 0.9))).toBe(false);
    expect(codeWord(word('Certos', 0.2))).toBe(false);
  });

  it('leaves a code tesseract read at its top alone; one at 0.95 is read again', () => {
    expect(codeWord(word('2J3290630', 0.94))).toBe(true);
    // fuzz-images fresh-18e1a83c #7: "18/02/2025" for "15/02/2025" at 0.95, certain.
    expect(codeWord(word('18/02/2025', 0.95))).toBe(true);
    expect(codeWord(word('2J3290630', 0.96))).toBe(false);
  });

  it.each([
    ['20%', 'three characters: short numbers are where both engines err alike'],
    ['11', 'two characters'],
    ['Medidor', 'a word with no digit that is no misread plate'],
    ['CONCEIÇÃO', 'a Portuguese word'],
    ['R$ 293,47', 'a money amount: the second engine reads its "$" as an "S"'],
    ['R$293,47', 'a money amount written tight'],
    ['167,', 'a number whose comma makes it four characters'],
  ])('leaves %s alone (%s)', (text) => {
    expect(codeWord(word(text, 0.9))).toBe(false);
  });
});

describe('reconcile: which reading stands', () => {
  it.each([
    ['233290630', '2J3290630'],
    ['EMDOLSS', 'EMD0L53'],
    ['DCO4057', 'DCQ4Q57'],
    ['TAO0O61500', 'TA00061500'],
    ['4439289483', '44392894831'],
    ['2407/2026', '24/07/2026'],
    ['110972025', '11/09/2025'],
    ['11852.959', '11852-959'],
    ['22-03', '22:03'],
    ['CERTOS', 'CQQ7Q04'],
  ])('takes the second reading of %s: %s, doubtful', (first, second) => {
    expect(reconcile(word(first, 0.89), sure(second))).toEqual({ ...word(second), confidence: DISAGREED });
  });

  it('keeps the punctuation tesseract read around the word, not the second engine’s', () => {
    expect(reconcile(word('734,882.807-80,'), sure('734.882.807-80.')).text).toBe('734.882.807-80,');
    expect(reconcile(word('734.882.807-80,'), sure('734.882.807-80.'))).toEqual(
      word('734.882.807-80,', AGREED),
    );
  });

  // Two engines of other make reading the same characters is the evidence tesseract's doubt lacked
  // (fuzz-images fresh-0793aa6e: 244 such words, 2 misread alike, both a letter read as a digit).
  it('a number or date both engines read alike, the second sure, is as sure as AGREED: certain, not trusted for a confusable', () => {
    expect(reconcile(word('12/08/2022', 0.72), sure('12/08/2022'))).toEqual(word('12/08/2022', AGREED));
    expect(reconcile(word('1883-50', AGREED_FROM), sure('1883- 50'))).toEqual(word('1883-50', AGREED));
    expect(AGREED).toBeGreaterThanOrEqual(CERTAIN_CONFIDENCE / 0.95);
    expect(AGREED).toBeLessThan(CONFUSABLE_SURE);
  });

  it('keeps the word, and its confidence, when the engines agree but tesseract was surer or unsure, the second engine unsure, or the word has a letter or no digit', () => {
    const w = word('1883-50', 0.93);
    expect(reconcile(w, sure('1883-50'))).toBe(w);
    // A smudged date tesseract doubted: the print is in doubt, whatever the second engine says.
    const smudged = word('25/04/2026', 0.05);
    expect(reconcile(smudged, sure('25/04/2026', 0.999))).toBe(smudged);
    // Both engines read a plate's "Q" as "O": letters stay at tesseract's confidence.
    const plate = word('NKO9601', 0.87);
    expect(reconcile(plate, sure('NKO9601'))).toBe(plate);
    const unsure = word('12/08/2022', 0.72);
    expect(reconcile(unsure, sure('12/08/2022', SECOND_SURE - 0.01))).toBe(unsure);
    // The second engine has no "ç" or "ã": "CONCEICAO" read alike is the accent both lost.
    const bare = word('CONCEICAO', 0.4);
    expect(reconcile(bare, sure('CONCEICAO'))).toBe(bare);
  });

  // fuzz-images fresh-0793aa6e #9 (a receipt's dotted zero) and fresh-5e1d2a77 #18: kept at 0.90 and 0.85.
  it.each([
    ['5967-8', sure('5967-0', 0.93)],
    ['ARZ)-1758', sure('ARZJ-1758', 0.92)],
  ])(
    'keeps tesseract’s %s against %j, doubtful: the second engine read other characters in their places',
    (first, second) => {
      expect(reconcile(word(first, 0.9), second)).toEqual(word(first, DISAGREED));
    },
  );

  it('does not doubt tesseract for a second reading that is unsure, of other separators only, or a character longer', () => {
    const w = word('5967-8', 0.9);
    expect(reconcile(w, sure('5967-0', 0.79))).toBe(w);
    const plate = word('XHP-7891', 0.88);
    expect(reconcile(plate, sure('XHP.7891', 0.97))).toBe(plate);
    const date = word('13/12/2024', 0.9);
    expect(reconcile(date, sure('13V/12/2024', 0.94))).toBe(date);
  });

  it.each([
    ['13/12/2024', sure('13V/12/2024', SECOND_SURE - 0.01), 'an unsure second reading'],
    ['12/08/2022', sure('12/08/2022a'), 'a lower-case letter: the crop caught the next word'],
    ['DT-59882', sure('DT-5988£'), 'a character no code has'],
    ['1704-4', sure('1704-4-2025/10/10'), 'more than two characters longer'],
    ['MG69I84189', sure('MG6'), 'more than two characters shorter'],
    ['CONCEICAO1', sure('CONCEIÇAO1'), 'a letter of no code'],
    ['HYUNDAVI/HB20', sure('HYUNDAIHB20'), 'a "/" lost'],
    ['SERGIQ', sure('SERGIO'), 'a word read as a word: the second engine has no Portuguese accents'],
    ['.234-93', sure('.234.93'), 'a "-" lost'],
  ])('keeps tesseract’s %s against %j (%s)', (first, second) => {
    const w = word(first);
    expect(reconcile(w, second)).toBe(w);
  });
});

describe('labelLine: a garbled line the second engine reads as a label', () => {
  const garbled = lineOf([
    { text: 'Noacro', confidence: 0.22, box: { left: 0.05, top: 0.15, width: 0.06, height: 0.01 } },
    { text: 'do', confidence: 0.94, box: { left: 0.115, top: 0.15, width: 0.02, height: 0.01 } },
    { text: 'presa', confidence: 0.24, box: { left: 0.14, top: 0.15, width: 0.05, height: 0.01 } },
  ]);

  it('is read again when its words are mostly unsure, not when they are sure or hold no letter', () => {
    expect(garbledLine(garbled)).toBe(true);
    expect(garbledLine(lineOf([word('Processo', 0.96)]))).toBe(false);
    expect(garbledLine(lineOf([word('1', 0.2)]))).toBe(false);
  });

  it('becomes the label, its words boxed along the line, doubtful', () => {
    const line = labelLine(garbled, { text: 'Numero do processo', confidence: 0.9 });
    expect(line?.text).toBe('Numero do processo');
    expect(line?.words.map((w) => w.confidence)).toEqual([DISAGREED, DISAGREED, DISAGREED]);
    const [first, , last] = line?.words ?? [];
    expect(first?.box.left).toBeCloseTo(0.05, 6);
    expect((last?.box.left ?? 0) + (last?.box.width ?? 0)).toBeCloseTo(0.19, 6);
    expect(line?.box.top).toBe(0.15);
  });

  it.each([
    [{ text: 'Numero do processo', confidence: 0.79 }, 'unsure'],
    [{ text: 'MARCIO BARBOSA PEIXOTO', confidence: 0.97 }, 'no label: a value keeps tesseract’s accents'],
    [
      { text: 'Numero do processo E-12/6097374/2023', confidence: 0.95 },
      'a label and its value: less than 70% label',
    ],
  ])('is left as tesseract read it: %j (%s)', (second) => {
    expect(labelLine(garbled, second)).toBeUndefined();
  });

  it('is left as tesseract read it when tesseract already read that label', () => {
    const read = lineOf([word('Número', 0.5), word('do', 0.5), word('processo', 0.5)]);
    expect(labelLine(read, { text: 'Numero do processo', confidence: 0.95 })).toBeUndefined();
  });
});
