/**
 * Cells: the runs of words a page's lines break into at wide gaps (table columns, two pairs on one
 * row) or at drawn rules ("|"). Distances are compared in page units (the page's own width and height),
 * against the height of the text: a gap wider than one text height separates two cells.
 */
import { unionBox } from '../documents/boxes';
import type { Box, DocumentLayout, LayoutLine, LayoutPage, LayoutWord } from '../documents/layout';
import { fold } from '../facts/text';

/** A box in page units: left, top, right, bottom. */
export interface Rect {
  l: number;
  t: number;
  r: number;
  b: number;
}

export interface Cell {
  /** 1-based page. */
  page: number;
  /** The page's size (its units), to measure new boxes. */
  pageSize: { width: number; height: number };
  /** Its words in reading order (a wrapped label's cell holds the words of its lines, top first). */
  words: LayoutWord[];
  /** Character offset of each word in `text`. */
  starts: number[];
  /** Words joined by one space. */
  text: string;
  /** `text` folded (lowercase, no accents), same length: match here, slice `text`. */
  folded: string;
  box: Box;
  rect: Rect;
  /** Height of one line of its text, in page units (median word height). */
  h: number;
  /** 1-based line of the document's text (layoutText) where it starts. */
  line: number;
  /** Its line reaches the right margin of the page's text: what follows below may continue it. */
  fullLine: boolean;
  /** It was cut from the cell before it where a column of the table starts (splitAtColumns): a value never runs into it. */
  columnStart?: boolean;
}

/** A gap wider than this many text heights separates two cells. */
export const CELL_GAP = 1.0;
/**
 * A gap of up to this many character widths is a space between words: a monospaced face (Courier, a
 * fax's or a printer's type) spaces its words a whole character apart, more than a text height.
 */
const WORD_SPACES = 1.5;

/** The least gap, in text heights, between the fragments of one line: nearer, they are one word's pieces. */
const MIN_FRAGMENT_GAP = 0.25;

/** What a stop's or a comma's glyph leaves blank of a monospaced character cell, in advances. */
const PUNCTUATION_BLANK = 0.6;

/** The line's median character width: its words' widths over their lengths. */
function advance(words: readonly LayoutWord[], page: LayoutPage): number {
  const widths = words
    .filter((w) => w.text.length >= 2)
    .map((w) => (w.box.width * page.width) / w.text.length);
  return widths.length ? median(widths) : 0;
}

/** Words that are drawn table rules, not text. */
const RULE = /^[|¦]+$/;

export const toRect = (b: Box, page: { width: number; height: number }): Rect => ({
  l: b.left * page.width,
  t: b.top * page.height,
  r: (b.left + b.width) * page.width,
  b: (b.top + b.height) * page.height,
});

/**
 * The rect of `words`, leaving out of its height the words OCR boxed more than 1.5 text heights tall
 * (a speck or a rule joined to a letter), unless all of them are.
 */
export function robustRect(
  words: readonly LayoutWord[],
  page: { width: number; height: number },
  h: number,
): Rect {
  const normal = words.filter((w) => w.box.height * page.height <= 1.5 * h);
  const v = normal.length ? normal : words;
  return {
    l: Math.min(...words.map((w) => w.box.left * page.width)),
    t: Math.min(...v.map((w) => w.box.top * page.height)),
    r: Math.max(...words.map((w) => (w.box.left + w.box.width) * page.width)),
    b: Math.max(...v.map((w) => (w.box.top + w.box.height) * page.height)),
  };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** A cell of `words` (in reading order) on `page`. */
export function makeCell(
  words: LayoutWord[],
  page: Pick<LayoutPage, 'number' | 'width' | 'height'>,
  line: number,
  fullLine: boolean,
): Cell {
  const starts: number[] = [];
  let text = '';
  for (const w of words) {
    if (text) text += ' ';
    starts.push(text.length);
    text += w.text;
  }
  const box = unionBox(words.map((w) => w.box));
  const h = Math.max(1e-6, median(words.map((w) => w.box.height * page.height)));
  return {
    page: page.number,
    pageSize: { width: page.width, height: page.height },
    words,
    starts,
    text,
    folded: fold(text),
    box,
    rect: robustRect(words, page, h),
    h,
    line,
    fullLine,
  };
}

/**
 * A "|" set as tight between two words as a letter is (a "J" or "I" OCR misread), not a drawn rule,
 * which has a cell's padding on both sides: it stays in the text, so the value reads as doubtful
 * rather than cut in two.
 */
function letterLike(
  w: LayoutWord,
  before: LayoutWord | undefined,
  after: LayoutWord | undefined,
  page: LayoutPage,
  h: number,
): boolean {
  if (!before || !after) return false;
  const gapBefore = (w.box.left - before.box.left - before.box.width) * page.width;
  const gapAfter = (after.box.left - w.box.left - w.box.width) * page.width;
  return gapBefore < 0.6 * h && gapAfter < 0.6 * h;
}

/**
 * `w` starts inside the word before it by a few letters: a cell's text run past its edge into the next
 * cell, drawn over that cell's own first word ("LOCAL (RODOVIA/KM/MUNICÍPIO)" over "Eustáquio,", fuzz
 * fresh-4ca3dcda #3, Chromium: the place was read "Rua Padre", the rest of it taken for the label's).
 * Print never sets a word over the one before it; the two are two cells. Not a box OCR drew over
 * several words or over the same print twice (the overlap is most of the narrower word then).
 */
function drawnOver(before: LayoutWord, w: LayoutWord, page: LayoutPage, h: number): boolean {
  // A label closed by ":" with its value drawn up to it is "Label: value", one cell (text-layer joins
  // in pdf.ts keep the same exception): split, the value's lines under the label were lost ("EQUIPAMENTO
  // UTILIZADO:" over "Radar fixo", fuzz fresh-270c9b3d #22, pdf-lib: the meter read without "Radar fixo",
  // certain).
  if (/:$/.test(before.text)) return false;
  const overlap = (before.box.left + before.box.width - w.box.left) * page.width;
  const narrower = Math.min(before.box.width, w.box.width) * page.width;
  if (overlap <= 0.2 * h || w.box.left <= before.box.left) return false;
  // A text layer's boxes are its glyphs': another word over a word is another text, however far it
  // reaches ("(RODOVIA/KM/MUNICÍPIO)" over the whole of "do" and "nº", the value's second line: fuzz
  // fresh-39acd68e #34, Chromium, the place read "Rua Padre Eustáquio, altura"). Not the same word
  // drawn twice a hair apart (a faked bold).
  if (before.confidence === 1 && w.confidence === 1 && before.text !== w.text) return true;
  return overlap < 0.25 * narrower;
}

/** Two words of a run whose middles are this many text heights apart are on two lines. */
export const OFF_LINE = 0.35;

function lineCells(line: LayoutLine, page: LayoutPage, lineNo: number, marginRight: number): Cell[] {
  const runs: LayoutWord[][] = [];
  const h = median(line.words.map((w) => w.box.height * page.height));
  const gap = Math.max(CELL_GAP * h, WORD_SPACES * advance(line.words, page));
  let run: LayoutWord[] = [];
  let prevRight = Number.NEGATIVE_INFINITY;
  let prevMid = 0;
  let prevH = 0;
  const words = line.words.filter((w) => w.text.trim());
  words.forEach((w, i) => {
    const text = w.text.trim();
    if (RULE.test(text) && !letterLike(w, words[i - 1], words[i + 1], page, h)) {
      if (run.length) runs.push(run);
      run = [];
      prevRight = Number.NEGATIVE_INFINITY;
      return;
    }
    const left = w.box.left * page.width;
    const mid = (w.box.top + w.box.height / 2) * page.height;
    const wh = w.box.height * page.height;
    // A word half a line off the one before, boxed as tall, is another column's line that the line's
    // grouping took in (LibreOffice's cells set their lines at their own height: "…Cardoso" ·
    // "Mariana,"). (OCR boxes a comma or an x-height word shorter, and lower: no such sign.)
    const offLine = Math.abs(wh - prevH) < 0.15 * h && Math.abs(mid - prevMid) > OFF_LINE * h;
    const prev = run.at(-1);
    // After a word ending in a stop or a comma, the space is wider by the blank of that glyph's cell,
    // most of a character in a monospaced face ("AV." | "GETÚLIO", "VARGAS," | "2573,": a fax's
    // Courier line cut at every comma, fuzz-images fresh-d9abc99c #2).
    // (A text layer's box is the glyph's advance, blank included.)
    const wide =
      prev && prev.confidence < 1 && /[.,;]$/.test(prev.text)
        ? gap + PUNCTUATION_BLANK * advance(line.words, page)
        : gap;
    if (run.length && (left - prevRight > wide || offLine || drawnOver(prev as LayoutWord, w, page, h))) {
      runs.push(run);
      run = [];
    }
    run.push(text === w.text ? w : { ...w, text });
    prevRight = (w.box.left + w.box.width) * page.width;
    prevMid = mid;
    prevH = wh;
  });
  if (run.length) runs.push(run);
  // A run of stray marks (":" or "-" read from a rule or a speck) carries nothing.
  const kept = runs.filter((words) => words.some((w) => /[A-Za-zÀ-ú0-9]/.test(w.text)));
  return kept.map((words, i) => {
    const last = i === kept.length - 1;
    const r = (words.at(-1) as LayoutWord).box;
    const full = last && (r.left + r.width) * page.width >= marginRight - 3 * h;
    return makeCell(words, page, lineNo, full);
  });
}

/** Every cell of a layout, page by page, top to bottom. Line numbers follow layoutText. */
export function buildCells(layout: DocumentLayout): Cell[] {
  const out: Cell[] = [];
  let lineNo = 0;
  for (const page of layout.pages) {
    const marginRight = Math.max(0, ...page.lines.map((l) => (l.box.left + l.box.width) * page.width));
    const cells: Cell[] = [];
    for (const line of page.lines) {
      lineNo++;
      cells.push(...lineCells(line, page, lineNo, marginRight));
    }
    out.push(...joinLineFragments(cells, page));
    lineNo++; // the blank line between pages
  }
  return out;
}

/**
 * Cells of two lines set on one baseline, the second beginning a word space after the first ends:
 * one printed line that OCR cut in two lines ("Vargas," | "nº. 2532,", "Art." | "218, II do" in a
 * box of a fax, tesseract's lines 1 px apart: fuzz-images fresh-d9abc99c #2, the place read "Av.
 * Getúlio"). Joined, as lineCells would have joined them on one line; nothing of either line lies
 * between them.
 */
function joinLineFragments(cells: Cell[], page: LayoutPage): Cell[] {
  // A text layer's lines are the producer's own: only OCR's are cut where print is not.
  const ocred = (c: Cell) => c.words.some((w) => w.confidence < 1);
  const list = [...cells];
  const between = (c: Cell, l: number, r: number) => c.rect.r > l && c.rect.l < r;
  for (let i = 0; i < list.length; i++) {
    const a = list[i] as Cell;
    const aMid = (a.rect.t + a.rect.b) / 2;
    const j = list.findIndex((b) => {
      if (b === a || b.line === a.line || !ocred(a) || !ocred(b)) return false;
      const h = Math.min(a.h, b.h);
      if (Math.abs(a.h - b.h) > 0.3 * Math.max(a.h, b.h)) return false;
      if (Math.abs((b.rect.t + b.rect.b) / 2 - aMid) > OFF_LINE * h) return false;
      const words = [...a.words, ...b.words];
      const space = Math.max(CELL_GAP * h, WORD_SPACES * advance(words, page));
      const gap = b.rect.l - a.rect.r;
      const most = /[.,;]$/.test(a.words.at(-1)?.text ?? '')
        ? space + PUNCTUATION_BLANK * advance(words, page)
        : space;
      // (Pieces of one word touch: runs.ts touchingPieces joins them with no space.)
      if (gap < MIN_FRAGMENT_GAP * h || gap > most) return false;
      return !list.some(
        (c) =>
          c !== a &&
          c !== b &&
          ((c.line === a.line && between(c, a.rect.r, b.rect.r)) ||
            (c.line === b.line && between(c, a.rect.l, b.rect.l))),
      );
    });
    if (j < 0) continue;
    const b = list[j] as Cell;
    list[i] = makeCell([...a.words, ...b.words], page, Math.min(a.line, b.line), b.fullLine);
    list.splice(j, 1);
    if (j < i) i--;
    i--; // the joined cell may go on into a third fragment
  }
  return list;
}

/** The cell's words from character `from` to `to` (any word overlapping the range). */
export function wordsIn(cell: Cell, from: number, to: number): LayoutWord[] {
  return cell.words.filter((w, i) => {
    const s = cell.starts[i] as number;
    return s < to && s + w.text.length > from;
  });
}

/** Words of `cell` as its folded tokens (trailing ':' and punctuation kept). */
export const tokensOf = (cell: Cell): string[] => cell.words.map((w) => fold(w.text));

/** Every line of a layout as one cell (no gap splitting): the reader's view of running text. */
export function buildLineCells(layout: DocumentLayout): Cell[] {
  const out: Cell[] = [];
  let lineNo = 0;
  for (const page of layout.pages) {
    for (const line of page.lines) {
      lineNo++;
      const words = line.words.filter((w) => w.text.trim() && !RULE.test(w.text.trim()));
      if (words.length) out.push(makeCell(words, page, lineNo, false));
    }
    lineNo++;
  }
  return out;
}

/**
 * The cells of a page whose top is in [from, to], found by bisection in cells sorted by top: the
 * geometry's "the cell just below", "the cells of this row" without a scan of every cell of the
 * document for each one. A row's query widens `from` by the page's tallest cell and filters.
 */
export interface TopIndex {
  (page: number, from: number, to: number): Cell[];
  /** The tallest cell of the page (a row's query starts this far above). */
  tallest(page: number): number;
}

export function topIndex(cells: readonly Cell[]): TopIndex {
  const pages = new Map<number, { list: Cell[]; tallest: number }>();
  for (const c of cells) {
    const p = pages.get(c.page) ?? { list: [], tallest: 0 };
    pages.set(c.page, p);
    p.list.push(c);
    p.tallest = Math.max(p.tallest, c.rect.b - c.rect.t);
  }
  for (const p of pages.values()) p.list.sort((a, b) => a.rect.t - b.rect.t);
  const query = (page: number, from: number, to: number): Cell[] => {
    const list = pages.get(page)?.list;
    if (!list) return [];
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const m = (lo + hi) >> 1;
      if ((list[m] as Cell).rect.t < from) lo = m + 1;
      else hi = m;
    }
    const out: Cell[] = [];
    for (let i = lo; i < list.length && (list[i] as Cell).rect.t <= to; i++) out.push(list[i] as Cell);
    return out;
  };
  return Object.assign(query, { tallest: (page: number) => pages.get(page)?.tallest ?? 0 });
}

/**
 * The most a word space is taken to be, in text heights, where a cell's line has none to measure: a
 * LibreOffice table's padding is about one space, and a gap of 1.5 of its spaces at a column's edge is
 * a cut ("74916847/2023-62" | "responsável").
 */
const MAX_ASSUMED_SPACE = 0.45;
/**
 * Where a page's spaces of this size are a character wide, the face is monospaced (Courier, a fax's
 * or a printer's type: its space is a whole advance, about a text height on a capitals' line), and
 * the page's own space is the space, uncapped: capped, a name's word space read as a column's edge
 * where a word of the line below happened to start on the same character of the grid ("MENDES" |
 * "AZEVEDO", fuzz-images fresh-d9abc99c #2, a fax: the owner read without his last name, CERTAIN). A
 * proportional face's space is half its advance or less.
 */
const MONOSPACED_SPACE = 0.85;

function assumedSpace(pageSpace: number | undefined, cell: Cell): number {
  if (pageSpace === undefined) return 0;
  const page = { width: cell.pageSize.width, height: cell.pageSize.height } as LayoutPage;
  const adv = advance(cell.words, page);
  // (OCR's: a text layer's boxes are advances, its space a third of a text height or more whatever
  // the face, and MAX_ASSUMED_SPACE is measured on them.)
  const ocr = cell.words.some((w) => w.confidence < 1);
  return ocr && adv > 0 && pageSpace >= MONOSPACED_SPACE * adv
    ? pageSpace
    : Math.min(pageSpace, MAX_ASSUMED_SPACE * cell.h);
}

/** A gap this many times the line's word space, where a column starts on a line near it, cuts a cell… */
const COLUMN_SPACES = 1.6;
/** …or this many, where columns start there on two other lines. */
const ALIGNED_COLUMN_SPACES = 1.3;

/**
 * A cell split where one of its words starts where a cell of the line above or below starts, after
 * a gap wider than a word space: a table drawn with tight padding ("(RODOVIA/KM/MUNICÍPIO) sentido
 * centro": a label cell's second line run into its value cell's, "sentido" under "Rua Augusta…").
 */
export function splitAtColumns(cells: readonly Cell[]): Cell[] {
  // A cut shows a column's edge on one more line, which may cut the cells of the lines near it.
  let current = splitOnce(cells);
  for (let pass = 0; pass < 2; pass++) {
    const next = splitOnce(current);
    if (next.length === current.length) break;
    current = next;
  }
  return current;
}

/** The gaps between the words of a cell, in page units. */
function wordGaps(cell: Cell): number[] {
  return cell.words.slice(1).map((w, i) => {
    const prev = cell.words[i] as LayoutWord;
    return (w.box.left - prev.box.left - prev.box.width) * cell.pageSize.width;
  });
}

/**
 * A line of one cell centred on the page, a title: where it starts marks no column ("Notificação de
 * Instauração de Processo…" starting where "administrativo" did in "Processo administrativo", a
 * line below: fuzz fresh-78161db0 #37, LibreOffice: the label cut, the process unread).
 */
function centredAlone(o: Cell, lines: ReadonlyMap<number, Cell[]>, near: readonly Cell[]): boolean {
  return (lines.get(o.line)?.length ?? 0) <= 1 && centredOnPage(o) && !stacked(o, near);
}

/**
 * Another line near `o` holds a cell of its very edges, left and right: a narrow column's lines that
 * happen to lie mid-page ("20/07" · "/2023" · "18/07" · "/2024", a period broken in a LibreOffice
 * table's narrow cell: fuzz fresh-a0ec61e1 #4, its label unread), not a title's, whose centred lines
 * differ in length.
 */
function stacked(o: Cell, near: readonly Cell[]): boolean {
  const e = 0.25 * o.h;
  return near.some(
    (q) =>
      q !== o && q.line !== o.line && Math.abs(q.rect.l - o.rect.l) < e && Math.abs(q.rect.r - o.rect.r) < e,
  );
}

/** The cell's middle is the page's, within a text height: a title's, a page number's. */
export const centredOnPage = (c: Cell): boolean =>
  Math.abs((c.rect.l + c.rect.r) / 2 - c.pageSize.width / 2) < c.h;

/**
 * A text layer's type changes at gap `k` (a label in 8.5 points, its value in 9), and the gap is wider
 * than the word spaces of the type on either side: a label and its value, two cells, though the box
 * was too narrow for the usual padding ("Nome do proprietário do" | "MARCOS CRISTINA…", 0.83 of a text
 * height apart: fuzz fresh-60725b56 #21, Chromium, the owner's name unread). OCR's heights are ink's,
 * which differ word to word: no sign there.
 */
function typeChangesAt(cell: Cell, gaps: readonly number[], k: number, aligned: readonly Cell[]): boolean {
  const words = cell.words;
  if (!words.every((w) => w.confidence === 1)) return false;
  const hOf = (i: number) => (words[i] as LayoutWord).box.height;
  const [hb, ha] = [hOf(k), hOf(k + 1)];
  if (Math.abs(hb - ha) <= TYPE_CHANGE * Math.max(hb, ha)) return false;
  const spacesOf = (typeH: number, from: number, to: number) =>
    gaps.slice(from, to).filter((_, j) => {
      const i = from + j;
      return (
        Math.abs(hOf(i) - typeH) <= TYPE_CHANGE * typeH && Math.abs(hOf(i + 1) - typeH) <= TYPE_CHANGE * typeH
      );
    });
  const sides = [...spacesOf(hb, 0, k), ...spacesOf(ha, k + 1, gaps.length)];
  const gap = gaps[k] as number;
  if (sides.length >= 2) return gap > TYPE_CHANGE_SPACES * Math.max(...sides);
  // Too few spaces to measure it against: the word after the gap starts a line of the column above or
  // below in its very type, and the gap is no narrower than a space — a wrapped label's second line
  // set a space after its neighbour's value ("SANTOS SOUZA" | "condutor" under "THIAGO DOS" | "CPF
  // do", 0.73 of a text height after spaces of 0.68: fuzz fresh-c14f3ba4 #26, Chromium, URW Bookman,
  // the driver's name read "THIAGO DOS SANTOS SOUZA condutor").
  const after = words[k + 1] as LayoutWord;
  const h = cell.h;
  return (
    sides.every((sp) => gap >= sp) &&
    aligned.some((o) => {
      const w = o.words[0];
      return (
        w !== undefined &&
        Math.abs(o.rect.l - after.box.left * cell.pageSize.width) < 0.1 * h &&
        Math.abs(w.box.height - ha) <= SAME_TYPE * ha
      );
    })
  );
}

/** Heights this close (a fraction) are one type: a text layer's boxes of one font and size are equal. */
const SAME_TYPE = 0.01;

/** Heights this far apart (a fraction of the taller) are two sizes of type. */
const TYPE_CHANGE = 0.04;
/** Where the type changes, a gap this many times the widest space of either type is a cell's edge. */
const TYPE_CHANGE_SPACES = 1.2;

function splitOnce(cells: readonly Cell[]): Cell[] {
  const out: Cell[] = [];
  const index = topIndex(cells);
  // Each line's word spaces: a cell of two words has no space of its own to measure its gap against.
  const lines = new Map<number, Cell[]>();
  for (const c of cells) {
    const line = lines.get(c.line);
    if (line) line.push(c);
    else lines.set(c.line, [c]);
  }
  const lineSpaces = (cell: Cell) =>
    (lines.get(cell.line) ?? []).flatMap((c) => (c === cell ? [] : wordGaps(c)));
  // …and where its line has none either, the word space of the page's text of its size, up to
  // MAX_ASSUMED_SPACE: a face's space may be near half a text height (DejaVu Sans 0.49, URW Bookman
  // 0.53), and at the 0.3 assumed a word space after it read as a column's edge ("Irmãos" | "Ltda",
  // the line's start under it a wrapped value's "710": fuzz fresh-e5791197 #12, Chromium, the owner
  // "Distribuidora Três Irmãos" CERTAIN; "JEEP/RENEGADE" | "LNGTD", fresh-9bff5258 #14).
  const pageSpaces = new Map<number, { h: number; gap: number }[]>();
  const sizeSpace = (cell: Cell): number | undefined => {
    let list = pageSpaces.get(cell.page);
    if (!list) {
      list = cells
        .filter((c) => c.page === cell.page && c.words.length >= 3)
        .flatMap((c) =>
          wordGaps(c)
            .filter((g) => g < 1.2 * c.h)
            .map((gap) => ({ h: c.h, gap })),
        );
      pageSpaces.set(cell.page, list);
    }
    const same = list
      .filter((x) => Math.abs(x.h - cell.h) < 0.1 * cell.h)
      .map((x) => x.gap)
      .sort((a, b) => a - b);
    return same.length >= 5 ? (same[same.length >> 1] as number) : undefined;
  };
  for (const cell of cells) {
    if (cell.words.length < 2) {
      out.push(cell);
      continue;
    }
    const { width, height } = cell.pageSize;
    const h = cell.h;
    const mid = (cell.rect.t + cell.rect.b) / 2;
    const near = index(cell.page, mid - 4.2 * h - index.tallest(cell.page), mid + 4.2 * h).filter(
      (o) =>
        o !== cell &&
        o.line !== cell.line &&
        Math.abs((o.rect.t + o.rect.b) / 2 - (cell.rect.t + cell.rect.b) / 2) < 4.2 * h,
    );
    const gaps = wordGaps(cell);
    const cuts: number[] = [];
    gaps.forEach((gap, k) => {
      // Wider than the line's own word spaces (a monospaced face's are a whole character: 0.6 em).
      const others = gaps.filter((_, j) => j !== k).sort((a, b) => a - b);
      // A cell of two words has none: its line's other cells' spaces show a word space for what it is
      // ("Velocidade regulamentada" beside "Velocidade considerada", fresh-bc3e4155 #7, LibreOffice:
      // not cut at the edge of a column above).
      if (!others.length) {
        const line = lineSpaces(cell).sort((a, b) => a - b);
        if (line.length && gap <= 1.15 * (line[line.length >> 1] as number)) return;
      }
      const space = others.length
        ? (others[others.length >> 1] as number)
        : Math.max(0.3 * h, assumedSpace(sizeSpace(cell), cell));
      const left = (cell.words[k + 1] as LayoutWord).box.left * width;
      const alignedCells = near.filter(
        (o) => Math.abs(o.rect.l - left) < 0.25 * h && !centredAlone(o, lines, near),
      );
      const aligned = new Set(alignedCells.map((o) => o.line));
      if (aligned.size > 0 && typeChangesAt(cell, gaps, k, alignedCells)) {
        cuts.push(k + 1);
        return;
      }
      if (gap < 0.35 * h || (gap < ALIGNED_COLUMN_SPACES * space && gap <= (others.at(-1) ?? 0))) return;
      // A column whose cells start on two other lines is drawn there: a narrower gap is its padding
      // ("Departamento de" | "Data de" over "instauração do" · "processo:", both at the column's edge).
      const needed = aligned.size >= 2 ? ALIGNED_COLUMN_SPACES : COLUMN_SPACES;
      // …or, there, any gap wider than every word space of its line: a LibreOffice table's padding
      // is about one space ("Data de emissão" | "até" beside "Defesa" · "prévia").
      const widest = others.at(-1);
      const wider = aligned.size >= 2 && widest !== undefined && gap > widest + 0.05 * h;
      if (aligned.size > 0 && (gap >= needed * space || wider)) cuts.push(k + 1);
    });
    if (!cuts.length) {
      out.push(cell);
      continue;
    }
    const page = { number: cell.page, width, height };
    let from = 0;
    for (const at of [...cuts, cell.words.length]) {
      const part = makeCell(
        cell.words.slice(from, at),
        page,
        cell.line,
        at === cell.words.length && cell.fullLine,
      );
      out.push(from > 0 || cell.columnStart ? { ...part, columnStart: true } : part);
      from = at;
    }
  }
  return out;
}

/**
 * Every word of `o` is already a word of the label `label`: a label never says a word twice, so `o`
 * is the next row's label ("Placa/UF" over "UF", fresh-0f46f90b#25), not the rest of `label`.
 */
export function repeatsWordsOf(o: Cell, label: Cell): boolean {
  const words = (c: Cell) => c.folded.split(/[^a-z0-9]+/).filter(Boolean);
  const mine = new Set(words(label));
  const theirs = words(o);
  return theirs.length > 0 && theirs.every((w) => mine.has(w));
}
