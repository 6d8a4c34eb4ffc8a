/**
 * A mark of ink right after a word that no word read (a comma, a period, a dash tesseract dropped) is
 * seen; a letter, a rule, a speck or clean paper is not.
 */
import { markAfter } from '@recurso/local/extract/image/dropped-marks';
import { grey } from '../../../../fixtures/corpus/generate/pixels';
import { fillRect } from './synthetic';

/** A word 20 px tall at (40, 30), its strokes as dark as print, and room to its right. */
const WORD = { x: 40, y: 30, width: 60, height: 20 };
function page(): ReturnType<typeof grey> {
  const img = grey(200, 80);
  for (let x = WORD.x; x < WORD.x + WORD.width; x += 8) fillRect(img, x, WORD.y, 4, WORD.height, 20);
  return img;
}

describe('markAfter', () => {
  it('sees a comma after the word, below its middle and down past its box, light as blurred print', () => {
    const img = page();
    // fresh-856a6726 #4: "nº 1865," read "1865"; the comma 3 px after the box, 2×5 px, grey 120.
    fillRect(img, 103, 47, 2, 6, 120);
    expect(markAfter(img, WORD)).toBe(true);
    // A period, and a dash at mid-height between two words ("Horizonte - BHTRANS").
    const period = page();
    fillRect(period, 103, 46, 3, 3, 20);
    expect(markAfter(period, WORD)).toBe(true);
    const dash = page();
    fillRect(dash, 106, 39, 10, 2, 20);
    expect(markAfter(dash, WORD, 124)).toBe(true);
    expect(markAfter(page(), WORD, 124)).toBe(false);
  });

  it('sees nothing on clean paper, in a speck, in a letter, a rule, or past the next word’s left edge', () => {
    expect(markAfter(page(), WORD)).toBe(false);
    const speck = page();
    fillRect(speck, 104, 45, 1, 1, 20);
    expect(markAfter(speck, WORD)).toBe(false);
    // The next word's first letter: as tall as the word.
    const letter = page();
    fillRect(letter, 106, 30, 4, 20, 20);
    expect(markAfter(letter, WORD)).toBe(false);
    // A rule under the line, running past the reach: a box's border, not a mark.
    const rule = page();
    fillRect(rule, 103, 52, 97, 2, 20);
    expect(markAfter(rule, WORD)).toBe(false);
    // A comma that belongs after the next word is not this word's.
    const beyond = page();
    fillRect(beyond, 112, 47, 2, 6, 20);
    expect(markAfter(beyond, WORD, 110)).toBe(false);
    // An apostrophe or accent high in the band is no dropped comma.
    const high = page();
    fillRect(high, 103, 30, 2, 5, 20);
    expect(markAfter(high, WORD)).toBe(false);
  });

  describe('inside the box: tesseract boxed the mark with the word and read the word without it', () => {
    // Letters up to x = 92, the box to 100: its last glyph is whatever the test draws at 95.
    function boxed(): ReturnType<typeof grey> {
      const img = grey(200, 80);
      for (let x = WORD.x; x < 92; x += 8) fillRect(img, x, WORD.y, 4, WORD.height, 20);
      return img;
    }

    it('sees a comma or a period on the baseline, after the last letter', () => {
      // fresh-856a6726 #19: "São Paulo/SP, CEP" read "Paulo/SP CEP", the comma in the box of "Paulo/SP".
      const comma = boxed();
      fillRect(comma, 95, 46, 3, 7, 90);
      expect(markAfter(comma, WORD)).toBe(true);
      const period = boxed();
      fillRect(period, 95, 47, 3, 3, 20);
      expect(markAfter(period, WORD)).toBe(true);
      // A letter's arm may reach over the comma ("r,", "P,"): ink above it is not ink beside it.
      const arm = boxed();
      fillRect(arm, 88, 30, 9, 3, 20);
      fillRect(arm, 95, 46, 3, 7, 20);
      expect(markAfter(arm, WORD)).toBe(true);
    });

    it('sees none in a word that ends on a letter, a short letter, a letter in pieces, or ink under the line', () => {
      expect(markAfter(boxed(), WORD)).toBe(false);
      // An "a" or "o" at the end: as low as the x-height, taller than a comma.
      const short = boxed();
      fillRect(short, 95, 37, 4, 13, 20);
      expect(markAfter(short, WORD)).toBe(false);
      // A letter's tail joined to it lighter than its strokes (fresh-856a6726 #19: "crescente"'s last
      // "e", "HONDA/CG"'s "G"): cut at the ink's level it would be a piece of its own.
      const tail = boxed();
      fillRect(tail, 95, 30, 2, 20, 20);
      fillRect(tail, 97, 47, 1, 2, 170);
      fillRect(tail, 98, 46, 2, 3, 20);
      expect(markAfter(tail, WORD)).toBe(false);
      // A box reaching far below its letters (fresh-856a6726 #16, a title): a bit of a rule under
      // them, in the box, is not on the line.
      const tall = { ...WORD, height: 30 };
      const under = boxed();
      fillRect(under, 95, 53, 1, 5, 20);
      expect(markAfter(under, tall)).toBe(false);
    });
  });

  describe('a spaced dash ending the line, a space beyond the word', () => {
    it('is seen, however faint: a faded receipt’s dash is lighter than its letters', () => {
      // fresh-97363d0f #20: "…da Bahia -" · "DETRAN-BA" read "…da Bahia" · "DETRAN-BA", the dash 1.1
      // heights after the word, a smudge at mid-height.
      const dash = page();
      fillRect(dash, 124, 40, 8, 3, 190);
      expect(markAfter(dash, WORD)).toBe(true);
    });

    it('not a speck, a letter, a bit of rule on the baseline, nor anything that far before another word', () => {
      const speck = page();
      fillRect(speck, 124, 40, 3, 3, 20);
      expect(markAfter(speck, WORD)).toBe(false);
      const letter = page();
      fillRect(letter, 124, 30, 8, 20, 20);
      expect(markAfter(letter, WORD)).toBe(false);
      const low = page();
      fillRect(low, 124, 47, 8, 3, 20);
      expect(markAfter(low, WORD)).toBe(false);
      // Before a next word, a mark that far is judged as any other (markBeyond): here, past its left edge.
      const before = page();
      fillRect(before, 124, 40, 8, 3, 190);
      expect(markAfter(before, WORD, 120)).toBe(false);
    });
  });
});
