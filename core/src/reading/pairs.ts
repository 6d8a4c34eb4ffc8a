/**
 * Label → value pairing by geometry. For each label the candidates for its value, in the order a
 * reader of the form would look: after it in its own cell ("Label: value"), the cell to its right on
 * the same row band (a two-column table; the band is the label's height, so a label wrapped over two
 * lines takes the value centred beside it, not the next row's), and the cell directly below it in its
 * column (label above value; a header row over a row of values). A value that wraps goes on in the cells
 * below it while its row has no label of its own (merged cells).
 */
import type { LayoutWord } from '../documents';
import { buildCells, type Cell, centredOnPage, type Rect, splitAtColumns, topIndex } from './cells';
import {
  cellsBetween,
  endsItsPage,
  isHeadingCell,
  isLabelCell,
  isLabelLed,
  midY,
  nextPageTop,
  type PagedCells,
  type PairingMethod,
  part,
  rectOf,
  type ValuePart,
  valueOfCell,
} from './cell-kinds';
import { type CellLabel, cellLabels, firstAlnum, isOtherLabelText, type LabelVocabulary } from './labels';
import { continuation, rowRun, widestGap } from './runs';
import { colonLabel, isLabelSlot, isRowLabelSlot, slotLabel } from './label-slots';
import { withLabelWordsMended } from './ocr-labels';
import { continuesInlineValue, joinWrappedLabels, splitAtWrappedLabels } from './wrap';

export * from './cell-kinds';

export interface ValueCandidate {
  how: PairingMethod;
  /** The parts of its first line (one cell, or more cut apart along the row), then the lines it continues on. */
  parts: ValuePart[];
  /** How many of `parts` are on the first line. */
  firstLine: number;
  /** The widest gap between two parts along a row, in text heights (0 for one cell a line). */
  widestGap: number;
  /**
   * Read from the top of a value centred on its label (linesAbove): the lines above its first were
   * looked at and are another row's.
   */
  centred?: true;
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

/** The page's cells (wrapped labels joined) and the labels of each. */
export function layoutCells<F extends string>(
  layout: Parameters<typeof buildCells>[0],
  v: LabelVocabulary<F>,
): PagedCells<F> {
  const cells = joinWrappedLabels(
    splitAtWrappedLabels(
      splitAtColumns(buildCells(layout)).map((c) => withLabelWordsMended(c, v)),
      v,
    ),
    v,
  );
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
  const index = topIndex(cells);
  /**
   * A label ending its cell where the cell beside begins a block of a value's lines, at one left edge
   * ("Placa do veículo APO-0296 Modelo do veículo" | "RENAULT/" · "SANDERO" · "EXP 10": the value's
   * column cut the row there): the label of that value, the second pair of its row.
   */
  // The block may be level with the label's line or centred on it ("08/04/" · "2024" beside "Data
  // limite para apresentação de defesa", LibreOffice: the label's line between the value's two).
  const besideBlock = (c: Cell, start: number): boolean => {
    if (c.starts.indexOf(start) < 1) return false;
    const mid = (c.rect.t + c.rect.b) / 2;
    return index(c.page, c.rect.t - 2 * c.h, c.rect.b + 2 * c.h).some(
      (beside) =>
        beside !== c &&
        beside.rect.l >= c.rect.r &&
        beside.rect.l - c.rect.r < 1.5 * c.h &&
        Math.abs(midY(beside.rect) - mid) < c.h &&
        index(c.page, beside.rect.t - 2 * c.h, beside.rect.b + 2 * c.h).some(
          (o) =>
            o !== beside &&
            Math.abs(o.rect.l - beside.rect.l) < 0.3 * c.h &&
            (Math.abs(o.rect.b - beside.rect.t) < 0.6 * c.h ||
              Math.abs(o.rect.t - beside.rect.b) < 0.6 * c.h) &&
            (Math.abs(midY(beside.rect) - mid) < 0.5 * c.h ||
              Math.abs((midY(beside.rect) + midY(o.rect)) / 2 - mid) < 0.5 * c.h),
        ),
    );
  };
  /**
   * A label ending its cell, after other words, where the nearest cell to its right on its row is a
   * whole value of its field, check digits and all ("MÁRCIO HENRIQUE C.P.F." | "783.132.723-17",
   * pdf-lib's columns: the label drawn a word space after the first line of the value before it,
   * fuzz fresh-51a4f2ac #24, fresh-1cad75ae #33): the label of that value.
   */
  const besideValue = (c: Cell, start: number, field: F): boolean => {
    if (c.starts.indexOf(start) < 1 || !v.isWholeValue) return false;
    const mid = midY(c.rect);
    let beside: Cell | undefined;
    // Level with it, or centred on it and the label's second line below ("26/05/202 Valor" · "3
    // original" | "R$ 880,41", LibreOffice's cells centring their text: fuzz fresh-cfcc21e1 #32).
    for (const o of index(c.page, c.rect.t - c.h, c.rect.b + c.h))
      if (
        o !== c &&
        o.rect.l >= c.rect.r &&
        midY(o.rect) - mid > -0.5 * c.h &&
        midY(o.rect) - mid < 0.8 * c.h &&
        (!beside || o.rect.l < beside.rect.l)
      )
        beside = o;
    if (!beside) return false;
    // Its text up to a label of its own ("77.871.747/0001-40 Endereço").
    const next = Math.min(
      beside.folded.length,
      ...v
        .match(beside.folded)
        .map((m) => m.start)
        .filter((x) => x > 0),
    );
    return v.isWholeValue(field, beside.folded.slice(0, next).trim());
  };
  for (const c of cells)
    labels.set(
      c,
      cellLabels(
        c,
        v,
        (start, field) => aligned(c, start) || besideBlock(c, start) || besideValue(c, start, field),
      ),
    );
  for (const c of cells) {
    const slot =
      isLabelSlot(c, cells, labels) || isRowLabelSlot(c, cells, labels)
        ? slotLabel(c, v)
        : colonLabel(c, labels, v);
    if (slot) labels.set(c, [slot]);
  }
  // A "Label: value"'s next line names nothing, whatever its words spell ("condutor de" under "…: Deixar o").
  for (const c of cells) if (labels.get(c)?.length && continuesInlineValue(c, index, v)) labels.set(c, []);
  return { cells, labels, vocabulary: v };
}

/** Can `c` be the value of a label? Not when it names something, unless a bare label claims it. */
const valueCell = <F extends string>(c: Cell, all: PagedCells<F>, bare: boolean): boolean =>
  !isLabelCell(c, all) || (bare && isLabelLed(c, all));

/** `c` holds labels of `field` only, none with a ":": maybe a value's first word (see the uses). */
function onlyOwnLabels<F extends string>(c: Cell, field: F, all: PagedCells<F>): boolean {
  const labels = all.labels.get(c) ?? [];
  return labels.length > 0 && labels.every((l) => l.field === field && !l.colon);
}

/** `c` is nothing but a label of `field` and a value goes on from it along its row. */
function opensValueOf<F extends string>(c: Cell, field: F, all: PagedCells<F>): boolean {
  if (!onlyOwnLabels(c, field, all)) return false;
  const first = part(c, 0, c.text.length);
  return first !== undefined && rowRun(first, all, Number.POSITIVE_INFINITY).length > 0;
}

/** …or a word or two of them, a value going on below it (see its use). */
const opensValueBelow = <F extends string>(c: Cell, field: F, all: PagedCells<F>): boolean =>
  onlyOwnLabels(c, field, all) && c.words.length <= 2;

/**
 * Where the label in `rect` ends on the row of `c`: the right edge of its words level with `c`. A label
 * wrapped over two lines may run its second line past its cell's edge, over the value beside its first
 * ("LOCAL" over "(RODOVIA/KM/MUNICÍPIO)", that line reaching under "Rua Padre": fuzz fresh-4ca3dcda #3).
 */
function labelRightOn(cell: Cell, rect: Rect, c: Cell): number {
  const { width, height } = cell.pageSize;
  const y = midY(c.rect);
  let right = Number.NEGATIVE_INFINITY;
  for (const w of cell.words) {
    const l = w.box.left * width;
    const r = l + w.box.width * width;
    const t = w.box.top * height;
    const b = t + w.box.height * height;
    if (l >= rect.l - 1 && r <= rect.r + 1 && t <= y && b >= y) right = Math.max(right, r);
  }
  return Number.isFinite(right) ? right : rect.r;
}

/** The nearest cell to the right of `rect` whose middle is in its row band. */
function rightOf<F extends string>(hit: { cell: Cell; rect: Rect }, all: PagedCells<F>): Cell | undefined {
  const { rect, cell } = hit;
  const h = cell.h;
  let best: Cell | undefined;
  for (const c of all.cells) {
    if (c === cell || c.page !== cell.page || c.rect.l < labelRightOn(cell, rect, c) - 0.5 * h) continue;
    const y = midY(c.rect);
    if (y < rect.t - 0.5 * h || y > rect.b + 0.5 * h) continue;
    // Of the lines of a value cell beside a label, the first (the rest continue it).
    const nearer = !best || c.rect.l < best.rect.l - h;
    const level = best !== undefined && Math.abs(c.rect.l - best.rect.l) <= h;
    if (nearer || (level && c.rect.t < (best as Cell).rect.t)) best = c;
  }
  return best;
}

/**
 * The cell found beside a label is the rest of the line below it: on that line's row, a word space or
 * two after it ("Rua das Acácias," · "nº 3449, sentido bairro" under a label OCR boxed tall, reaching
 * down to that line). Read from beside, the value would lose its first words.
 */
function continuesLineBelow(beside: Cell, below: Cell): boolean {
  const h = Math.min(beside.h, below.h);
  return (
    below !== beside &&
    below.rect.l < beside.rect.l &&
    Math.abs(midY(below.rect) - midY(beside.rect)) < 0.5 * h &&
    beside.rect.l - below.rect.r < 2 * h
  );
}

/** The most lines a value centred on its label may have above the label's row. */
const MAX_LINES_ABOVE = 5;

/**
 * The lines right above `beside`, the value's line level with its label: at its left edge and at one
 * leading (a wider gap is a table's row padding), in its type, no label, nothing beside them in the label's column (the rows above have labels
 * of their own there, level with a line or centred between two). A table that centres its cells' text on their row (LibreOffice) sets a label
 * level with the middle line of its value ("Empresa de" · "Transportes" · "e Trânsito" beside "Órgão
 * de trânsito" · "de Belo" · "Horizonte -" · "BHTRANS"). Top line first.
 */
function linesAbove<F extends string>(
  beside: Cell,
  hit: { cell: Cell; rect: Rect; field: F },
  all: PagedCells<F>,
): Cell[] {
  // A lone word of the label's own field's labels, in its value's column, is the value's opening
  // ("Medidor" · "fixo" · "SPLICE…" beside "EQUIPAMENTO UTILIZADO", fuzz fresh-bc37d283 #26,
  // LibreOffice): a row names its field once.
  const ownWord = (o: Cell) => {
    const labels = all.labels.get(o) ?? [];
    return o.words.length === 1 && labels.length > 0 && labels.every((l) => l.field === hit.field);
  };
  const out: Cell[] = [];
  let cur = beside;
  const h = beside.h;
  /** The value's leading: a wider gap above is the row above's padding. */
  let leading: number | undefined;
  while (out.length < MAX_LINES_ABOVE) {
    const c = cur;
    const q = cellsBetween(all, c.page, c.rect.t - 0.6 * h, c.rect.t + 0.3 * h, true).find(
      (o) =>
        o !== hit.cell &&
        o.rect.b <= c.rect.t + 0.3 * h &&
        c.rect.t - o.rect.b <= 0.6 * h &&
        Math.abs(o.rect.l - c.rect.l) < 1.5 * h &&
        Math.abs(o.h - h) < 0.3 * h &&
        ((!isLabelCell(o, all) && !isLabelLed(o, all)) || ownWord(o)),
    );
    if (!q) break;
    const labelled = cellsBetween(all, q.page, q.rect.t + 0.2 * h, q.rect.b - 0.2 * h, true).some(
      (o) =>
        o !== q &&
        o !== hit.cell &&
        o.rect.r <= q.rect.l + 0.5 * h &&
        // (Half a text height: the column before's value may end a padding short of the label,
        // "25/07/202" 0.85 of a text height left of "Emitida em" by "19/0" · "6/20" · "23", fuzz
        // fresh-54631cbb #6, LibreOffice: the date's first line lost, the issue date unread.)
        o.rect.r > hit.rect.l - 0.5 * h &&
        // Level with it, or overlapping it: a label centred between two lines of its own value.
        o.rect.t < q.rect.b - 0.2 * h &&
        o.rect.b > q.rect.t + 0.2 * h,
    );
    if (labelled) break;
    const gap = c.rect.t - q.rect.b;
    if (leading !== undefined && Math.abs(gap - leading) > 0.15 * h) break;
    leading ??= gap;
    out.unshift(q);
    cur = q;
  }
  return out;
}

/** A value's lines from `top` to the last of `parts` have their middle level with the label's. */
function centredOn(top: Cell, parts: readonly ValuePart[], rect: Rect, h: number): boolean {
  const bottom = Math.max(...parts.map((p) => p.cell.rect.b));
  // Lines are a leading apart: a block one line off its label's middle is half a line off.
  return Math.abs((top.rect.t + bottom) / 2 - midY(rect)) < 0.3 * h;
}

/** A label's column: from its left edge (or just before) to where the next label of its row begins. */
interface Column {
  start: number;
  end: number;
  /** The label's left edge: a word that ends before it is the column before's ("500" | "ARBL-0818"). */
  labelLeft?: number;
}

/** The words of a cell whose left edge is in the column (a row of values read as one run). */
function columnPart(c: Cell, col: Column): ValuePart | undefined {
  // A cell of its own that opens just before the label and reaches under it is the column's, its
  // first word too: a header row's labels run on one line a little right of their columns ("99 km/h"
  // under "Velocidade considerada", 0.8 of a text height to its left: fuzz fresh-8472d2d5 #13,
  // LibreOffice, "99" cut off and the speed unread).
  const own =
    col.labelLeft !== undefined &&
    c.rect.l >= Math.max(col.start, col.labelLeft - c.h) &&
    c.rect.r > col.labelLeft + 0.5 * c.h;
  const idx = c.words
    .map((w, i) => ({
      i,
      x: w.box.left * c.pageSize.width,
      r: (w.box.left + w.box.width) * c.pageSize.width,
    }))
    .filter(
      (w) =>
        w.x >= col.start &&
        w.x < col.end &&
        (own || col.labelLeft === undefined || w.r > col.labelLeft + 0.5 * c.h),
    )
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
  best ??= atopNextPage(hit, col, all);
  return best ? { cell: best, part: columnPart(best, col) } : undefined;
}

/**
 * A label that is the last text of its page, a header row's at its foot: its value is on the next
 * page's first line, in its column ("CPF DO CONDUTOR Registro da CNH" · page break · "489.864.248-94"
 * | "22741850050": fuzz fresh-ae9147f2 #28, LibreOffice, both unread). A heading or a title centred
 * alone on its line there is the next page's own, never the value.
 */
function atopNextPage<F extends string>(
  hit: { cell: Cell; rect: Rect },
  col: Column,
  all: PagedCells<F>,
): Cell | undefined {
  const { rect, cell } = hit;
  const h = cell.h;
  if (!endsItsPage(all, cell, rect.b - 0.3 * h)) return undefined;
  const line = nextPageTop(all, cell.page, h);
  // (Centred with a margin each side: a row of values printed across the page from its margin is
  // centred too, and is the values: "ANA APARECIDA … 715.960.015-00 AV. PAULISTA, …" under "Nome" |
  // "CPF do proprietário" | "Endereço do proprietário", fuzz fresh-14d60bc0 #19, LibreOffice: unread.)
  const margin = Math.min(...all.cells.filter((c) => c.page === cell.page + 1).map((c) => c.rect.l));
  const centred = (c: Cell) => line.length === 1 && centredOnPage(c) && c.rect.l - margin > 2 * h;
  return line.filter(
    (c) =>
      c.rect.l <= Math.min(col.end, rect.r + h) &&
      c.rect.r >= col.start &&
      columnPart(c, col) !== undefined &&
      !isHeadingCell(c) &&
      !centred(c),
  )[0];
}

/**
 * Where the column of a label that follows another in one run begins: just before it, or, when the
 * label before has its value under its own left edge, just after that value (a header row whose
 * first label overran its cell: "Data de emissão da notificação PRAZO PARA DEFESA PRÉVIA" over
 * "26/08/2023" | "02/10/2023", the second value starting under the first label's last word,
 * fresh-b09d1379#14). columnPart still keeps out a word that ends before the label begins.
 */
function runColumnStart<F extends string>(
  cell: Cell,
  prev: CellLabel<F>,
  rect: Rect,
  all: PagedCells<F>,
): number {
  const h = cell.h;
  const start = rect.l - h;
  const prevRect = rectOf(cell, prev.start, prev.labelEnd);
  // Its value is the nearest cell below opening at its left edge: the first label may run past its
  // column, over the next value's first line ("Placa do Veículo MARCA/MODELO" over "JEEP/RENEGADE",
  // a line above the plate "SJI7R32" centred in its cell: fuzz fresh-cfcc21e1 #29, LibreOffice).
  const own = belowOf(
    { cell, rect: prevRect },
    { start: prevRect.l - h, end: Math.min(start, prevRect.l + h), labelLeft: prevRect.l },
    all,
  );
  const p = own && columnPart(own.cell, { start: prevRect.l - h, end: start, labelLeft: prevRect.l });
  if (!p || Math.abs(rectOf(p.cell, p.from, p.to).l - prevRect.l) > h) return start;
  return Math.min(start, rectOf(p.cell, p.from, p.to).r + 0.5 * h);
}

/**
 * Where, between `from` and `to`, a cell's text opens a pair of something the vocabulary reads no field
 * for ("… FIAT/STRADA WORKING UF: PASSAGEIRO", "… Cor: PRATA": LibreOffice sets a row's "Label: value"
 * pairs one space apart; fuzz fresh-60725b56 #28, the model read with the next pair in it): the
 * value ends there. A word of a place's own ("Município:") is no such pair.
 */
function otherPairAt<F extends string>(
  cell: Cell,
  from: number,
  to: number,
  v: LabelVocabulary<F>,
  nextOnRow?: Cell,
): number {
  for (const m of cell.folded.slice(from, to).matchAll(/(?<=\s)([a-z]+)\s*:\s*\S/g)) {
    const word = m[1] as string;
    if (!KEEPS_PAIR.has(word) && isOtherLabelText(v, word)) return from + (m.index ?? 0);
  }
  return trailingLabelAt(cell, from, to, v, nextOnRow);
}

/**
 * Where a word of the cell, up to `to`, is a label of its own in title case among a value in
 * capitals: the next column's label set a narrow padding away. Its last word, after a gap wider than
 * the value's spaces ("HONDA/CIVIC LXR Espécie" | "PRATA", Chromium: fuzz fresh-0ad6da9d #53, the
 * model read with it); or followed by its own value in capitals a gap wider than those spaces on
 * ("FORD/KA SE 1.0 Cor PASSAGEIRO"); or last, the next cell of its row its value in capitals, the
 * padding no wider than a space ("FORD/KA SE 1.0 Cor" | "PASSAGEIRO"). Printed in capitals, a word of
 * the value's own may be a label's ("… CARGA TIPO"): kept.
 */
function trailingLabelAt<F extends string>(
  cell: Cell,
  from: number,
  to: number,
  v: LabelVocabulary<F>,
  nextOnRow?: Cell,
): number {
  const inRange = cell.starts.flatMap((st, i) =>
    st >= from && st + (cell.words[i]?.text.length ?? 0) <= to ? [i] : [],
  );
  const gapAfter = (i: number) => {
    const [a, b] = [cell.words[i], cell.words[i + 1]];
    return a && b ? b.box.left - a.box.left - a.box.width : 0;
  };
  const capitals = (i: number) => !/\p{Ll}/u.test(cell.words[i]?.text ?? '');
  for (const at of inRange) {
    const word = cell.words[at] as LayoutWord;
    const before = inRange.filter((i) => i < at);
    const after = inRange.filter((i) => i > at);
    if (before.length < 1 || !before.every(capitals) || !after.every(capitals)) continue;
    if (after.length > 0 && at + after.length !== cell.words.length - 1) continue;
    if (
      !/^\p{Lu}\p{Ll}+:?$/u.test(word.text) ||
      !isOtherLabelText(v, cell.folded.slice(cell.starts[at], (cell.starts[at] as number) + word.text.length))
    )
      continue;
    const spaces = before.slice(0, -1).map(gapAfter);
    if (!spaces.length) continue;
    const gap = after.length ? gapAfter(at) : gapAfter(at - 1);
    if (gap > 1.5 * Math.max(...spaces)) return cell.starts[at] as number;
    const itsValue =
      nextOnRow !== undefined && /\p{Lu}/u.test(nextOnRow.text) && !/\p{Ll}/u.test(nextOnRow.text);
    if (!after.length && itsValue) return cell.starts[at] as number;
  }
  return to;
}

/** The cell right of `cell` on its line, if any. */
function nextOnRow(cell: Cell, cells: readonly Cell[]): Cell | undefined {
  let best: Cell | undefined;
  for (const c of cells)
    if (
      c.page === cell.page &&
      c.line === cell.line &&
      c.rect.l >= cell.rect.r &&
      (!best || c.rect.l < best.rect.l)
    )
      best = c;
  return best;
}

/** Other labels a value may quote as its own: a place's city, a date's time. */
const KEEPS_PAIR = new Set(['municipio', 'local', 'data', 'hora']);

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
      const inlineText = part(
        cell,
        label.labelEnd,
        otherPairAt(
          cell,
          label.labelEnd,
          next ? next.start : cell.text.length,
          all.vocabulary,
          next ? undefined : nextOnRow(cell, all.cells),
        ),
      );
      // Labels of things no field is read for, up to the next label, are the header row's ("AMPARO
      // LEGAL Gravidade Matrícula do agente": fuzz fresh-64b7cdc8 #35, LibreOffice), no value.
      const inline =
        inlineText &&
        !label.colon &&
        cell.folded
          .slice(inlineText.from, inlineText.to)
          .trim()
          .split(/\s+/)
          .every((w) => isOtherLabelText(all.vocabulary, w))
          ? undefined
          : inlineText;
      // A label with nothing after it in its cell: the cell beside or below is its value, even one that
      // opens with a label word ("Medidor fixo…").
      // OCR may join label cells of two rows into one ("Emitida em" over "Data limite…"): a label whose
      // next label is on a line below still has its row's cell to its right.
      const nextBelow = next !== undefined && rectOf(cell, next.start, next.end).t >= rect.b - 0.2 * cell.h;
      const bare = inline === undefined && (next === undefined || nextBelow);
      const r = next === undefined || nextBelow ? rightOf(hit, all) : undefined;
      // (Or a label of something no field is read for, alone: "Modelo do veículo" | "Espécie", the
      // model's line under both running to "MG" under "Espécie": fuzz fresh-ae9147f2 #15, LibreOffice.)
      const rightIsLabel =
        r !== undefined && (!valueCell(r, all, bare) || isOtherLabelText(all.vocabulary, r.folded));
      // The column: from the label (just after the previous label of a run) to the next label of its row.
      const prev = labels.slice(0, i).at(-1);
      // A word right after it that labels something no field is read for ("PLACA Modelo do veículo
      // Cor"): the next column's label, where this one's column ends (fuzz fresh-78161db0 #13).
      const other = /^\s+(\S+)/.exec(cell.folded.slice(label.labelEnd));
      const otherLeft =
        other && isOtherLabelText(all.vocabulary, other[1] as string)
          ? rectOf(
              cell,
              label.labelEnd + other[0].length - (other[1] as string).length,
              label.labelEnd + other[0].length,
            ).l
          : Number.POSITIVE_INFINITY;
      const nextLeft = Math.min(
        otherLeft,
        next
          ? rectOf(cell, next.start, next.end).l
          : rightIsLabel
            ? (r as Cell).rect.l
            : Number.POSITIVE_INFINITY,
      );
      const inRun = prev !== undefined && prev.labelEnd <= label.start;
      const col = {
        start: inRun ? runColumnStart(cell, prev, rect, all) : rect.l - 2 * cell.h,
        end: nextLeft - (Number.isFinite(nextLeft) ? cell.h : 0),
        labelLeft: rect.l,
      };
      // An inline value's lines keep to its column when the next pair's label stands beside it: a line
      // under it never runs on into that pair's wrapped value ("…, sentido" | "51", the rest of
      // "Código do enquadramento: 518-" beside the place's second line: fuzz fresh-0b884379 #20,
      // Chromium, the place read "… sentido 51 bairro", CERTAIN).
      const besideNext = (next !== undefined && !nextBelow) || rightIsLabel || Number.isFinite(otherLeft);
      add('inline', inline, besideNext ? col.end : Number.POSITIVE_INFINITY);
      const b = belowOf(hit, col, all);
      // The cell beside, unless it is the rest of the line below the label.
      const beside = r && !(b && continuesLineBelow(r, b.cell)) ? r : undefined;
      if (beside && !rightIsLabel) {
        // The value's lines above the label's row, when its lines, read from the top, are centred on
        // the label: its first line is the top one (read from the label's row it lacks its opening).
        const above = linesAbove(beside, { ...hit, field: label.field }, all);
        const before = candidates.length;
        const top = above[0];
        if (top) {
          add('right', valueOfCell(top, all));
          const cand = candidates[before];
          if (cand?.parts.some((p) => p.cell === beside) && centredOn(top, cand.parts, rect, cell.h))
            cand.centred = true;
          // (The top line may read as no value, a lone dash: then nothing was added to take back.)
          else if (cand) candidates.pop();
        }
        // Two lines or more of its block above it, not centred on the label: the cell beside is inside
        // another column's text, no value of this label's row ("semáforo," beside "Local do cometimento",
        // five lines into the description wrapped one word a line under "Infração": fuzz fresh-6f49fdf4
        // #19, LibreOffice, the place read "semáforo").
        if (candidates.length === before && above.length < 2) add('right', valueOfCell(beside, all));
      }
      // Beside a bare label, a lone word of its own field's labels that a value goes on from is that
      // value's first word: "Equipamento" | "Medidor" · "fixo PERKONS PK-15…" (OCR boxed it apart).
      else if (beside && bare && opensValueOf(beside, label.field, all))
        add('right', part(beside, 0, beside.text.length));
      if (b && valueCell(b.cell, all, bare)) add('below', b.part, col.end);
      // Under a bare label, likewise, a lone word of its own field's labels that the value goes on
      // below from: "Modelo do" · "equipamento" over "Medidor" · "estático" · "DATAPROM" · … in a
      // narrow header-row column (fuzz fresh-c14f3ba4 #38, LibreOffice: read "estático DATAPROM…").
      else if (b && bare && opensValueBelow(b.cell, label.field, all)) {
        const before = candidates.length;
        add('below', part(b.cell, 0, b.cell.text.length), col.end);
        if ((candidates[before]?.parts.length ?? 0) < 2) candidates.splice(before);
      }
      const wrapped = rect.b - rect.t > 1.6 * cell.h;
      const leading = i === 0 && isLabelLed(cell, all);
      hits.push({ field: label.field, cell, label, text, rect, wrapped, leading, candidates });
    });
  }
  return hits;
}
