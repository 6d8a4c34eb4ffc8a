/**
 * How a value goes on past its first cell: along its row, across the gaps OCR cuts a value at, and
 * down the lines below it (a wrapped value, a merged table cell).
 */
import { fold } from '../facts/text';
import { CELL_GAP, type Cell, OFF_LINE, type Rect } from './cells';
import {
  cellsBetween,
  endsItsPage,
  isHeadingCell,
  isLabelCell,
  isLabelLed,
  midY,
  nextPageTop,
  type PagedCells,
  part,
  type PairingMethod,
  rectOf,
  type ValuePart,
  valueOfCell,
} from './cell-kinds';
import {
  bare,
  firstAlnum,
  isAllLabelWords,
  isLabelToken,
  isOtherLabelText,
  type LabelVocabulary,
  leadingLabel,
} from './labels';
import { repeatsWordsOf, wordsIn } from './cells';

/** A label word that names something: not a connector ("DA" in a name in capitals is no heading's). */
const namesSomething = <F extends string>(v: PagedCells<F>['vocabulary'], token: string): boolean =>
  isLabelToken(v, token) && !v.isConnector(token.replace(/[^a-z]/g, ''));

/** The widest gap bridged between consecutive parts on one row, in text heights. */
export function widestGap(parts: readonly ValuePart[]): number {
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

/** Where a line of `cell` had to stop: the next cell to its right on its row, else the page's text margin. */
function rightLimit<F extends string>(cell: Cell, all: PagedCells<F>): number {
  let limit = Number.NEGATIVE_INFINITY;
  let next = Number.POSITIVE_INFINITY;
  for (const c of all.cells) {
    if (c.page !== cell.page) continue;
    limit = Math.max(limit, c.rect.r);
    // On its row: level with it, or overlapping its height (a table's next cell whose first line sits a
    // little lower, its own type or padding).
    const level = Math.abs(midY(c.rect) - midY(cell.rect)) < 0.5 * cell.h;
    const overlaps = c.rect.t < cell.rect.b - 0.2 * cell.h && c.rect.b > cell.rect.t + 0.2 * cell.h;
    if (c.rect.l > cell.rect.r && (level || overlaps)) next = Math.min(next, c.rect.l);
  }
  return Math.min(limit, next);
}

/**
 * The line of `p` was wrapped before `q`: its line reached the margin, or the first word of `q` would
 * not have fitted in the room left before the next cell (with a gap of about one text height).
 */
function wrapsInto<F extends string>(p: Cell, q: Cell, all: PagedCells<F>): boolean {
  // A line that ends inside a word or a number broke there ("Ca-", "828453-77.00/26-").
  if (p.fullLine || /[\p{L}\d][-/]$/u.test(p.text)) return true;
  // …or before a hyphen, which opens the next line glued to the rest ("2024/3803703" · "-7").
  if (/[\p{L}\d]$/u.test(p.text) && /^[-–][\p{L}\d]/u.test(q.text)) return true;
  const first = q.words[0];
  if (!first) return false;
  const need = first.box.width * q.pageSize.width + 0.3 * p.h;
  return need > rightLimit(p, all) - p.rect.r - 1.2 * p.h;
}

/**
 * Under its label, in a column as wide as its widest line (the label's, the value's lines so far, `q`'s),
 * the line of `p` was wrapped before `q`: `q`'s first word would not have fitted after it. A table's
 * narrow column wraps a value whose lines are all far from the page's margin ("Departamento" · "de
 * Estradas de" · "Rodagem do" under "Órgão/Entidade autuador(a)").
 */
function wrapsInColumn(p: Cell, q: Cell, column: readonly Cell[]): boolean {
  const first = q.words[0];
  // A wrapped line follows at the type's leading: a wider gap is the next block (a section's heading).
  if (!first || q.rect.t - p.rect.b > 0.5 * p.h) return false;
  const right = Math.max(q.rect.r, ...column.map((c) => c.rect.r));
  // After a space (about 0.3 of a text height), within a little of the widest line: the column is at
  // least that wide, and a line that fits by a fraction of a space was not broken ("Paulo -" ·
  // "DER/SP", 1.6 units short: fuzz fresh-78161db0 #14, LibreOffice: the agency's acronym left out).
  // One that overflows that line by any amount was: a narrow cell's widest line may fill it to a
  // fraction of a point ("pedestres" · "que estejam" under "Dirigir ameaç-", 0.2 points over: fuzz
  // fresh-8472d2d5 #20, LibreOffice, the description cut there).
  return p.rect.r + 0.3 * p.h + first.box.width * q.pageSize.width > right;
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

/**
 * `q` is the rest of an inline value wrapped under its label ("Condutor: FERNANDA LUÍSA TEIXEIRA" ·
 * "SOUZA"): it starts at the label's left edge and is shorter than the line it goes on from, as the
 * last line of a wrapped value is (a paragraph's first line is as long as the page allows).
 */
function restUnderLabel(labelLeft: number, tail: Cell, q: Cell): boolean {
  return (
    // At the type's leading: a wider gap is the next block ("… CEP 45837-338" · "DATAS E PRAZOS", a
    // section's heading in a shaded band).
    q.rect.t - tail.rect.b <= 0.5 * tail.h &&
    Math.abs(q.rect.l - labelLeft) < 1.5 * q.h &&
    q.rect.r < tail.rect.r - q.h &&
    q.words.length <= 12
  );
}

/**
 * The cell's text is `h` high. Its median word height may be more: OCR boxes some words a line's full
 * height (a comma's tail, a speck), so a cell of such words is also measured by its lower quartile.
 */
function sameTextSize(c: Cell, h: number): boolean {
  // A word or two tells little of their type's size: "art." is boxed at its x-height, "218," with its comma's tail.
  const [low, high] = c.words.length <= 3 ? [0.6, 1.6] : [0.75, 1.33];
  const near = (x: number) => x >= low * h && x <= high * h;
  if (near(c.h)) return true;
  const hs = c.words.map((w) => w.box.height * c.pageSize.height).sort((a, b) => a - b);
  return hs.length >= 4 && near(hs[hs.length >> 2] as number);
}

/** OCR boxes a line with no lowercase letter at its capitals' height: about this much of its type's size. */
const CAP_HEIGHT = 0.72;

/**
 * The size of `c`'s type, which sets the leading of its wrapped lines: its text height, enlarged for a
 * line in capitals ("CARLOS" in Courier leaves a gap of a whole cap height to its next line).
 */
function typeSize(c: Cell): number {
  return /\p{Ll}/u.test(c.text) ? c.h : c.h / CAP_HEIGHT;
}

/**
 * `c`, left of `q`, is on `q`'s row: level with it, or a label wrapped over lines that span its
 * middle, or a cell that starts below the value's line above `q` (whose bottom is `above`) and within
 * `q`'s line: a label centred on a value of two lines sits between them, the next row's ("Transitar em
 * velocidade superior à máxima" | "Infração" | "permitida em mais de 50%" in a LibreOffice table,
 * under the place's last line "crescente").
 */
const onRowOf = (c: Cell, q: Cell, above: number, h: number): boolean =>
  Math.abs(midY(c.rect) - midY(q.rect)) < 0.5 * h ||
  (c.rect.t < midY(q.rect) && midY(q.rect) < c.rect.b) ||
  (c.rect.t >= above && c.rect.t < q.rect.b);

/**
 * `q`, under a value's line `tail`, is a few words with no digits in the very type of the value's own
 * label, smaller than the value's, level with a label in that type: a header row's next labels, known
 * or not, though the line above had no room for them ("Deixar o condutor de usar o cinto segurança" ·
 * "Gravidade" | "Nº do agente", labels in 7.5 points, the value in 9). (A name's line OCR boxed taller
 * than its next is no such sign alone.)
 */
function nextRowLabelType<F extends string>(q: Cell, tail: Cell, label: Cell, all: PagedCells<F>): boolean {
  const labelType = (c: Cell) => Math.abs(c.h - label.h) <= 0.03 * label.h;
  if (q.h >= 0.9 * tail.h || !labelType(q) || q.words.length > 3 || /\d/.test(q.text)) return false;
  // …or alone, a label of something no field is read for ("Art. 218, I do CTB" · "Gravidade", labels
  // over their values one pair a line: fuzz fresh-14437ece #30, Chromium, the basis doubted as cut).
  if (isOtherLabelText(all.vocabulary, q.folded)) return true;
  return all.cells.some(
    (o) =>
      o !== q &&
      o.page === q.page &&
      Math.abs(midY(o.rect) - midY(q.rect)) < 0.5 * q.h &&
      labelType(o) &&
      isLabelCell(o, all),
  );
}

/** The most lines a value goes on to below its first. */
const MAX_LINES_BELOW = 20;

/** A gap under this many text heights between two cells of a row leaves a value going on. */
const RUN_GAP = 2.5;

/**
 * `q` is a label and nothing else, and the next text on its row, a value, stands past a run's gap: a
 * label beside its own value, not a word of the sentence before it (which would go on close by).
 */
function labelBesideItsValue<F extends string>(q: Cell, all: PagedCells<F>): boolean {
  const labels = all.labels.get(q) ?? [];
  const label = labels[0];
  if (
    !label ||
    label.start > firstAlnum(q.folded) ||
    q.folded.slice(label.labelEnd).replace(/[\s:.]/g, '') !== ''
  )
    return false;
  return valueFarBeside(q, all);
}

/** `q` is a label of something no field is read for, alone, beside its own value: the next pair's. */
const nextPairsLabel = <F extends string>(q: Cell, all: PagedCells<F>): boolean =>
  isOtherLabelText(all.vocabulary, q.folded) && valueFarBeside(q, all);

/** The next text on `q`'s row stands past a run's gap, and is no label: `q`'s own value. */
function valueFarBeside<F extends string>(q: Cell, all: PagedCells<F>): boolean {
  let next: Cell | undefined;
  for (const c of all.cells) {
    if (c === q || c.page !== q.page || c.rect.l < q.rect.r - 0.3 * q.h) continue;
    if (Math.abs(midY(c.rect) - midY(q.rect)) > 0.5 * q.h) continue;
    if (!next || c.rect.l < next.rect.l) next = c;
  }
  return next !== undefined && next.rect.l - q.rect.r > RUN_GAP * q.h && !isLabelCell(next, all);
}

/**
 * `q` is one line of a block of text in a column: lines start at its left edge right above it and
 * right below it, at the type's leading.
 */
function lineOfColumnBlock<F extends string>(q: Cell, all: PagedCells<F>): boolean {
  const h = q.h;
  const aligned = (o: Cell) => o !== q && o.page === q.page && Math.abs(o.rect.l - q.rect.l) < 0.25 * h;
  const above = all.cells.some(
    (o) => aligned(o) && o.rect.b <= q.rect.t + 0.3 * h && q.rect.t - o.rect.b < 0.8 * h,
  );
  return (
    above &&
    all.cells.some((o) => aligned(o) && o.rect.t >= q.rect.b - 0.3 * h && o.rect.t - q.rect.b < 0.8 * h)
  );
}

/**
 * The line under the value's first, at its left edge and leading, in its type, ends about where the
 * first line does (both wrapped at the column's edge) and left of `q`: the value wraps in a column `q`
 * is outside of. (A short last line shows no column: "RUA XV…, 1340," | "APTO 589, …" over "CEP …".)
 */
function wrapsShortOf<F extends string>(
  first: ValuePart,
  q: Cell,
  h: number,
  all: PagedCells<F>,
  open = false,
): boolean {
  const r = rectOf(first.cell, first.from, first.to);
  return all.cells.some(
    (o) =>
      o !== q &&
      o.page === q.page &&
      o.rect.t >= r.b - 0.3 * h &&
      o.rect.t - r.b < 0.8 * h &&
      Math.abs(o.rect.l - r.l) < 0.25 * h &&
      sameTextSize(o, h) &&
      o.rect.r < q.rect.l - 0.3 * h &&
      o.rect.r > r.r - 2 * h &&
      (!isLabelCell(o, all) || (open && !/:/.test(o.folded))),
  );
}

/** The part's last word is an article or a preposition: its sentence goes on. */
function endsAtConnector<F extends string>(p: ValuePart, v: LabelVocabulary<F>): boolean {
  return v.isConnector(fold(p.cell.text.slice(p.from, p.to).split(/\s+/).at(-1) ?? ''));
}

/**
 * The cells a value goes on to along its row: OCR may box the words of one value far enough apart to
 * cut it into cells ("CTB, art." · "218," · "II"). The next cell close to its right, up to `limit`
 * (a column's end), while it is not a label; a value that stopped at a label in its cell goes no further.
 */
export function rowRun<F extends string>(first: ValuePart, all: PagedCells<F>, limit: number): ValuePart[] {
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
      if (c.page !== p.cell.page || c === p.cell || c.columnStart || c.rect.l < pr.r - 0.3 * h) continue;
      if (c.rect.l - pr.r > RUN_GAP * h || c.rect.l >= limit) continue;
      if (Math.abs(midY(c.rect) - midY(pr)) > 0.5 * h || !sameTextSize(c, h)) continue;
      // A cell its line was cut from for standing half a line off it is another column's line.
      if (c.line === p.cell.line && Math.abs(midY(c.rect) - midY(pr)) > OFF_LINE * h) continue;
      if (!q || c.rect.l < q.rect.l) q = c;
    }
    if (!q) break;
    // Past a cell's gap, a line of another column's block of text: not the value's ("…, sentido
    // decrescente" | "velocidade" between "Transitar em" and "superior à" of the description beside).
    if (q.rect.l - pr.r > CELL_GAP * h && lineOfColumnBlock(q, all)) break;
    // A label word right after an article or a preposition is the sentence's ("Deixar o | condutor").
    const afterConnector = endsAtConnector(p, all.vocabulary);
    // …or past a cell's gap, beyond where the value's own next line ends: the value wraps in a column
    // the cell lies outside ("Deixar de dar preferência" | "Gravidade" | "Gravíssima" over "a pedestre
    // e a veículo não", the next column's label and value). (That line may open with a label word when
    // this one ends at a connector: "Deixar o" over "condutor de…".)
    if (q.rect.l - pr.r > CELL_GAP * h && wrapsShortOf(first, q, h, all, afterConnector)) break;
    // …but never a "Label:" ("ALINE APARECIDA DA" | "CPF: 818…": the name went on below).
    const colonLabel = isLabelCell(q, all) && /:/.test(q.folded);
    // …nor a label alone in its cell with its own value further along the row, past a run's gap: the
    // next pair's label ("Av. Afonso Pena, nº" | "Infração" | "Deixar o condutor…").
    const pairsAhead = afterConnector && labelBesideItsValue(q, all);
    if ((!afterConnector || colonLabel || pairsAhead) && (isLabelCell(q, all) || isLabelLed(q, all))) break;
    // …nor a label of something no field is read for, alone, with its own value far beside it: the
    // next pair's ("HONDA/CIVIC LXR" | "Cor" | "PRATA": fuzz fresh-c14f3ba4 #23, pdf-lib, the model
    // read "HONDA/CIVIC LXR Cor").
    if (!afterConnector && nextPairsLabel(q, all)) break;
    if (underNextHeader(p.cell, q, all)) break;
    const next = afterConnector ? part(q, 0, q.text.length) : valueOfCell(q, all);
    if (!next) break;
    out.push(next);
    p = next;
  }
  return out;
}

/**
 * `q`, left of a value's column (which starts at `valueLeft`), has text of its own beside it in that
 * column: a row of the form (a label, known or not, and its value), not the rest of a value wrapped
 * under its label.
 */
function rowOfItsOwn<F extends string>(q: Cell, valueLeft: number, all: PagedCells<F>): boolean {
  const h = q.h;
  return (
    q.rect.r < valueLeft - 0.5 * h &&
    all.cells.some(
      (c) =>
        c !== q &&
        c.page === q.page &&
        c.rect.l > q.rect.r &&
        Math.abs(c.rect.l - valueLeft) < 1.5 * h &&
        Math.abs(midY(c.rect) - midY(q.rect)) < 0.5 * h,
    )
  );
}

/**
 * `q` is a few label words alone ("UF"), no digits: in a label's type, under a value's line that had
 * room for them, the next row's label (of a field this reader may not read), not the value's rest.
 */
function labelWordsAlone<F extends string>(q: Cell, v: LabelVocabulary<F>): boolean {
  const tokens = q.folded.trim().split(/\s+/);
  if (/\d/.test(q.folded) || tokens.length > 3 || !tokens.every((t) => isLabelToken(v, t))) return false;
  return !tokens.every((t) => v.isConnector(bare(t)));
}

/**
 * The lines of a block of text from `top` down: at its left edge, in its type, no label, each at the
 * leading of the first two (a wider gap is the next block: a table's next row, with its padding).
 */
export function blockDown<F extends string>(top: Cell, all: PagedCells<F>, most = 12): Cell[] {
  const out = [top];
  const h = top.h;
  let leading: number | undefined;
  while (out.length < most) {
    const c = out.at(-1) as Cell;
    const q = all.cells.find(
      (o) =>
        o.page === c.page &&
        o !== c &&
        o.rect.t >= c.rect.b - 0.3 * h &&
        o.rect.t - c.rect.b <= 0.6 * h &&
        Math.abs(o.rect.l - c.rect.l) < 0.5 * h &&
        Math.abs(o.h - h) < 0.3 * h &&
        !isLabelCell(o, all),
    );
    if (!q) break;
    const gap = q.rect.t - c.rect.b;
    if (leading !== undefined && Math.abs(gap - leading) > 0.15 * h) break;
    leading ??= gap;
    out.push(q);
  }
  return out;
}

/**
 * `q`, a wider gap below the line above it than its own lines' leading, opens a block of lines whose
 * middle is level with a label left of it, in the label column (from `columnLeft`), that stands
 * lower than its top: the value of that label, which a table that centres its cells' text on their row
 * (LibreOffice) sets level with its value's middle ("ARAÚJO", the name's last line, over "RUA PADRE" ·
 * … · "16506-580", centred on "Domicílio"): the next row, not the value above going on.
 */
function opensCentredValue<F extends string>(
  q: Cell,
  above: Cell,
  columnLeft: number,
  all: PagedCells<F>,
): boolean {
  const h = q.h;
  const block = blockDown(q, all);
  const second = block[1];
  if (!second) return false;
  const leading = second.rect.t - q.rect.b;
  if (q.rect.t - above.rect.b <= leading + 0.15 * h) return false;
  const middle = (q.rect.t + (block.at(-1) as Cell).rect.b) / 2;
  return all.cells.some(
    (o) =>
      o !== q &&
      o.page === q.page &&
      o.rect.r <= q.rect.l + 0.5 * h &&
      o.rect.r > columnLeft - h &&
      o.rect.t > q.rect.t + 0.3 * h &&
      Math.abs(midY(o.rect) - middle) < 0.3 * h &&
      isLabelCell(o, all),
  );
}

/**
 * The lines a value goes on to below `first`: left-aligned, close, of the same text size, not a label
 * or a heading, and either the label's column beside it is empty (a value cell of a table) or its
 * line was wrapped (the next line's first word would not have fitted).
 */
export function continuation<F extends string>(
  line: readonly ValuePart[],
  label: { cell: Cell; rect?: Rect },
  how: PairingMethod,
  all: PagedCells<F>,
  limit: number,
): ValuePart[] {
  const out: ValuePart[] = [];
  let p = line[0] as ValuePart;
  // Where a wrapped line of the value may start besides under its first: an inline value wraps under
  // its label, whose left edge is its box's. A label second in its cell ("PROPRIETÁRIO: CONSTRUTORA
  // TRÊS Endereço: AV. …", two boxes of a row drawn close) does not start where its cell does: text at
  // the cell's left edge below is the box to the left's ("IRMÃOS LTDA", the rest of the name).
  const wrapLeft = how === 'inline' && label.rect ? label.rect.l : undefined;
  /** The last cell of the line: where the line stopped (wrapped or not). */
  let tail = line.at(-1) as ValuePart;
  /** The cells of the value so far (its column's width is at least theirs). */
  const cells = line.map((x) => x.cell);
  // A narrow table cell wraps an address word by word ("RUA" · "MARECHAL" · "DEODORO," · … · "628").
  for (let n = 0; n < MAX_LINES_BELOW; n++) {
    const pr = p.cell.rect;
    const h = p.cell.h;
    const left = rectOf(p.cell, p.from, p.to).l;
    const q = all.cells.find(
      (c) =>
        c.page === p.cell.page &&
        c !== label.cell &&
        c.rect.t >= pr.b - 0.3 * h &&
        c.rect.t - pr.b < 0.8 * typeSize(p.cell) &&
        sameTextSize(c, h) &&
        // Under a label, a value's lines keep to its column: the cell it was cut from may start in
        // the column before ("58.843.247/0001- RUA AUGUSTA, …, CEP" over "50" · "88931-673").
        (Math.abs(c.rect.l - left) < 1.5 * h ||
          (how !== 'below' && Math.abs(c.rect.l - (n === 0 ? (wrapLeft ?? pr.l) : pr.l)) < 1.5 * h)),
    );
    // (A line left open at an article or a preposition goes on in a sentence whose next word a label
    // may open, "Deixar o" · "condutor de usar o cinto", fuzz fresh-608d7b86 #5, Chromium: the
    // description read "Deixar o Gravidade Grave"; never a "Label:".)
    const open = endsAtConnector(tail, all.vocabulary);
    if (!q || (isLabelCell(q, all) && (!open || /:/.test(q.folded)))) break;
    // Label words alone, in a smaller type than the value's, where the line above had room for them:
    // the next row's label. A wrapped line's rest may be such words, in the value's type
    // ("Transitar em" · "velocidade" · "superior à" · "máxima" in a narrow cell).
    if (labelWordsAlone(q, all.vocabulary) && q.h < 0.9 * tail.cell.h && !wrapsInto(tail.cell, q, all)) break;
    // …and any few words in the very type of the value's own label, room or not.
    if (nextRowLabelType(q, tail.cell, label.cell, all)) break;
    // A heading under a value in its column ends it; a name in capitals beside its label does not.
    if (
      how !== 'right' &&
      isHeadingCell(q) &&
      q.words.some((w) => namesSomething(all.vocabulary, fold(w.text)))
    )
      break;
    // Beside its label (in the next cell, or in the label's own cell when OCR merged the two), a
    // value goes on in the lines below while the label's column stays empty beside them.
    if (how === 'right' || how === 'inline') {
      const rowHasLabel = cellsBetween(all, q.page, midY(q.rect) - 0.5 * h, q.rect.b + h, true).some(
        (c) =>
          c !== q &&
          c !== label.cell &&
          c.rect.r <= q.rect.l + 0.5 * h &&
          // Reaching into the label's column: text that ends before it (left of a label second in
          // its cell, or the box to the left's value ending a space before the label: "74916847/2023-62"
          // | "responsável") is another box's, not this row's label.
          c.rect.r > (wrapLeft ?? label.cell.rect.l) &&
          onRowOf(c, q, pr.b, h) &&
          // (The label's own last line, beside the value's: "Código da Infração/Desd" · "obr." beside
          // "554-" · "1/2", fuzz fresh-cfcc21e1 #19, LibreOffice: the code read "554-", none.)
          !restOfOwnLabel(c, label.cell, all),
      );
      if (rowHasLabel) break;
      if (opensCentredValue(q, p.cell, wrapLeft ?? label.cell.rect.l, all)) break;
      // Under the label, a cell with a value of its own beside it in the value's column is the next
      // row's label, known or not ("MARCA/MODELO HONDA/CG 160 FAN" over "Cor" | "PRATA").
      const first = line[0] as ValuePart;
      if (how === 'inline' && rowOfItsOwn(q, rectOf(first.cell, first.from, first.to).l, all)) break;
      // (A narrow cell wraps a value as its label's own lines: "Razão" · "social: Ana" · "Luísa dos"
      // · "Ferreira", fuzz fresh-bc37d283 #26, LibreOffice — "Luísa" would not have fitted after "Ana".)
      if (
        how === 'inline' &&
        !besideInline(line[0] as ValuePart, label, q) &&
        !wrapsInto(tail.cell, q, all) &&
        !restUnderLabel(wrapLeft ?? label.cell.rect.l, tail.cell, q) &&
        !wrapsInColumn(tail.cell, q, [label.cell, ...cells, ...out.map((x) => x.cell)])
      )
        break;
    } else {
      // Under its label, a wrapped line follows at the leading of the value's lines (or of the label
      // over its first): a line a good deal further down is the next block, though the line above had
      // no room left before the next column ("RENAULT/SANDERO EXP 10" | "UKA7L50", a line's gap above
      // "Dados da infração", a section's heading).
      const leading = leadingOf([...line, ...out], label.cell);
      if (leading !== undefined && q.rect.t - pr.b > leading + 0.6 * h) break;
      if (!wrapsInto(tail.cell, q, all) && !wrapsInColumn(tail.cell, q, [label.cell, ...cells])) break;
    }
    const next = valueOfCell(q, all);
    if (!next) break;
    const run = [next, ...rowRun(next, all, limit)];
    cells.push(...run.map((x) => x.cell));
    out.push(...run);
    p = next;
    tail = run.at(-1) as ValuePart;
  }
  return out;
}

/**
 * The widest gap between the lines of a value, or between the label over it and its first line: how
 * far its next line would be. Undefined for a value of one line beside its label.
 */
function leadingOf(parts: readonly ValuePart[], own: Cell | undefined): number | undefined {
  let widest: number | undefined;
  const first = parts[0];
  if (first && own && own.rect.b <= first.cell.rect.t + 0.3 * first.cell.h && own.rect.t < first.cell.rect.t)
    widest =
      Math.abs(first.cell.rect.l - own.rect.l) < 1.5 * first.cell.h
        ? first.cell.rect.t - own.rect.b
        : undefined;
  for (let i = 1; i < parts.length; i++) {
    const a = (parts[i - 1] as ValuePart).cell;
    const b = (parts[i] as ValuePart).cell;
    if (b.rect.t > a.rect.b - 0.3 * a.h) widest = Math.max(widest ?? 0, b.rect.t - a.rect.b);
  }
  return widest;
}

/** `c` is right under a label in its column (a header row's label): that label's value. */
function underALabel<F extends string>(c: Cell, all: PagedCells<F>): boolean {
  return labelOver(c, all) !== undefined;
}

/** A word right over `c`'s first, starting where it does, labels something no field is read for. */
function underOtherLabelWord<F extends string>(c: Cell, all: PagedCells<F>): boolean {
  const h = c.h;
  return all.cells.some(
    (o) =>
      o !== c &&
      o.page === c.page &&
      o.rect.b <= c.rect.t + 0.3 * h &&
      c.rect.t - o.rect.b < 1.5 * h &&
      o.words.some(
        (w) =>
          Math.abs(w.box.left * o.pageSize.width - c.rect.l) < 0.5 * h &&
          isOtherLabelText(all.vocabulary, fold(w.text)),
      ),
  );
}

/** The label right over `c` in its column (see underALabel). */
function labelOver<F extends string>(c: Cell, all: PagedCells<F>): Cell | undefined {
  const h = c.h;
  return all.cells.find(
    (o) =>
      o !== c &&
      o.page === c.page &&
      o.rect.b <= c.rect.t + 0.3 * h &&
      c.rect.t - o.rect.b < 1.5 * h &&
      Math.abs(o.rect.l - c.rect.l) < 1.5 * h &&
      isLabelCell(o, all),
  );
}

/**
 * `q`, beside `p`, is under another label of the header row whose label `p` is under: that label's
 * value ("Instrumento medidor" | "Última aferição" over "Medidor estático SPLICE SP-R4," | "03/05/2025":
 * fuzz fresh-64b7cdc8 #0, Chromium, the equipment read "… SP-R4, 03/05/2025 série FX-70048", CERTAIN).
 */
function underNextHeader<F extends string>(p: Cell, q: Cell, all: PagedCells<F>): boolean {
  const [a, b] = [labelOver(p, all), labelOver(q, all)];
  return a !== undefined && b !== undefined && a !== b && Math.abs(midY(a.rect) - midY(b.rect)) < 0.5 * a.h;
}

/**
 * `o` is the rest of the label `own` one line down, left apart by the wrap's reach ("Condutor" ·
 * "infrator", 0.86 heights apart in a fax's box table: fresh-97363d0f #2): together they read as one
 * label of the same field, `o` whole in it. Beside it is the value's next line as likely as the next
 * row's value ("Aline da Costa" · "Almeida").
 */
function restOfOwnLabel<F extends string>(o: Cell, own: Cell, all: PagedCells<F>): boolean {
  const h = own.h;
  if (repeatsWordsOf(o, own)) return false;
  if (o.page !== own.page || o.rect.t < own.rect.b - 0.3 * h || o.rect.t - own.rect.b > 1.2 * h) return false;
  if (Math.abs(o.rect.l - own.rect.l) > 1.5 * h) return false;
  const above = own.folded.trimEnd();
  const rest = touchingPieces(o, all);
  const alone = leadingLabel(above, all.vocabulary);
  if (alone === undefined) return false;
  // A word broken by the cell's edge with no hyphen ("Código da Infração/Desd" · "obr.", LibreOffice)
  // is the label's only joined whole.
  const joins = /\p{L}$/u.test(above) && /^\p{Ll}/u.test(rest) ? [' ', ''] : [' '];
  return joins.some((gap) => {
    const joined = leadingLabel(`${above}${gap}${rest}`, all.vocabulary);
    return (
      joined !== undefined &&
      joined.field === alone.field &&
      joined.end >= above.length + gap.length + rest.length
    );
  });
}

/** Every word of the cell comes from a text layer (OCR's words carry their engine's confidence). */
const printed = (c: Cell): boolean => c.words.every((w) => w.confidence === 1);

/** At most this many pieces of one word OCR gave lines of their own. */
const MAX_PIECES = 4;

/**
 * `o`'s text with the pieces after it on its row that touch it (a fifth of a text height apart or
 * less): one word OCR broke into lines of their own, joined with no space ("DO VE" · "ÍCUL" · "o", 2 px
 * apart, under "PROPRIETÁRIO": fuzz-images fresh-792dd2a2 #19, a scanned PDF: taken for the next row's
 * label, the owner's name was read without its second line, "Aline Aparecida", certain).
 */
function touchingPieces<F extends string>(o: Cell, all: PagedCells<F>): string {
  let text = o.folded.trim();
  let cur = o;
  for (let n = 1; n < MAX_PIECES; n++) {
    const at = cur;
    const next = all.cells.find(
      (c) =>
        c !== at &&
        c.page === at.page &&
        c.rect.l >= at.rect.r - 0.1 * at.h &&
        c.rect.l - at.rect.r <= 0.2 * at.h &&
        Math.abs(midY(c.rect) - midY(at.rect)) <= 0.5 * at.h,
    );
    if (!next) break;
    text += next.folded.trim();
    cur = next;
  }
  return text;
}

/**
 * Text the value may go on in that its runs did not take: a cell just beside the end of its first
 * line, or a line right under its last one at its left edge, that is no label and has no label of its
 * own beside it. OCR cuts values in ways no rule of size or gap foresees ("CTB, art." · "218, II"
 * boxed apart; a name's last line further down than the leading), and a value read cut short is a
 * plausible, wrong value: the reader does not present it as certain.
 */
export function leftOver<F extends string>(
  cand: { parts: readonly ValuePart[]; firstLine: number },
  all: PagedCells<F>,
  /** An inline value's label's left edge: a value wrapped under its label goes on there. */
  labelLeft?: number,
  /** The value's own label (wrapped beside the value's lines, it is no next row's label). */
  own?: Cell,
): Cell | undefined {
  const parts = new Set(cand.parts.map((p) => p.cell));
  const free = (c: Cell) =>
    !parts.has(c) && !isLabelCell(c, all) && !isLabelLed(c, all) && /[A-Za-zÀ-ú0-9]/.test(c.text);
  const lineEnd = cand.parts[cand.firstLine - 1] as ValuePart;
  if (lineEnd.to >= lineEnd.cell.text.replace(/[\s;\-–—]*$/, '').length) {
    const r = rectOf(lineEnd.cell, lineEnd.from, lineEnd.to);
    const h = lineEnd.cell.h;
    const beside = all.cells.find(
      (c) =>
        c.page === lineEnd.cell.page &&
        c.rect.l >= r.r - 0.3 * h &&
        c.rect.l - r.r <= RUN_GAP * h &&
        Math.abs(midY(c.rect) - midY(r)) <= 0.5 * h &&
        !c.columnStart &&
        free(c) &&
        !underALabel(c, all) &&
        // (The next pair's label, "Cor" | "PRATA", as rowRun stops at.)
        !nextPairsLabel(c, all) &&
        // (Or a header's word of something no field is read for, "Espécie" over "PRATA" beside
        // "CHEVROLET/ONIX 1.0MT LT" under "Veículo (marca/modelo)": fuzz fresh-6f49fdf4 #27,
        // LibreOffice, the model doubted as cut.)
        !underOtherLabelWord(c, all),
    );
    if (beside) return beside;
  }
  const last = cand.parts.at(-1) as ValuePart;
  const first = cand.parts[0] as ValuePart;
  const r = rectOf(last.cell, last.from, last.to);
  const left = rectOf(first.cell, first.from, first.to).l;
  const h = last.cell.h;
  const leading = leadingOf(cand.parts, own);
  const under = all.cells.find(
    (c) =>
      c.page === last.cell.page &&
      c.rect.t >= r.b - 0.3 * h &&
      c.rect.t - r.b < 1.5 * h &&
      // Further below than the value's lines are from each other (or from the label over it): the
      // next block ("Veículo", "PAGAMENTO": a section's heading), not its next line.
      (leading === undefined
        ? // A text layer's lines are where they were drawn: a line a blank line's height under a value
          // of one line is the next block, not its rest ("…série PK-90322" over "Pagamento", 1.1 text
          // heights down: fuzz fresh-59fed7b3 #2, Chromium, the equipment doubted as cut). OCR's boxes
          // say less of the leading.
          !(printed(last.cell) && printed(c)) || c.rect.t - r.b <= 0.8 * h
        : c.rect.t - r.b <= Math.max(leading + 0.5 * h, 0.8 * h)) &&
      (Math.abs(c.rect.l - left) < 1.5 * h ||
        (labelLeft !== undefined &&
          Math.abs(c.rect.l - labelLeft) < 1.5 * h &&
          !rowOfItsOwn(c, left, all))) &&
      !(own !== undefined && nextRowLabelType(c, last.cell, own, all)) &&
      // The next row's value, centred on its label below (a LibreOffice table's row).
      !(own !== undefined && opensCentredValue(c, last.cell, labelLeft ?? own.rect.l, all)) &&
      // A section's heading ends the value; a name or an address in capitals does not.
      !(isHeadingCell(c) && c.words.some((w) => namesSomething(all.vocabulary, fold(w.text)))) &&
      free(c) &&
      // A label between them ends the value: what is under that label is its value.
      !all.cells.some(
        (o) =>
          o.page === c.page &&
          o.rect.t >= r.b - 0.3 * h &&
          o.rect.b <= c.rect.t + 0.3 * h &&
          Math.abs(o.rect.l - c.rect.l) < 1.5 * h &&
          isLabelCell(o, all),
      ) &&
      // The next row of a table: a label of its own to its left, or text in the label's column that
      // is no label's words (a label the vocabulary does not know: "Cor" | "PRATA").
      !all.cells.some(
        (o) =>
          o !== c &&
          o !== own &&
          !(own !== undefined && restOfOwnLabel(o, own, all)) &&
          o.page === c.page &&
          o.rect.r <= c.rect.l + 0.5 * h &&
          // (Left of the value's own label is another box of the row, with labels of its own:
          // "Processo administrativo nº" | "Órgão responsável" beside "…do Distrito" · "Federal - DETRAN-DF".)
          (own === undefined || o.rect.r > own.rect.l - h) &&
          onRowOf(o, c, r.b, h) &&
          (isLabelCell(o, all) ||
            (own !== undefined &&
              Math.abs(o.rect.l - own.rect.l) < 1.5 * h &&
              (repeatsWordsOf(o, own) ||
                !isAllLabelWords(all.vocabulary, o.folded) ||
                // A label of something not read ("UF" under "Veículo (marca/modelo)", fresh-8ae69344
                // #0, LibreOffice: "HONDA/CG 160 FAN" doubted as cut, "PASSAGEIRO" beside "UF").
                isOtherLabelText(all.vocabulary, o.folded)))),
      ),
  );
  return under ?? acrossPageBreak(last.cell, r, left, all, free);
}

/**
 * A value whose last line is the last text of its page, the next page opening at the value's left
 * edge with text that names nothing: the value may go on there ("GUSTAVO BEATRIZ MENDES" at a page's
 * foot, "TEIXEIRA" atop the next: fuzz fresh-ae9147f2 #2, LibreOffice, the name certain without its
 * last word). The reader does not join pages; the value is doubted.
 */
export function acrossPageBreak<F extends string>(
  cell: Cell,
  r: Rect,
  left: number,
  all: PagedCells<F>,
  free: (c: Cell) => boolean,
): Cell | undefined {
  const h = cell.h;
  if (!endsItsPage(all, cell, r.b - 0.3 * h)) return undefined;
  const top = nextPageTop(all, cell.page, h)[0];
  return top && Math.abs(top.rect.l - left) < 1.5 * h && free(top) ? top : undefined;
}

/** Text heights past a run's gap within which, on a scan, text on a value's row may be its rest. */
const DROPPED_GAP = 6;

/**
 * On a scan, the text on the row of a value's line end, past a run's gap but within DROPPED_GAP text
 * heights, that names nothing and is no other column's value (under a label, or opening a column):
 * OCR may have dropped what stood between ("…, apto 829, Ba" · "Ca:" · "vel/PR," on a blurred scan, for
 * "Batel, Cascavel/PR,": fuzz-images fresh-485880ec #4, the address cut at "Ba", certain). Print leaves
 * no such gap inside a value; the reader cannot tell, so the value is doubted, not joined.
 */
export function textPastGap<F extends string>(
  cand: { parts: readonly ValuePart[]; firstLine: number },
  all: PagedCells<F>,
): Cell | undefined {
  const lineEnd = cand.parts[cand.firstLine - 1] as ValuePart;
  const r = rectOf(lineEnd.cell, lineEnd.from, lineEnd.to);
  const h = lineEnd.cell.h;
  const parts = new Set(cand.parts.map((p) => p.cell));
  return all.cells.find(
    (c) =>
      c.page === lineEnd.cell.page &&
      !parts.has(c) &&
      c.rect.l - r.r > RUN_GAP * h &&
      c.rect.l - r.r <= DROPPED_GAP * h &&
      Math.abs(midY(c.rect) - midY(r)) <= 0.5 * h &&
      !c.columnStart &&
      !(all.labels.get(c) ?? []).length &&
      /[A-Za-zÀ-ú0-9]/.test(c.text) &&
      !underALabel(c, all),
  );
}
