/**
 * What a cell is to the pairing: a label, a label-led value, a heading, or a value (and which part of
 * it). Shared by the pairing (pairs.ts) and the runs a value goes on along (runs.ts).
 */
import { type Cell, type Rect, robustRect, type TopIndex, topIndex, wordsIn } from './cells';
import { type CellLabel, firstAlnum, isAllLabelWords, type LabelVocabulary } from './labels';

export type PairingMethod = 'inline' | 'right' | 'below';

/** A slice of a cell: characters [from, to) of its text. */
export interface ValuePart {
  cell: Cell;
  from: number;
  to: number;
  /** The rest of the line above's last word, wrapped alone onto this line: joined to it with no space. */
  restOfWord?: true;
}

export interface PagedCells<F extends string> {
  cells: Cell[];
  labels: Map<Cell, CellLabel<F>[]>;
  vocabulary: LabelVocabulary<F>;
  /** The cells by their top, page by page (layoutCells builds it). */
  byTop?: TopIndex;
}

/**
 * The cells of `page` whose top is in [from, to] (in top order); `rows` widens `from` by the page's
 * tallest cell, for a test on the cells' middles or bottoms.
 */
export function cellsBetween<F extends string>(
  all: PagedCells<F>,
  page: number,
  from: number,
  to: number,
  rows = false,
): Cell[] {
  all.byTop ??= topIndex(all.cells);
  const index = all.byTop;
  return index(page, rows ? from - index.tallest(page) : from, to);
}

/**
 * Where characters [from, to) of `cell` are printed. A slice that starts or ends inside a word (a
 * label and its value OCR read as one word, "Marca/Modelo/Versão:YAMAHA/FAZER") takes the word's
 * width in proportion to its characters: the value's lines below start under the value, not under
 * the label (fuzz-images fresh-a291fd9c #2, a fax: "YS250" under "YAMAHA/FAZER" was left out, and
 * the model read cut, certain).
 */
export function rectOf(cell: Cell, from: number, to: number): Rect {
  const ws = wordsIn(cell, from, to);
  if (!ws.length) return cell.rect;
  const rect = robustRect(ws, cell.pageSize, cell.h);
  const share = (w: (typeof ws)[number], at: number) =>
    (w.box.left + (w.box.width * (at - startOf(cell, w))) / w.text.length) * cell.pageSize.width;
  const first = ws[0] as (typeof ws)[number];
  const last = ws.at(-1) as (typeof ws)[number];
  const l = from > startOf(cell, first) ? share(first, from) : rect.l;
  const r = to < startOf(cell, last) + last.text.length ? share(last, to) : rect.r;
  return l === rect.l && r === rect.r ? rect : { ...rect, l, r };
}

const startOf = (cell: Cell, w: Cell['words'][number]): number =>
  cell.starts[cell.words.indexOf(w)] as number;

export const midY = (r: Rect): number => (r.t + r.b) / 2;

/** A few words without digits closed by ":" at the start of a cell: a label, known or not ("Gravidade:"). */
const UNKNOWN_LABEL = /^[^a-z0-9]*[a-z][a-z ./()-]{0,40}:/;

/** A cell that names something (a label at its start, or words closed by ":"): never a value. */
export function isLabelCell<F extends string>(c: Cell, all: PagedCells<F>): boolean {
  const labels = all.labels.get(c) ?? [];
  if (labels.some((l) => l.start <= firstAlnum(c.folded))) return true;
  const colon = c.folded.indexOf(':');
  // The ":" closes a known label inside the cell: the words before it are a value, not an unknown
  // label's ("Simone Beatriz C.P.F.: 054.858.040-55" beside "Nome do proprietário do veículo:",
  // fresh-3eeca07e#12).
  const known = labels.some((l) => l.start > firstAlnum(c.folded) && l.start <= colon && colon < l.labelEnd);
  if (UNKNOWN_LABEL.test(c.folded) && !known && !/\d/.test(c.folded.slice(0, colon))) return true;
  return /:\s*$/.test(c.folded) && !/\d/.test(c.folded) && c.text.length <= 50;
}

/**
 * A cell that opens with a label but goes on, with no ":", in words that are not labels: "Medidor fixo
 * PERKONS PK-15" beside "Equipamento". Beside or below a bare label, it is that label's value.
 */
export function isLabelLed<F extends string>(c: Cell, all: PagedCells<F>): boolean {
  const [first, second] = all.labels.get(c) ?? [];
  if (!first || first.colon || first.start > firstAlnum(c.folded)) return false;
  const rest = c.folded.slice(first.labelEnd);
  const next = rest.search(/\S/);
  if (next < 0 || (second && second.start === first.labelEnd + next)) return false;
  return !isAllLabelWords(all.vocabulary, rest);
}

/** A section heading: a few capitalised words and nothing else ("DADOS DO CONDUTOR"). */
export function isHeadingCell(c: Pick<Cell, 'text' | 'words'>): boolean {
  const letters = c.text.replace(/[^A-Za-zÀ-ú]/g, '');
  const upper = letters.replace(/[^A-ZÀ-Ý]/g, '').length;
  return (
    letters.length >= 4 &&
    upper >= 0.8 * letters.length &&
    /^[A-Za-zÀ-ú -]+$/.test(c.text) &&
    c.words.length <= 8
  );
}

/** The text of a cell from `from` to `to`, on word boundaries, without separators around it. */
export function part(cell: Cell, from: number, to: number): ValuePart | undefined {
  const slice = cell.text.slice(from, to);
  const lead = slice.match(/^[\s:;.\-–—]*/)?.[0].length ?? 0;
  // A trailing "," stays: the value may go on in the line below ("bloco 2," / "Tijuca").
  const trail = slice.match(/[\s;\-–—]*$/)?.[0].length ?? 0;
  const f = from + lead;
  let t = to - trail;
  // A hyphen right after a word at the end stays with it: a word broken at a line's end goes on in the
  // line below ("Ca-" · "valcanti"; "CEP 47976-" · "013"), where the value's lines are joined (read-hits.ts).
  if (
    cell.text[t] === '-' &&
    /[\p{L}\d]/u.test(cell.text[t - 1] ?? '') &&
    !/\S/.test(cell.text.slice(t + 1, to))
  )
    t += 1;
  // So does a spaced dash at the end of a line of a value that goes on ("… de Trânsito -" · "DETRAN-SP").
  else if (
    /^\s[-–]\s*$/.test(cell.text.slice(t, to)) &&
    to === cell.text.length &&
    /\p{L}/u.test(cell.text[t - 1] ?? '')
  )
    t = to - (cell.text.slice(t, to).length - 2);
  return t > f && /[A-Za-zÀ-ú0-9]/.test(cell.text.slice(f, t)) ? { cell, from: f, to: t } : undefined;
}

/**
 * The whole cell up to its first label (a value cell may hold the next pair after a gap-less run); a
 * label-led cell claimed as a value, up to its next label.
 */
export function valueOfCell<F extends string>(c: Cell, all: PagedCells<F>): ValuePart | undefined {
  const labels = all.labels.get(c) ?? [];
  const first =
    labels.find((l) => l.start > firstAlnum(c.folded)) ?? (labels[0]?.colon ? labels[0] : undefined);
  return part(c, 0, first ? first.start : c.text.length);
}

/**
 * Nothing of `cell`'s page is printed below `bottom` but `cell` itself, and a page follows: the
 * page's last text, which a table's row or a value may go on from over the page break.
 */
export function endsItsPage<F extends string>(all: PagedCells<F>, cell: Cell, bottom: number): boolean {
  return (
    !all.cells.some((c) => c.page === cell.page && c !== cell && c.rect.t > bottom) &&
    all.cells.some((c) => c.page === cell.page + 1)
  );
}

/** The cells of the next page's first line (within half `h` of its top), left to right. */
export function nextPageTop<F extends string>(all: PagedCells<F>, page: number, h: number): Cell[] {
  const next = all.cells.filter((c) => c.page === page + 1);
  const top = Math.min(...next.map((c) => c.rect.t));
  return next.filter((c) => c.rect.t <= top + 0.5 * h).sort((a, b) => a.rect.l - b.rect.l);
}
