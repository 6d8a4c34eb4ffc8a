/**
 * pdf-lib's standard fonts encode WinAnsi (CP-1252) only. All Portuguese letters are in it; for the
 * rest we substitute a look-alike, then the letter without its accent, then "?".
 */
const LOOKALIKE: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '–',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u200b': '',
  '\ufeff': '',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u2190': '<-',
  '\u2713': 'v',
  '\u2022': '•',
  '\u00ad': '',
  '\t': ' ',
};

/** Code points CP-1252 can encode (0x20–0x7E, 0xA0–0xFF, and the 0x80–0x9F extras). */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function isWinAnsi(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || CP1252_EXTRAS.includes(ch);
}

export function toWinAnsi(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFC')) {
    if (isWinAnsi(ch) || ch === '\n') out += ch;
    else if (ch in LOOKALIKE) out += LOOKALIKE[ch];
    else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return out;
}
