/**
 * Where inside a text item its words lie. pdf.js gives an item's advance width, not its glyphs', so a
 * word's box is its share of that width. A share by characters puts the words of a proportional face
 * off by a letter or more ("sinal vermelho": the space read 5.2 points where it is 3.1), which reads a
 * column's edge on the line as a word space (reading/cells.ts splitAtColumns). The advance widths of
 * the standard faces (Adobe's Helvetica and Times-Roman metrics, in thousandths of an em) share it
 * far closer for any face of their kind; a monospaced face's characters are all one width.
 */

/** Printable ASCII from " " (32) to "~" (126). */
const SANS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const SERIF = [
  250, 333, 408, 500, 500, 833, 778, 180, 333, 333, 500, 564, 250, 333, 250, 278, 500, 500, 500, 500, 500,
  500, 500, 500, 500, 500, 278, 278, 564, 564, 564, 444, 921, 722, 667, 667, 722, 611, 556, 722, 722, 333,
  389, 722, 611, 889, 722, 722, 556, 722, 667, 556, 611, 722, 722, 944, 722, 722, 611, 333, 278, 333, 469,
  500, 333, 444, 500, 444, 500, 444, 333, 500, 500, 278, 278, 500, 278, 778, 500, 500, 500, 500, 333, 389,
  278, 500, 500, 722, 500, 500, 444, 480, 200, 480, 541,
];
/** Signs of Portuguese text past ASCII, in both faces. */
const EXTRA: Record<string, [number, number]> = {
  º: [365, 310],
  ª: [370, 276],
  '°': [400, 400],
  '§': [556, 500],
  '–': [556, 500],
  '—': [1000, 1000],
};

export type FaceKind = 'sans-serif' | 'serif' | 'monospace';

function widthOf(ch: string, face: 0 | 1): number {
  const table = face === 0 ? SANS : SERIF;
  const code = ch.charCodeAt(0);
  if (code >= 32 && code <= 126) return table[code - 32] as number;
  const extra = EXTRA[ch];
  if (extra) return extra[face];
  // An accented letter is as wide as its letter ("ç" as "c", "Ã" as "A").
  const base = ch.normalize('NFD').charAt(0);
  const b = base.charCodeAt(0);
  if (base !== ch && b >= 32 && b <= 126) return table[b - 32] as number;
  return face === 0 ? 556 : 500;
}

/**
 * The offset of each character boundary of `text` as a share of its whole advance: `[0, …, 1]`,
 * `text.length + 1` numbers.
 */
export function advanceShares(text: string, face: FaceKind): number[] {
  const chars = [...text];
  const widths =
    face === 'monospace' ? chars.map(() => 1) : chars.map((c) => widthOf(c, face === 'serif' ? 1 : 0));
  const total = widths.reduce((a, b) => a + b, 0) || 1;
  const out = [0];
  let sum = 0;
  // Offsets by UTF-16 index, as the string's own indices: a character outside the BMP is two.
  for (let i = 0; i < chars.length; i++) {
    sum += widths[i] as number;
    for (let k = 1; k < (chars[i] as string).length; k++) out.push(sum / total);
    out.push(sum / total);
  }
  return out;
}
