/**
 * When the second engine's reading of a code replaces tesseract's (second-reading.ts), on readings
 * taken from the corpus's images: the ones it mends, and the ones it must leave alone.
 */
import type { LayoutWord } from '@recurso/core/documents';
import { codeWord, DISAGREED, reconcile, SECOND_SURE } from '@recurso/local/extract/second-reading';

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
    expect(reconcile(word('PK-15,'), sure('PK-15.'))).toEqual(word('PK-15,'));
  });

  it('keeps the word, and its confidence, when the engines agree', () => {
    const w = word('TGQ-1883', 0.93);
    expect(reconcile(w, sure('TGQ-1883'))).toBe(w);
    expect(reconcile(w, sure('TGQ- 1883'))).toBe(w);
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
