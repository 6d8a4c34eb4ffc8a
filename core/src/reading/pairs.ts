/**
 * Label → value pairing by geometry. For each label the candidates for its value, in the order a
 * reader of the form would look: after it in its own cell ("Label: value"), the cell to its right on
 * the same row band (a two-column table; the band is the label's height, so a label wrapped over two
 * lines takes the value centred beside it, not the next row's), and the cell directly below it in its
 * column (label above value; a header row over a row of values). A value that wraps goes on in the cells
 * below it while its row has no label of its own (merged cells).
 */
import { fold } from '../facts/text';
import { buildCells, type Cell, type Rect, robustRect, wordsIn } from './cells';
import { type CellLabel, cellLabels, firstAlnum, isLabelToken, type LabelVocabulary } from './labels';
import { joinWrappedLabels } from './wrap';

export type PairingMethod = 'inline' | 'right' | 'below';

/** A slice of a cell: characters [from, to) of its text. */
export interface ValuePart {
  cell: Cell;
  from: number;
  to: number;
}

export interface ValueCandidate {
  how: PairingMethod;
  /** The parts of its first line (one cell, or more cut apart along the row), then the lines it continues on. */
  parts: ValuePart[];
  /** How many of `parts` are on the first line. */
  firstLine: number;
  /** The widest gap between two parts along a row, in text heights (0 for one cell a line). */
  widestGap: number;
}

/** The widest gap bridged between consecutive parts on one row, in text heights. */
function widestGap(parts: readonly ValuePart[]): number {
  let widest = 0;
  for (let i = 1; i < parts.length; i++) {
    const a = rectOf(
      (parts[i - 1] as ValuePart).cell,
      (parts[i - 1] as ValuePart).from,
      (parts[i - 1] as ValuePart).to,
    );
    const b = rectOf((parts[i] as ValuePart).cell, (parts[i] as ValuePart).from, (parts[i] as ValuePart).to);
    const h = (parts[i] as ValuePart).cell.h;
    if (Math.abs(midY(a) - midY(b)) < 0.5 * h && b.l > a.r) widest = Math.max(widest, (b.l - a.r) / h);
  }
  return widest;
}

export interface LabelHit<F extends string> {
  field: F;
  cell: Cell;
  label: CellLabel<F>;
  /** The label as printed, without its ":". */
  text: string;
  /** Its box in page units. */
  rect: Rect;
  /** It was wrapped over more than one line. */
  wrapped: boolean;
  /**
   * It opens a cell that goes on with other words and no ":" ("Medidor fixo PERKONS…"): a label, or
   * the first word of a value a bare label beside or above it names (read the value first).
   */
  leading: boolean;
  candidates: ValueCandidate[];
}

export interface PagedCells<F extends string> {
  cells: Cell[];
  labels: Map<Cell, CellLabel<F>[]>;
  vocabulary: LabelVocabulary<F>;
}

/** The page's cells (wrapped labels joined) and the labels of each. */
export function layoutCells<F extends string>(
  layout: Parameters<typeof buildCells>[0],
  v: LabelVocabulary<F>,
): PagedCells<F> {
  const cells = joinWrappedLabels(buildCells(layout), v);
  const labels = new Map(cells.map((c) => [c, cellLabels(c, v)]));
  // Where labels open cells, column by column: a label printed too close to the value before it
  // ("LARISSA DOS TEIXEIRA AZEVEDO CPF", the second pair of a row) still begins its own column there.
  const starts = cells.filter((c) => labels.get(c)?.[0]?.start === firstAlnum(c.folded));
  const aligned = (c: Cell, start: number): boolean => {
    const i = c.starts.indexOf(start);
    const word = c.words[i];
    const before = c.words[i - 1];
    if (!word || !before) return false;
    // On the line of the words before it: a word that opens the next line of a wrapped label sits
    // at the column's left edge too, and is the label's own last word ("… e indicação do / condutor").
    const mid = word.box.top + word.box.height / 2;
    if (mid < before.box.top || mid > before.box.top + before.box.height) return false;
    const x = word.box.left * c.pageSize.width;
    const lefts = starts.filter((o) => o !== c && o.page === c.page && Math.abs(o.rect.l - x) < c.h);
    return lefts.length >= 2;
  };
  for (const c of cells)
    labels.set(
      c,
      cellLabels(c, v, (start) => aligned(c, start)),
    );
  return { cells, labels, vocabulary: v };
}

function rectOf(cell: Cell, from: number, to: number): Rect {
  const ws = wordsIn(cell, from, to);
  return ws.length ? robustRect(ws, cell.pageSize, cell.h) : cell.rect;
}

const midY = (r: Rect): number => (r.t + r.b) / 2;

/** A few words without digits closed by ":" at the start of a cell: a label, known or not ("Gravidade:"). */
const UNKNOWN_LABEL = /^[^a-z0-9]*[a-z][a-z ./()-]{0,40}:/;

/** A cell that names something (a label at its start, or words closed by ":"): never a value. */
export function isLabelCell<F extends string>(c: Cell, all: PagedCells<F>): boolean {
  const labels = all.labels.get(c) ?? [];
  if (labels.some((l) => l.start <= firstAlnum(c.folded))) return true;
  if (UNKNOWN_LABEL.test(c.folded) && !/\d/.test(c.folded.slice(0, c.folded.indexOf(':')))) return true;
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
  return !rest
    .trim()
    .split(/\s+/)
    .every((t) => isLabelToken(all.vocabulary, t));
}

/** Can `c` be the value of a label? Not when it names something, unless a bare label claims it. */
const valueCell = <F extends string>(c: Cell, all: PagedCells<F>, bare: boolean): boolean =>
  !isLabelCell(c, all) || (bare && isLabelLed(c, all));

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
function part(cell: Cell, from: number, to: number): ValuePart | undefined {
  const slice = cell.text.slice(from, to);
  const lead = slice.match(/^[\s:;.\-–—]*/)?.[0].length ?? 0;
  // A trailing "," stays: the value may go on in the line below ("bloco 2," / "Tijuca").
  const trail = slice.match(/[\s;\-–—]*$/)?.[0].length ?? 0;
  const f = from + lead;
  const t = to - trail;
  return t > f && /[A-Za-zÀ-ú0-9]/.test(cell.text.slice(f, t)) ? { cell, from: f, to: t } : undefined;
}

/**
 * The whole cell up to its first label (a value cell may hold the next pair after a gap-less run); a
 * label-led cell claimed as a value, up to its next label.
 */
function valueOfCell<F extends string>(c: Cell, all: PagedCells<F>): ValuePart | undefined {
  const labels = all.labels.get(c) ?? [];
  const first =
    labels.find((l) => l.start > firstAlnum(c.folded)) ?? (labels[0]?.colon ? labels[0] : undefined);
  return part(c, 0, first ? first.start : c.text.length);
}

/** The nearest cell to the right of `rect` whose middle is in its row band. */
function rightOf<F extends string>(hit: { cell: Cell; rect: Rect }, all: PagedCells<F>): Cell | undefined {
  const { rect, cell } = hit;
  const h = cell.h;
  let best: Cell | undefined;
  for (const c of all.cells) {
    if (c === cell || c.page !== cell.page || c.rect.l < rect.r - 0.5 * h) continue;
    const y = midY(c.rect);
    if (y < rect.t - 0.3 * h || y > rect.b + 0.3 * h) continue;
    // Of the lines of a value cell beside a label, the first (the rest continue it).
    const nearer = !best || c.rect.l < best.rect.l - h;
    const level = best !== undefined && Math.abs(c.rect.l - best.rect.l) <= h;
    if (nearer || (level && c.rect.t < (best as Cell).rect.t)) best = c;
  }
  return best;
}

/** A label's column: from its left edge (or just before) to where the next label of its row begins. */
interface Column {
  start: number;
  end: number;
}

/** The words of a cell whose left edge is in the column (a row of values read as one run). */
function columnPart(c: Cell, col: Column): ValuePart | undefined {
  const idx = c.words
    .map((w, i) => ({ i, x: w.box.left * c.pageSize.width }))
    .filter((w) => w.x >= col.start && w.x < col.end)
    .map((w) => w.i);
  if (idx.length === 0) return undefined;
  const from = c.starts[idx[0] as number] as number;
  const lastI = idx.at(-1) as number;
  return part(c, from, (c.starts[lastI] as number) + (c.words[lastI]?.text.length ?? 0));
}

/** The nearest cell below the label with words in its column, and those words. */
function belowOf<F extends string>(
  hit: { cell: Cell; rect: Rect },
  col: Column,
  all: PagedCells<F>,
): { cell: Cell; part?: ValuePart } | undefined {
  const { rect, cell } = hit;
  const h = cell.h;
  let best: Cell | undefined;
  for (const c of all.cells) {
    if (c === cell || c.page !== cell.page) continue;
    // Below: its top under the label's middle, its middle under the label's bottom, not too far.
    if (c.rect.t <= midY(rect) || midY(c.rect) < rect.b - 0.2 * h || c.rect.t - rect.b > 2.5 * h) continue;
    // Under the label: starting before the label's end and before the next label's column.
    if (c.rect.l > Math.min(col.end, rect.r + h) || c.rect.r < col.start) continue;
    if (!columnPart(c, col)) continue;
    if (
      !best ||
      c.rect.t < best.rect.t - 0.3 * h ||
      (Math.abs(c.rect.t - best.rect.t) <= 0.3 * h && c.rect.l < best.rect.l)
    )
      best = c;
  }
  return best ? { cell: best, part: columnPart(best, col) } : undefined;
}

/** Where a line of `cell` had to stop: the next cell to its right on its row, else the page's text margin. */
function rightLimit<F extends string>(cell: Cell, all: PagedCells<F>): number {
  let limit = Number.NEGATIVE_INFINITY;
  let next = Number.POSITIVE_INFINITY;
  for (const c of all.cells) {
    if (c.page !== cell.page) continue;
    limit = Math.max(limit, c.rect.r);
    if (c.rect.l > cell.rect.r && Math.abs(midY(c.rect) - midY(cell.rect)) < 0.5 * cell.h)
      next = Math.min(next, c.rect.l);
  }
  return Math.min(limit, next);
}

/**
 * The line of `p` was wrapped before `q`: its line reached the margin, or the first word of `q` would
 * not have fitted in the room left before the next cell (with a gap of about one text height).
 */
function wrapsInto<F extends string>(p: Cell, q: Cell, all: PagedCells<F>): boolean {
  if (p.fullLine) return true;
  const first = q.words[0];
  if (!first) return false;
  const need = first.box.width * q.pageSize.width + 0.3 * p.h;
  return need > rightLimit(p, all) - p.rect.r - 1.2 * p.h;
}

/**
 * `q` lies under an inline value, not under its label: the value starts after the label in its cell
 * and `q` starts right of the label's end (a table cell of label and value OCR read as one run).
 */
function besideInline(first: ValuePart, label: { cell: Cell }, q: Cell): boolean {
  if (first.cell !== label.cell || first.from === 0) return false;
  const valueLeft = rectOf(first.cell, first.from, first.to).l;
  return q.rect.l > label.cell.rect.l + 2 * q.h && Math.abs(q.rect.l - valueLeft) < 1.5 * q.h;
}

/** A gap under this many text heights between two cells of a row leaves a value going on. */
const RUN_GAP = 2.5;

/**
 * The cells a value goes on to along its row: OCR may box the words of one value far enough apart to
 * cut it into cells ("CTB, art." · "218," · "II"). The next cell close to its right, up to `limit`
 * (a column's end), while it is not a label; a value that stopped at a label in its cell goes no further.
 */
function rowRun<F extends string>(first: ValuePart, all: PagedCells<F>, limit: number): ValuePart[] {
  const out: ValuePart[] = [];
  let p = first;
  while (out.length < 8) {
    const end = p.cell.text.replace(/[\s;\-–—]*$/, '').length;
    if (p.to < end) break;
    const pr = p.cell.rect;
    // The value's own text height: a label's words in the same cell may be boxed taller.
    const heights = wordsIn(p.cell, p.from, p.to).map((w) => w.box.height * p.cell.pageSize.height);
    const h = heights.length ? (heights.sort((a, b) => a - b)[heights.length >> 1] as number) : p.cell.h;
    let q: Cell | undefined;
    for (const c of all.cells) {
      if (c.page !== p.cell.page || c === p.cell || c.rect.l < pr.r - 0.3 * h) continue;
      if (c.rect.l - pr.r > RUN_GAP * h || c.rect.l >= limit) continue;
      if (Math.abs(midY(c.rect) - midY(pr)) > 0.5 * h || c.h < 0.75 * h || c.h > 1.33 * h) continue;
      if (!q || c.rect.l < q.rect.l) q = c;
    }
    if (!q || isLabelCell(q, all) || isLabelLed(q, all)) break;
    const next = valueOfCell(q, all);
    if (!next) break;
    out.push(next);
    p = next;
  }
  return out;
}

/**
 * The lines a value goes on to below `first`: left-aligned, close, of the same text size, not a label
 * or a heading, and either the label's column beside it is empty (a value cell of a table) or its
 * line was wrapped (the next line's first word would not have fitted).
 */
function continuation<F extends string>(
  line: readonly ValuePart[],
  label: { cell: Cell },
  how: PairingMethod,
  all: PagedCells<F>,
  limit: number,
): ValuePart[] {
  const out: ValuePart[] = [];
  let p = line[0] as ValuePart;
  /** The last cell of the line: where the line stopped (wrapped or not). */
  let tail = line.at(-1) as ValuePart;
  for (let n = 0; n < 4; n++) {
    const pr = p.cell.rect;
    const h = p.cell.h;
    const left = rectOf(p.cell, p.from, p.to).l;
    const q = all.cells.find(
      (c) =>
        c.page === p.cell.page &&
        c !== label.cell &&
        c.rect.t >= pr.b - 0.3 * h &&
        c.rect.t - pr.b < 0.8 * h &&
        c.h > 0.75 * h &&
        c.h < 1.33 * h &&
        (Math.abs(c.rect.l - left) < 1.5 * h || Math.abs(c.rect.l - pr.l) < 1.5 * h),
    );
    if (!q || isLabelCell(q, all)) break;
    // A heading under a value in its column ends it; a name in capitals beside its label does not.
    if (
      how !== 'right' &&
      isHeadingCell(q) &&
      q.words.some((w) => isLabelToken(all.vocabulary, fold(w.text)))
    )
      break;
    // Beside its label (in the next cell, or in the label's own cell when OCR merged the two), a
    // value goes on in the lines below while the label's column stays empty beside them.
    if (how === 'right' || how === 'inline') {
      const rowHasLabel = all.cells.some(
        (c) =>
          c !== q &&
          c !== label.cell &&
          c.page === q.page &&
          c.rect.r <= q.rect.l + 0.5 * h &&
          c.rect.r > label.cell.rect.l - h &&
          Math.abs(midY(c.rect) - midY(q.rect)) < 0.5 * h,
      );
      if (rowHasLabel) break;
      if (how === 'inline' && !besideInline(line[0] as ValuePart, label, q) && !wrapsInto(tail.cell, q, all))
        break;
    } else if (!wrapsInto(tail.cell, q, all)) break;
    const next = valueOfCell(q, all);
    if (!next) break;
    const run = [next, ...rowRun(next, all, limit)];
    out.push(...run);
    p = next;
    tail = run.at(-1) as ValuePart;
  }
  return out;
}

/** Every label of the layout with its value candidates. */
export function findLabelHits<F extends string>(all: PagedCells<F>): LabelHit<F>[] {
  const hits: LabelHit<F>[] = [];
  for (const cell of all.cells) {
    const labels = all.labels.get(cell) ?? [];
    labels.forEach((label, i) => {
      const next = labels.slice(i + 1).find((l) => l.start >= label.labelEnd);
      const rect = rectOf(cell, label.start, label.labelEnd);
      const hit = { cell, rect };
      const text = cell.text
        .slice(label.start, label.labelEnd)
        .replace(/[\s:.]+$/, '')
        .trim();
      const candidates: ValueCandidate[] = [];
      const add = (how: PairingMethod, first: ValuePart | undefined, limit = Number.POSITIVE_INFINITY) => {
        if (!first) return;
        const line = [first, ...rowRun(first, all, limit)];
        const parts = [...line, ...continuation(line, hit, how, all, limit)];
        candidates.push({ how, parts, firstLine: line.length, widestGap: widestGap(parts) });
      };
      const inline = part(cell, label.labelEnd, next ? next.start : cell.text.length);
      add('inline', inline);
      // A label with nothing after it in its cell: the cell beside or below is its value, even one that
      // opens with a label word ("Medidor fixo…").
      const bare = inline === undefined && next === undefined;
      const r = next === undefined ? rightOf(hit, all) : undefined;
      const rightIsLabel = r !== undefined && !valueCell(r, all, bare);
      if (r && !rightIsLabel) add('right', valueOfCell(r, all));
      // The column: from the label (just after the previous label of a run) to the next label of its row.
      const prev = labels.slice(0, i).at(-1);
      const nextLeft = next
        ? rectOf(cell, next.start, next.end).l
        : rightIsLabel
          ? (r as Cell).rect.l
          : Number.POSITIVE_INFINITY;
      const col = {
        start: rect.l - (prev && prev.labelEnd <= label.start ? 1 : 2) * cell.h,
        end: nextLeft - (Number.isFinite(nextLeft) ? cell.h : 0),
      };
      const b = belowOf(hit, col, all);
      if (b && valueCell(b.cell, all, bare)) add('below', b.part, col.end);
      const wrapped = rect.b - rect.t > 1.6 * cell.h;
      const leading = i === 0 && isLabelLed(cell, all);
      hits.push({ field: label.field, cell, label, text, rect, wrapped, leading, candidates });
    });
  }
  return hits;
}
