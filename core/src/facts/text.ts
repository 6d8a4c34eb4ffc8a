/** Line handling shared by the field parsers: folded copies that keep every character's index. */

export interface Line {
  /** 1-based line number in the document's extracted text. */
  no: number;
  /** The line as extracted, spaces collapsed to one. */
  text: string;
  /** Same length as `text`: lowercase, accents stripped, º/°/ª as "o". Match here, slice `text`. */
  folded: string;
}

/** Lowercase without accents, one char per char so regex indexes map back onto the original. */
export function fold(s: string): string {
  // ASCII folds to its lower case alone; the reader folds every cell, label and value many times, and
  // normalising character by character was a tenth of a text page's reading time.
  if (ASCII.test(s)) return s.toLowerCase();
  let out = '';
  for (const ch of s) {
    let one = FOLDED.get(ch);
    if (one === undefined) {
      one = foldChar(ch);
      if (FOLDED.size >= 4096) FOLDED.clear();
      FOLDED.set(ch, one);
    }
    out += one;
  }
  return out;
}

/** Printable ASCII (and line breaks): what folds by lower case alone. */
const ASCII = /^[\t\n\r\x20-\x7e]*$/;
/** Each character's fold, as met: a page has few distinct characters. */
const FOLDED = new Map<string, string>();

function foldChar(ch: string): string {
  const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const one = base.length === 1 ? base : ch;
  return /[º°ª]/.test(one) ? 'o' : one.toLowerCase().length === one.length ? one.toLowerCase() : one;
}

export function toLines(text: string): Line[] {
  const out: Line[] = [];
  text.split(/\r\n?|\n/).forEach((raw, i) => {
    // OCR draws table rules as '|' and adds stray punctuation at line ends.
    const clean = raw
      .replace(/[|¦]/g, ' ')
      .replace(/[\t\u00a0 ]+/g, ' ')
      .trim()
      .replace(/^[;,.:]\s+|\s+[;,.]$/g, '');
    if (clean) out.push({ no: i + 1, text: clean, folded: fold(clean) });
  });
  return out;
}

/** Title case for names printed in capitals ("MARIA DA SILVA" → "Maria da Silva"). */
export function titleCase(s: string): string {
  const small = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);
  return s
    .toLowerCase()
    .split(' ')
    .map((w, i) =>
      // Abbreviations keep their capitals ("S.A.", "S/A").
      /^(?:[a-z][./])+[a-z]?\.?$/.test(w)
        ? w.toUpperCase()
        : i > 0 && small.has(w)
          ? w
          : w.charAt(0).toUpperCase() + w.slice(1),
    )
    .join(' ');
}
