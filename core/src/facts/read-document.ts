/**
 * Reads one document's layout into a DocumentReading: labels paired with values by geometry
 * (core/src/reading), each value checked by its field's finder; running text only for what no label
 * gave; the title for the stage, the letterhead for the agency. Pure: runs on both runtimes, in the
 * pipeline's extract step (one document per Map iteration).
 */
import type { DocumentLayout } from '../documents/layout';
import { plainTextLayout } from '../documents/layout-build';
import { type ExtractionMethod, readFromPixels } from '../documents/types';
import {
  buildLineCells,
  CELL_GAP,
  type Cell,
  centredOnPage,
  repeatsWordsOf,
  wordsIn,
} from '../reading/cells';
import { bare, firstAlnum, isAllLabelWords, isOtherLabelText, leadingLabel } from '../reading/labels';
import { acrossPageBreak, leftOver, textPastGap } from '../reading/runs';
import {
  findLabelHits,
  type LabelHit,
  layoutCells,
  type PagedCells,
  cellsBetween,
  endsItsPage,
  isLabelCell,
  midY,
  part,
  rectOf,
  type ValueCandidate,
  type ValuePart,
} from '../reading/pairs';
import { endsAsAgency, looksLikeAgency } from './agencies';
import { DATE_FIELDS, FIELD_VOCABULARY, type FieldKey, roleOfLabel } from './field-labels';
import { isKnownWord } from './ocr-words';
import { nameCase, VALUE_SPECS } from './field-values';
import {
  brokenBeforeSlash,
  checkDigitsHold,
  type Joined,
  joinParts,
  makeHit,
  PAIRING_QUALITY,
  WRAPPED_QUALITY,
  wordsAt,
} from './read-hits';
import type { DocumentReading, ReadHit, ReadingKey } from './reading';
import { loneLicences, loneNoticeNumber, readRunningText } from './running-text';
import { checkReadValue, wordsOverlap } from './scan-checks';
import { FAILED_CHECK_FACTOR } from './checks';
import {
  agencyInHeader,
  findSections,
  findStage,
  type Role,
  roleAt,
  suspensionReason,
  type Titled,
} from './sections';
import { grammarIssues, isLoneLabel } from './grammar';
import {
  type Anchor,
  isNoticeTitle,
  titleKind,
  NOTICE_ANCHORS,
  PERSON_ANCHORS,
  type NoticeRegion,
  noticeRegions,
  regionLayout,
} from './notices';
import type { FactIssue } from './schema';
import { fold } from './text';

export interface LayoutDocument {
  name: string;
  method: ExtractionMethod;
  layout: DocumentLayout;
}

/** `named`: a person's value whose own label names whose it is ("Nome do proprietário"). */
type Entry = { hit: ReadHit & { wordConfidence: number }; weight: number; order: number; named?: boolean };

/** Values found so far, per key; `resolve` picks one per key (several codes) and flags disagreement. */
export class Found {
  private readonly entries = new Map<ReadingKey, Entry[]>();

  add(key: ReadingKey, hit: Entry['hit'], weight: number, order: number, named = false): void {
    this.entries.set(key, [...(this.entries.get(key) ?? []), { hit, weight, order, named }]);
  }

  has(key: ReadingKey): boolean {
    return (this.entries.get(key)?.length ?? 0) > 0;
  }

  /** Every value found of what identifies a notice, where it was found (notices.ts). */
  anchors(): Anchor[] {
    return [...NOTICE_ANCHORS, ...PERSON_ANCHORS].flatMap((key) =>
      (this.entries.get(key) ?? []).map((e) => ({
        key,
        value: String(e.hit.value),
        page: e.hit.page,
        top: e.hit.box?.top ?? 0,
      })),
    );
  }

  /** Every value found for `key` so far. */
  values(key: ReadingKey): (string | number)[] {
    return (this.entries.get(key) ?? []).map((e) => e.hit.value);
  }

  resolve(): DocumentReading['fields'] {
    const out: DocumentReading['fields'] = {};
    for (const [key, list] of this.entries) {
      // The more specific label first; between equals, one whose label names its person over one whose
      // person was guessed from the section ("Nome do proprietário" over "Nome do interessado" under
      // the owner's heading, fuzz fresh-52c0e55b #4, Chromium: the interested party's name read as the
      // owner's, doubted), then the value read more surely, then the first.
      const sorted = [...list].sort(
        (a, b) =>
          b.weight - a.weight ||
          Number(b.named ?? false) - Number(a.named ?? false) ||
          b.hit.confidence - a.hit.confidence ||
          a.order - b.order,
      );
      const strip = ({ wordConfidence: _, ...h }: Entry['hit']): ReadHit => h;
      if (key === 'infraction.code') {
        const distinct = sorted.filter((e, i) => sorted.findIndex((x) => x.hit.value === e.hit.value) === i);
        out[key] = distinct.slice(0, 3).map((e) => strip(e.hit));
        continue;
      }
      const best = strip((sorted[0] as Entry).hit);
      // A value already doubted as one row of a table's column is no rival of a labelled one.
      const rival = sorted.find(
        (e) =>
          e.weight >= (sorted[0] as Entry).weight &&
          !sameValue(e.hit.value, best.value) &&
          !e.hit.issues?.some((i) => i.check === 'ambiguous_pairing'),
      );
      if (rival) {
        best.confidence = Math.round(best.confidence * 800) / 1000;
        best.issues = [
          ...(best.issues ?? []),
          {
            check: 'ambiguous_pairing',
            message: `O documento traz dois valores para este campo ("${best.value}" e "${rival.hit.value}").`,
          },
        ];
      }
      out[key] = [best];
    }
    doubtRowMatesOfRivalNames(out, this.entries);
    return out;
  }
}

/** The person fields read on a line of their own: a name's row-mates ("CPF:", "Nº da CNH:"). */
const ROW_MATES = ['cpf', 'cnh', 'cnpj'] as const;

/**
 * Two names read for one role are two people, and one of them is someone else: the fields read on
 * either name's line are that person's, so whose they are is as doubtful as the name (fresh-b09d1379#6:
 * "Nome do interessado: …  CPF: …  Nº do registro de habilitação: …" under the owner's rows on a fine's
 * notice; both names and CPFs were doubted, the driver's CNH was the owner's, certain).
 */
function doubtRowMatesOfRivalNames(out: DocumentReading['fields'], entries: Map<ReadingKey, Entry[]>): void {
  for (const role of ['owner', 'driver'] as const) {
    const name = out[`${role}.name`]?.[0];
    if (!name?.issues?.some((i) => i.check === 'ambiguous_pairing')) continue;
    const names = (entries.get(`${role}.name`) ?? []).map((e) => e.hit);
    if (new Set(names.map((n) => n.value)).size < 2) continue;
    const onANameLine = (h: ReadHit): boolean =>
      names.some(
        (n) =>
          n.page === h.page &&
          n.labelBox !== undefined &&
          h.labelBox !== undefined &&
          Math.abs(n.labelBox.top + n.labelBox.height / 2 - (h.labelBox.top + h.labelBox.height / 2)) <
            n.labelBox.height / 2,
      );
    // …and the rows under a name that is not its page's first: that person's, one row a line
    // ("Proprietário" | "CPF/CNPJ" over their values, then "Nome do interessado", "CPF", "CNH nº",
    // "Endereço" one under the other, no heading between: fuzz fresh-c14f3ba4 #26, Chromium, the
    // interested party's CNH read as the owner's, certain).
    const tops = (page: number) =>
      names.flatMap((n) => (n.page === page && n.labelBox ? [n.labelBox.top] : [])).sort((a, b) => a - b);
    const underALaterName = (h: ReadHit): boolean => {
      const second = tops(h.page)[1];
      return second !== undefined && h.labelBox !== undefined && h.labelBox.top > second;
    };
    for (const field of [...ROW_MATES, 'address'] as const) {
      const hit = out[`${role}.${field}`]?.[0];
      if (!hit || hit.issues?.some((i) => i.check === 'ambiguous_pairing')) continue;
      const onLine = field !== 'address' && onANameLine(hit);
      // …or anywhere, when its label names no one ("Nº da CNH" beside "C.P.F." over their values,
      // "Nome do interessado" under them, the owner's rows further up: fuzz fresh-3227ed9c #36,
      // pdf-lib, the interested party's CNH read as the owner's, certain): whose it is, the page
      // does not say.
      const unnamed =
        field !== 'address' && hit.label !== undefined && roleOfLabel(fold(hit.label)) === undefined;
      if (!onLine && !underALaterName(hit) && !unnamed) continue;
      hit.confidence = Math.round(hit.confidence * 800) / 1000;
      hit.issues = [
        ...(hit.issues ?? []),
        {
          check: 'ambiguous_pairing',
          message: onLine
            ? `"${hit.value}" está na linha de um de dois nomes lidos para a mesma pessoa: confira.`
            : underALaterName(hit)
              ? `"${hit.value}" está sob o segundo de dois nomes lidos para a mesma pessoa: confira.`
              : `"${hit.value}" não diz de qual de dois nomes lidos para a mesma pessoa é: confira.`,
        },
      ];
    }
  }
}

/** Same value, allowing one text to be a longer printing of the other (an address on one or two lines). */
function sameValue(a: string | number, b: string | number): boolean {
  if (typeof a === 'number' || typeof b === 'number') return a === b;
  const x = fold(a).replace(/[^a-z0-9]/g, '');
  const y = fold(b).replace(/[^a-z0-9]/g, '');
  return x === y || (x.length >= 8 && y.length >= 8 && (x.includes(y) || y.includes(x)));
}

const PERSON_KEYS: Record<string, 'name' | 'cnh' | 'address'> = {
  'person.name': 'name',
  'person.cnh': 'cnh',
  'person.address': 'address',
};

/** The keys a found value fills: a person's by role, a period's two dates. */
function keysFor(
  field: FieldKey,
  value: string | number,
  role: Role,
  kind: 'cpf' | 'cnpj' | undefined,
): [ReadingKey, string | number][] {
  if (field === 'person.document') return [[`${role}.${kind ?? 'cpf'}` as ReadingKey, value]];
  const sub = PERSON_KEYS[field];
  if (sub) return [[`${role}.${sub}` as ReadingKey, sub === 'name' ? nameCase(String(value)) : value]];
  if (field === 'suspension.period') {
    const [a, b] = String(value).split('|');
    return [
      ['suspension.periodStart', a as string],
      ['suspension.periodEnd', b as string],
    ];
  }
  return [[field as ReadingKey, value]];
}

/** How far below a value the next row of its table may start: a row's other cells may wrap (a date over two lines). */
const NEXT_ROW_REACH = 3.5;

/**
 * The next cell under a value in its column (the nearest one below that overlaps it; a table's rows
 * are further apart when a cell of the row wraps), no label, holding another value of the same kind:
 * the value is one row of a table whose header is the label ("Auto de infração" over the autos a
 * suspension counts).
 */
function columnSibling(
  parts: readonly ValuePart[],
  all: PagedCells<FieldKey>,
  sameKind: (text: string) => boolean,
): boolean {
  const last = parts.at(-1);
  if (!last) return false;
  const r = rectOf(last.cell, last.from, last.to);
  const h = last.cell.h;
  const below = cellsBetween(all, last.cell.page, r.b - 0.3 * h, r.b + NEXT_ROW_REACH * h).filter(
    (c) =>
      c !== last.cell &&
      c.rect.t >= r.b - 0.3 * h &&
      c.rect.t - r.b < NEXT_ROW_REACH * h &&
      c.rect.l < r.r &&
      c.rect.r > r.l,
  );
  const nearest = Math.min(...below.map((c) => c.rect.t));
  // A label between them is the next row's: what is under it is its value ("Data da notificação" ·
  // "04/02/2026" · "Recurso até" · "19/03/2026", labels over values, fuzz fresh-d4d94ef3 #9).
  const labelAbove = (c: Cell) =>
    below.some((o) => o !== c && o.rect.b <= c.rect.t + 0.3 * h && isLabelCell(o, all));
  return below.some(
    (c) =>
      (c.rect.t - r.b < 1.5 * h || c.rect.t === nearest) &&
      !isLabelCell(c, all) &&
      !labelAbove(c) &&
      sameKind(c.text),
  );
}

/**
 * The label heads a column beside one of points, in its row: the table of the autos a suspension
 * counts ("Auto de infração" | "Data" | "Código" | "Pontos"). An auto there is one counted, not the
 * notice's own, even when the table has one row (fuzz fresh-568c5731 #29, Chromium: the second
 * suspension's one counted auto read as its notice number, certain).
 */
function headsCountedAutos(h: LabelHit<FieldKey>, all: PagedCells<FieldKey>): boolean {
  const y = midY(h.rect);
  return all.cells.some(
    (c) =>
      c.page === h.cell.page &&
      Math.abs(midY(c.rect) - y) < 0.5 * h.cell.h &&
      (all.labels.get(c) ?? []).some((l) => l.field === 'suspension.points'),
  );
}

/**
 * A label of points in a header row with the autos' own labels ("Auto de infração" | "Código" |
 * "Pontos"): it heads the column of each auto's points, not the suspension's total (fuzz
 * fresh-d99a4e9c #16, #22: an auto's 5 or 7 read beside the printed total, which it outweighed).
 */
function headsAutoColumn(h: LabelHit<FieldKey>, all: PagedCells<FieldKey>): boolean {
  const y = midY(h.rect);
  return all.cells.some(
    (c) =>
      c.page === h.cell.page &&
      Math.abs(midY(c.rect) - y) < 0.5 * h.cell.h &&
      (all.labels.get(c) ?? []).some((l) => l.field === 'infraction.code' || l.field === 'notice.number'),
  );
}

/**
 * The first line of a value ends where its text run was cut at a column's edge (cells.ts
 * splitAtColumns) by less than a cell's gap, and the text after the cut is no label: the column may be
 * wrong and the value go on there ("FORD/KA SE" | "1.0 Placa/UF: …" in a table drawn with no padding).
 * Not where, under a header row, the text after the cut starts under another of its labels ("C.P.F." |
 * "CNH" over "236.505.818-33" | "24401434830"): that column's value.
 */
function runsOnAcrossCut(cand: ValueCandidate, h: LabelHit<FieldKey>, all: PagedCells<FieldKey>): boolean {
  const end = cand.parts[cand.firstLine - 1];
  if (!end || end.to < end.cell.text.replace(/[\s;,\-–—]*$/, '').length) return false;
  const r = rectOf(end.cell, end.from, end.to);
  return all.cells.some(
    (c) =>
      c.columnStart === true &&
      c.page === end.cell.page &&
      c.line === end.cell.line &&
      c.rect.l >= r.r - 0.3 * end.cell.h &&
      c.rect.l - r.r < CELL_GAP * end.cell.h &&
      !isLabelCell(c, all) &&
      // (Or a word of such a row that labels what no field is read for: "Placa/UF" | "Cor" over
      // "YHF3Z01" | "SP", fuzz fresh-9c9b18ca #4, LibreOffice: the plate doubted as cut.)
      !(cand.how === 'below' && labelOfRowAt(h, c.rect.l, all, true)),
  );
}

/**
 * Another label of `h`'s row starts at `x` (within half its text height); `others`: or a word that
 * labels something no field is read for ("Espécie" over "PRATA", beside "PLACA" over "ZSD-0358": fuzz
 * fresh-6f49fdf4 #27, LibreOffice).
 */
function labelOfRowAt(h: LabelHit<FieldKey>, x: number, all: PagedCells<FieldKey>, others = false): boolean {
  const hh = h.cell.h;
  return cellsBetween(all, h.cell.page, midY(h.cell.rect) - hh, midY(h.cell.rect) + hh, true).some(
    (c) =>
      Math.abs(midY(c.rect) - midY(h.cell.rect)) < 0.5 * hh &&
      ((all.labels.get(c) ?? []).some(
        (l) =>
          (c !== h.cell || l.start !== h.label.start) && Math.abs(rectOf(c, l.start, l.end).l - x) < 0.5 * hh,
      ) ||
        (others &&
          c.words.some(
            (w, i) =>
              Math.abs(w.box.left * c.pageSize.width - x) < 0.5 * hh &&
              isOtherLabelText(all.vocabulary, fold(w.text)) &&
              (c !== h.cell || (c.starts[i] ?? 0) < h.label.start || (c.starts[i] ?? 0) >= h.label.labelEnd),
          ))),
  );
}

/**
 * A value read under a header cell that goes on, past its label, with label words of another column
 * ("Marca/Modelo UF"), and whose words reach under them ("VW/GOL 1.0 PRATA"): the header is two
 * columns' labels run together, and where the value ends is a guess.
 */
function reachesUnderNextHeader(
  h: LabelHit<FieldKey>,
  cand: ValueCandidate,
  all: PagedCells<FieldKey>,
): boolean {
  if (cand.how !== 'below') return false;
  // (A bracketed rest is the label's own: "LOCAL (RODOVIA/KM/MUNICÍPIO)", no other column's.)
  const bracketed = /^\([^()]*\)\s*:?$/.test(h.cell.folded.slice(h.label.end, h.label.labelEnd).trim());
  const rest =
    h.label.labelEnd > h.label.end && !bracketed
      ? h.cell.words.filter(
          (_w, i) =>
            (h.cell.starts[i] as number) >= h.label.end && (h.cell.starts[i] as number) < h.label.labelEnd,
        )
      : [];
  // A connector and the word after it go on the label's own words ("Modelo do veículo"); another
  // word is another column's ("Marca/Modelo UF", "Modelo do veículo UF").
  const connector = (i: number) => i >= 0 && all.vocabulary.isConnector(fold(rest[i]?.text ?? ''));
  const extra = rest.find((_w, i) => !connector(i) && !connector(i - 1));
  // …or the next cell of the label's row, a header of its own ("MARCA/MODELO" | "UF").
  const next = all.cells
    .filter(
      (c) =>
        c !== h.cell &&
        c.page === h.cell.page &&
        c.rect.l >= h.cell.rect.r &&
        Math.abs(midY(c.rect) - midY(h.cell.rect)) < 0.5 * h.cell.h,
    )
    .sort((a, b) => a.rect.l - b.rect.l)[0];
  const left = extra ? extra.box.left * h.cell.pageSize.width : next?.rect.l;
  if (left === undefined) return false;
  const x = left - 0.25 * h.cell.h;
  return cand.parts
    .slice(0, cand.firstLine)
    .some((p) =>
      wordsIn(p.cell, p.from, p.to).some(
        (w, i) => (i > 0 || p !== cand.parts[0]) && w.box.left * p.cell.pageSize.width >= x,
      ),
    );
}

/**
 * `q` opens with a word of `h`'s own field's labels and goes on with no ":" ("Medidor fixo" over
 * "DATAPROM" beside "Identificação do equipamento", fuzz fresh-f8886b6c #27, LibreOffice: the value
 * read from "DATAPROM", certain): as likely the value's first words as a label.
 */
function opensWithOwnLabelWord(q: Cell, h: LabelHit<FieldKey>, all: PagedCells<FieldKey>): boolean {
  const labels = all.labels.get(q) ?? [];
  return (
    labels.length > 0 &&
    labels.every((l) => l.field === h.field && !l.colon && l.labelEnd < q.folded.trimEnd().length)
  );
}

/**
 * Beside a label centred on a value of several lines, the lines above the one level with it: the
 * value's first lines ("Lombada" · "eletrônica" over "DATAPROM" beside "Equipamento"). A line right
 * above the value's first, at its left edge, no label, as close as the value's own lines are, with no
 * label beside it in the label's column: the value read from the label's row may lack its opening.
 */
function restAbove(h: LabelHit<FieldKey>, cand: ValueCandidate, all: PagedCells<FieldKey>): boolean {
  const first = cand.parts[0];
  if (cand.how !== 'right' || !first || cand.centred) return false;
  const c0 = first.cell;
  const second = cand.parts[cand.firstLine];
  const leading =
    second && second.cell.rect.t > c0.rect.b - 0.3 * c0.h ? second.cell.rect.t - c0.rect.b : 0.5 * c0.h;
  return all.cells.some(
    (q) =>
      q.page === c0.page &&
      q !== h.cell &&
      q.rect.b <= c0.rect.t + 0.3 * c0.h &&
      c0.rect.t - q.rect.b <= Math.max(0.6 * c0.h, leading + 0.15 * c0.h) &&
      Math.abs(q.rect.l - c0.rect.l) < 1.5 * c0.h &&
      Math.abs(q.h - c0.h) < 0.3 * c0.h &&
      (!isLabelCell(q, all) || opensWithOwnLabelWord(q, h, all)) &&
      !all.cells.some(
        (o) =>
          o !== q &&
          o.page === q.page &&
          o.rect.r <= q.rect.l + 0.5 * q.h &&
          o.rect.r > h.cell.rect.l - q.h &&
          Math.abs(midY(o.rect) - midY(q.rect)) < 0.5 * q.h,
      ),
  );
}

/**
 * A value that opens its page, the page before ending on a line with text at its left edge that names
 * nothing: a table's row broken over the page break, the value's opening on the page before
 ("Identificação do" | "Lombada eletrônica FISCAL-V FV3, série FX-" at the foot of one page,
 "equipamento" | "90169" atop the next, fuzz fresh-a0ec61e1 #17, LibreOffice: the equipment read
 "90169", certain). Doubted, not joined, as brokenOverPage is.
 */
function restOnPageBefore(cand: ValueCandidate, all: PagedCells<FieldKey>): boolean {
  const c0 = cand.parts[0]?.cell;
  if (!c0 || c0.page < 2) return false;
  const h = c0.h;
  if (all.cells.some((q) => q.page === c0.page && q.rect.b <= c0.rect.t + 0.3 * h)) return false;
  const before = all.cells.filter((q) => q.page === c0.page - 1);
  const foot = Math.max(...before.map((q) => q.rect.b));
  return before.some(
    (q) =>
      q.rect.b > foot - 0.5 * q.h &&
      Math.abs(q.rect.l - c0.rect.l) < 1.5 * h &&
      /[\p{L}\d]/u.test(q.text) &&
      !(all.labels.get(q) ?? []).some((l) => l.start <= firstAlnum(q.folded)),
  );
}

/**
 * An inline value after a label with no ":" that starts where a value cell of the line above or below
 * starts: the label and its value column were drawn a word space apart, so where the label ends and
 * which line of the column is the value's are guesses ("Razão social FERREIRA MONTEIRO" under
 * "Nome/" · "RODRIGO VITÓRIA DE").
 */
function inlineInColumn(h: LabelHit<FieldKey>, cand: ValueCandidate, all: PagedCells<FieldKey>): boolean {
  const first = cand.parts[0];
  if (cand.how !== 'inline' || h.label.colon || !first || first.cell !== h.cell) return false;
  const r = rectOf(first.cell, first.from, first.to);
  const hh = first.cell.h;
  return all.cells.some(
    (q) =>
      q !== first.cell &&
      q.page === first.cell.page &&
      Math.abs(q.rect.l - r.l) < 0.25 * hh &&
      Math.abs(midY(q.rect) - midY(r)) >= 0.5 * hh &&
      Math.abs(midY(q.rect) - midY(r)) < 1.6 * hh &&
      !isLabelCell(q, all) &&
      !underColumnHeader(q, all),
  );
}

/** The most rows of a table's column walked up to its header. */
const MAX_COLUMN_ROWS = 12;

/**
 * `q` is a row of a table's column: the cells above it at its left edge, row by row, lead up to a
 * label, the column's header ("Pontos" over "4" · "4" · "31"). A value in that column on the table's
 * last line after a label of its own ("Total de pontos 39 pontos") is that label's: the column's rows
 * are its header's values, not this value's first lines.
 */
function underColumnHeader(q: Cell, all: PagedCells<FieldKey>): boolean {
  let cur = q;
  for (let n = 0; n < MAX_COLUMN_ROWS; n++) {
    const h = cur.h;
    const c = cur;
    const up = cellsBetween(all, c.page, c.rect.t - 2 * h, c.rect.t + 0.3 * h, true).find(
      (o) =>
        o !== c &&
        o.rect.b <= c.rect.t + 0.3 * h &&
        c.rect.t - o.rect.b < 1.5 * h &&
        Math.abs(o.rect.l - c.rect.l) < 0.25 * h,
    );
    if (!up) return false;
    if (isLabelCell(up, all)) return true;
    cur = up;
  }
  return false;
}

/**
 * A value that wraps onto the lines below, whose first line ran across a gap into another column
 * whose own text goes on below it, apart ("Radar fixo VELSIS VS-2000," | "Verificado pelo" over
 * "série PK-33756" | "INMETRO em"): two columns' cells read as one line; the value may hold the
 * next column's words.
 */
function runIntoNextColumn(cand: ValueCandidate, all: PagedCells<FieldKey>): boolean {
  if (cand.parts.length <= cand.firstLine) return false;
  const taken = new Set(cand.parts.map((p) => p.cell));
  for (let i = 1; i < cand.firstLine; i++) {
    const a = cand.parts[i - 1] as ValuePart;
    const b = cand.parts[i] as ValuePart;
    const ra = rectOf(a.cell, a.from, a.to);
    const rb = rectOf(b.cell, b.from, b.to);
    const h = b.cell.h;
    if (rb.l - ra.r < h) continue;
    if (
      cellsBetween(all, b.cell.page, rb.b - 0.3 * h, rb.b + 1.5 * h).some(
        (c) =>
          !taken.has(c) &&
          c.rect.t >= rb.b - 0.3 * h &&
          c.rect.t - rb.b < 1.5 * h &&
          Math.abs(c.rect.l - rb.l) < 1.5 * h,
      )
    )
      return true;
  }
  return false;
}

/**
 * A few letters or digits alone right under a value's last line, at its left edge and at the type's
 * leading, not taken into it: the rest of a word, number or date a narrow column broke with no hyphen
 * ("M76147404" · "1", "17/03/20" · "25"), a number's check digit with it ("2025/008614" · "7-4").
 * What was read may be a whole value of its kind, and wrong.
 */
function fragmentBelow(parts: readonly ValuePart[], all: PagedCells<FieldKey>): boolean {
  return cellRightUnder(
    parts,
    all,
    { maxGap: 0.6, fromFirst: false },
    // (Nor a label of something no field is read for, "Cor" under "MFA-2833": the next row's, fuzz
    // fresh-6f49fdf4 #1, LibreOffice: the plate doubted as cut.)
    (c) =>
      FRAGMENT.test(c.text.trim()) &&
      !isLabelCell(c, all) &&
      !isOtherLabelText(all.vocabulary, c.folded) &&
      !labelledRow(c, all),
  );
}

/**
 * Left of `c` on its row, a cell of label words only that is no wrapped label's last line: `c` is that
 * row's value ("UF" | "MG" under "Placa/UF" | "TAO-9457", fresh-0f46f90b#25), not the rest of the
 * value above. (A label never says a word twice: "UF" under "Placa/UF" is no rest of it.)
 */
function labelledRow(c: Cell, all: PagedCells<FieldKey>): boolean {
  const h = c.h;
  const labelWords = (o: Cell) => isAllLabelWords(all.vocabulary, o.folded);
  return cellsBetween(all, c.page, c.rect.t - 0.5 * h, c.rect.b + 0.5 * h).some(
    (o) =>
      o !== c &&
      o.rect.r <= c.rect.l &&
      Math.abs(midY(o.rect) - midY(c.rect)) < 0.5 * h &&
      labelWords(o) &&
      !cellsBetween(all, o.page, o.rect.t - 1.5 * h, o.rect.t).some(
        (a) =>
          a !== o &&
          a.rect.b <= o.rect.t + 0.3 * h &&
          Math.abs(a.rect.l - o.rect.l) < 1.5 * h &&
          labelWords(a) &&
          !repeatsWordsOf(o, a),
      ),
  );
}

/** A word's or number's broken-off rest: a few letters or digits, perhaps a check digit's dash or slash. */
const FRAGMENT = /^[\p{L}\d](?:[\p{L}\d]{0,2}|[\p{L}\d]{0,2}[-/.][\p{L}\d]{1,2})$/u;

/**
 * A word at a value's left edge on the line right under its last, at the type's leading, in the value's
 * type, inside a cell that starts further left and opens no label there: a LibreOffice table pads its
 * columns by one space, so the line below reads as one cell across them ("613.141.740-70 LAGOAS/MG, CEP
 * …" under "AV. BRASIL, 2015, …, LOURDES, SETE"). Free text may go on there.
 */
function wordRightUnder(parts: readonly ValuePart[], all: PagedCells<FieldKey>): boolean {
  const last = parts.at(-1);
  const first = parts[0];
  if (!last || !first) return false;
  const r = rectOf(last.cell, last.from, last.to);
  const left = rectOf(first.cell, first.from, first.to).l;
  const h = last.cell.h;
  const taken = new Set(parts.map((p) => p.cell));
  // The word's own top, not its cell's: the line of the column before may stand a little higher and
  // be grouped with it ("Letícia … Cardoso" half a line above "Mariana," under "1110, Vila").
  return cellsBetween(all, last.cell.page, r.b - 0.3 * h, r.b + 0.6 * h, true).some(
    (c) =>
      !taken.has(c) &&
      // A line that opens with a "Label:" is a row of its own, its words that label's value, whatever
      // of them lies under ours ("Descrição da infração: Transitar" under "sentido" · "centro",
      // "ENDEREÇO: Av. dos …" under "Ferreira" · "Almeida": fuzz fresh-14437ece #22, pdf-lib, both
      // doubted as cut).
      !(all.labels.get(c) ?? []).some((l) => l.colon && l.start <= firstAlnum(c.folded)) &&
      Math.abs(c.h - h) < 0.2 * h &&
      c.rect.l < left - h &&
      c.words.some((w, i) => {
        const top = w.box.top * c.pageSize.height;
        return (
          i > 0 &&
          top >= r.b - 0.3 * h &&
          top - r.b < 0.6 * h &&
          Math.abs(w.box.left * c.pageSize.width - left) < 0.25 * h &&
          leadingLabel(c.folded.slice(c.starts[i]), all.vocabulary) === undefined
        );
      }),
  );
}

/** Fields no notice prints with a space inside: a fragment under one is more of it, or another row's. */
const ONE_WORD: ReadonlySet<FieldKey> = new Set(['notice.number', 'vehicle.renavam']);

/** A date's year broken across two lines, anywhere in it ("14/11/20" · "23", "17/05/2" · "025"). */
const yearBrokenAt = (line: string, rest: string): boolean => {
  const year = /^\d{1,2}\/\d{1,2}\/(\d{1,3})$/.exec(line)?.[1];
  return year !== undefined && /^\d{1,3}$/.test(rest) && /^(?:19|20)\d\d$/.test(year + rest);
};

/**
 * The rest of a value's last word, wrapped alone onto the next line of its cell ("8O200915" · "2",
 * "PAS-389417/202" · "5"): a few letters or digits right under the last line, at its left edge and
 * the type's leading, the last line one word that ends so near the next cell of its row that the rest
 * could not have followed it there. A word breaks with no hyphen only when it is wider than its
 * column, so such a line fills its column; without a cell beside it to show where the column ends,
 * the fragment is not joined (fragmentBelow then leaves the value uncertain) — but for a year's last
 * digits under a date that ends on its first ("14/11/20" · "23", the page’s last column), or a
 * number’s check digit under it ("2025/008614" · "7-4"), or a few letters or digits under a value
 * of a field printed as one word (ONE_WORD: "FT3412851" · "7", fuzz fresh-4505ead3 #38, LibreOffice,
 * read without its last digit): joined, `guessed`, as nothing shows the column's edge.
 */
function restOfWordBelow(
  parts: readonly ValuePart[],
  all: PagedCells<FieldKey>,
  field: FieldKey,
): (ValuePart & { guessed?: true }) | undefined {
  const last = parts.at(-1);
  const lastText = last?.cell.text.slice(last.from, last.to) ?? '';
  if (!last || !/^\S*[\p{L}\d]$/u.test(lastText)) return undefined;
  const r = rectOf(last.cell, last.from, last.to);
  const h = last.cell.h;
  const taken = new Set(parts.map((p) => p.cell));
  const rest = cellsBetween(all, last.cell.page, r.b - 0.3 * h, r.b + 0.5 * h).find(
    (c) =>
      !taken.has(c) &&
      c.rect.t >= r.b - 0.3 * h &&
      c.rect.t - r.b < 0.5 * h &&
      Math.abs(c.rect.l - r.l) < 0.25 * h &&
      Math.abs(c.h - h) < 0.2 * h &&
      FRAGMENT.test(c.text) &&
      !isLabelCell(c, all),
  );
  if (!rest) return undefined;
  // A dash or slash in the rest is a number's check digit, never a word's: only after a number.
  if (!/^[\p{L}\d]{1,3}$/u.test(rest.text) && !/^[\d./-]{5,}\d$/.test(lastText.trim())) return undefined;
  const beside = all.cells
    .filter(
      (c) =>
        c !== last.cell &&
        c.page === last.cell.page &&
        c.rect.l >= r.r - 0.1 * h &&
        // Level with the line: a label beside it may be wrapped over two lines, one cell.
        c.rect.t < r.b - 0.3 * h &&
        c.rect.b > r.t + 0.3 * h,
    )
    .sort((a, b) => a.rect.l - b.rect.l)[0];
  const part = { cell: rest, from: 0, to: rest.text.length, restOfWord: true as const };
  if (!beside || beside.rect.l - r.r >= rest.rect.r - rest.rect.l + 0.5 * h)
    return yearBrokenAt(lastText.trim(), rest.text) ||
      (/^[\d./-]{5,}\d$/.test(lastText.trim()) && /[-/.]/.test(rest.text)) ||
      (!beside && ONE_WORD.has(field) && /^[\p{L}\d]{1,3}$/u.test(rest.text))
      ? { ...part, guessed: true }
      : undefined;
  return part;
}

/**
 * A cell not taken into the value that starts right under its last line (within `maxGap` line heights)
 * at its left edge — the last line's, or the first line's when `fromFirst` — and passes `test`.
 */
function cellRightUnder(
  parts: readonly ValuePart[],
  all: PagedCells<FieldKey>,
  { maxGap, fromFirst }: { maxGap: number; fromFirst: boolean },
  test: (c: PagedCells<FieldKey>['cells'][number]) => boolean,
): boolean {
  const last = parts.at(-1);
  const first = parts[0];
  if (!last || !first) return false;
  const r = rectOf(last.cell, last.from, last.to);
  const left = fromFirst ? rectOf(first.cell, first.from, first.to).l : r.l;
  const h = last.cell.h;
  const taken = new Set(parts.map((p) => p.cell));
  return cellsBetween(all, last.cell.page, r.b - 0.3 * h, r.b + maxGap * h).some(
    (c) =>
      !taken.has(c) &&
      c.rect.t >= r.b - 0.3 * h &&
      c.rect.t - r.b < maxGap * h &&
      Math.abs(c.rect.l - left) < 1.5 * h &&
      test(c),
  );
}

/**
 * A value of several lines whose last is the last text of its page, a page following: a table's cell
 * may go on over the page break ("Renata" · "Beatriz da" · "Freitas" | next page "Carvalho").
 */
function atPageEnd(parts: readonly ValuePart[], all: PagedCells<FieldKey>): boolean {
  const last = parts.at(-1);
  return (
    last !== undefined &&
    parts.length >= 2 &&
    endsItsPage(all, last.cell, last.cell.rect.b - 0.3 * last.cell.h)
  );
}

/**
 * A value whose last line is the last text of its page, the next page opening at its left edge with
 * text that names nothing and is no title: the value may go on there, a word broken at the page break
 * ("S427Y14293" | next page "2", fuzz fresh-cc2dec37 #38, LibreOffice: the notice's number read
 * without its last digit, certain). Doubted, not joined: a page may open with anything.
 */
function brokenOverPage(parts: readonly ValuePart[], all: PagedCells<FieldKey>): boolean {
  const last = parts.at(-1);
  if (!last) return false;
  const left = Math.min(...parts.map((p) => rectOf(p.cell, p.from, p.to).l));
  const namesNothing = (top: Cell) =>
    !centredOnPage(top) &&
    /^[\p{L}\d]/u.test(top.text) &&
    !(all.labels.get(top) ?? []).some((l) => l.start <= firstAlnum(top.folded));
  return (
    acrossPageBreak(last.cell, rectOf(last.cell, last.from, last.to), left, all, namesNothing) !== undefined
  );
}

/**
 * The piece of `joined` that opens the line after a value found ending at `end`, when the value is one
 * word, ends right where its line ends (a letter or digit), and the next line, read into the same
 * value, goes on at once with a letter or digit: a word wider than its column, broken at the column's
 * edge with no hyphen (LibreOffice breaks it anywhere: "00055-" · "20337792/2" · "025-34"). Read as
 * two words, the value found is the word's first part, a plausible and wrong identifier.
 */
function brokenAtLineEnd(joined: Joined, end: number): number | undefined {
  const i = joined.pieces.findIndex((p, k) => k > 0 && p.offset === end + 1);
  const piece = joined.pieces[i];
  const prev = joined.pieces[i - 1];
  if (!piece || !prev || prev.offset + (prev.part.to - prev.part.from) !== end) return undefined;
  if (piece.part.cell.rect.t <= (prev.part.cell.rect.t + prev.part.cell.rect.b) / 2) return undefined;
  const before = joined.text.slice(0, end).split(/\s/).at(-1) ?? '';
  if (!/[\p{L}\d]$/u.test(before) || !/^[\p{L}\d]/u.test(joined.text.slice(end + 1))) return undefined;
  return i;
}

/** A date printed whole: day, month and a four-digit year. */
const WHOLE_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

/**
 * How wide a value's column is at least: as its label, printed over it from its left edge ("Modelo do
 * veículo" over "RENAULT/" · "SANDERO" · "EXP 10", fuzz fresh-9c9b18ca #4, LibreOffice: "SANDERO"
 * ends a third of the label's width short of the column's edge, so no word was broken there).
 */
function labelWidthOver(h: LabelHit<FieldKey>, cand: ValueCandidate): number {
  const first = cand.parts[0];
  if (cand.how !== 'below' || !first) return 0;
  return Math.abs(rectOf(first.cell, first.from, first.to).l - h.rect.l) < 0.5 * h.cell.h
    ? h.rect.r - h.rect.l
    : 0;
}

/**
 * A line of a value of several lines that is one word, ending in a letter or digit, the value's
 * widest line within a character (a broken word fills its column), the next line opening with a letter or digit: a word wider than its column
 * broken at its edge with no hyphen ("CEILÂNDIA/D" · "F, CEP 49487-359"), or a whole word; read with a
 * space between, the value may be wrong.
 */
function wordBrokenInside(parts: readonly ValuePart[], atLeast = 0): boolean {
  const lines: { text: string; l: number; r: number; mid: number; h: number; glued: boolean }[] = [];
  // The column is as wide as its widest printed line: a value's first line after its label in the
  // label's cell ("social: Ana" over "Luísa dos" · "Ferreira", fuzz fresh-bc37d283 #26) spans the cell.
  let widest = atLeast;
  for (const p of parts) {
    const r = rectOf(p.cell, p.from, p.to);
    widest = Math.max(widest, r.r - (p.from > 0 && p === parts[0] ? p.cell.rect.l : r.l));
    const text = p.cell.text.slice(p.from, p.to).trim();
    const prev = lines.at(-1);
    if (prev && r.t < prev.mid) {
      prev.text += ` ${text}`;
      prev.r = Math.max(prev.r, r.r);
    } else
      lines.push({ text, l: r.l, r: r.r, mid: (r.t + r.b) / 2, h: p.cell.h, glued: p.restOfWord === true });
  }
  widest = Math.max(widest, ...lines.map((x) => x.r - x.l));
  return lines.some((x, i) => {
    const next = lines[i + 1];
    return (
      next !== undefined &&
      !next.glued &&
      // (A date or number joined whole across the break is read as printed: joinParts.)
      !brokenBeforeSlash(x.text, next.text) &&
      !/\s/.test(x.text) &&
      /[\p{L}\d]$/u.test(x.text) &&
      // A word the labels spell, or a known name, place or maker's, is whole ("Medidor" · "fixo",
      // "SPLICE" · "SP-R4," one word a line in a narrow cell, fuzz fresh-bc37d283 #26).
      !FIELD_VOCABULARY.isLabelWord(fold(x.text)) &&
      !isKnownWord(x.text.replace(/[,.;:]$/, '')) &&
      /^[\p{L}\d]/u.test(next.text) &&
      // A date printed whole (day, month, a four-digit year) runs on into no word of letters: "31/01/2025"
      // · "a" · "30/01/2026" in a column as wide as the date ("23/04/202" · "6" is a date broken).
      !(WHOLE_DATE.test(x.text) && /^\p{L}/u.test(next.text)) &&
      // Within a character of the widest: the column's edge is only known to a character's width.
      x.r - x.l >= widest - 0.7 * x.h
    );
  });
}

/**
 * A value that may wrap under its label's left edge: one after its label in its cell, or in the cell
 * right after a "Label:" a word space or two away, which OCR boxed apart ("Condutor infrator:" |
 * "SIMONE AUGUSTO DA PEIXOTO" over "SANTOS", under the label: fuzz-images fresh-42ffdf08 #18, a
 * hand's shadow, the name certain without its last word).
 */
function wrapsUnderLabel(h: LabelHit<FieldKey>, cand: ValueCandidate): boolean {
  if (cand.how === 'inline') return true;
  const first = cand.parts[0];
  return (
    cand.how === 'right' &&
    h.label.colon &&
    first !== undefined &&
    Math.abs(midY(first.cell.rect) - midY(h.rect)) < 0.5 * h.cell.h &&
    rectOf(first.cell, first.from, first.to).l - h.rect.r < 2.5 * h.cell.h
  );
}

/**
 * The text before a "CNPJ" ends with an agency's name or acronym ("Autarquia Municipal de Trânsito e
 * Cidadania - AMC - CNPJ 49.388.856/0001-75", a slip's payee: fuzz-images fresh-244aa9d4 #21, read as
 * the owner's, CERTAIN): that CNPJ is the agency's.
 */
function agencyBefore(text: string): boolean {
  const last = text
    .split(/\s[-–]\s|\s[-–]$|^[-–]\s/)
    .map((t) => t.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''))
    .filter(Boolean)
    .at(-1);
  return last !== undefined && looksLikeAgency(last);
}

/** A payment slip's "linha digitável": five groups of digits (boleto, 47 digits; arrecadação, 48). */
const BANK_LINE =
  /\d{5}\.?\d{5}\s+\d{5}\.?\d{6}\s+\d{5}\.?\d{6}\s+\d\s+\d{14}|(?:\d{11}[-\s]?\d\s+){3}\d{11}[-\s]?\d/;

/** A line that ends inside a word or a number: a hyphen or a slash right after it. */
const BROKEN_AT_END = /[\p{L}\d][-/]$/u;

/** `parts` joined with no space where a line ends in a digit or "/" and the next opens with one. */
function gluedDigits(parts: readonly ValuePart[]): Joined | undefined {
  const text = (p: ValuePart) => p.cell.text.slice(p.from, p.to).trim();
  let any = false;
  const glued = parts.map((p, k) => {
    const prev = parts[k - 1];
    if (!prev || !/[\d/]$/.test(text(prev)) || !/^[\d/]/.test(text(p))) return p;
    any = true;
    return { ...p, restOfWord: true as const };
  });
  return any ? joinParts(glued) : undefined;
}

/** A value's next line opens with a hyphen glued to it ("-7"): the line broke before the hyphen. */
const opensGluedHyphen = (p: ValuePart | undefined): boolean =>
  p !== undefined && /^\s*[-–]$/.test(p.cell.text.slice(0, p.from));

/** A value's next line goes on with the number or date its line broke inside ("/2026", "4 a"). */
const opensGluedSlash = (text: string, p: ValuePart | undefined): boolean =>
  p !== undefined && brokenBeforeSlash(text, p.cell.text.slice(p.from, p.to));

/**
 * A line right under a value's last, at its left edge, not taken into it, that opens with a hyphen
 * glued to a letter or digit ("-7"): the rest of a number or word broken before its hyphen.
 */
function gluedRestBelow(parts: readonly ValuePart[], all: PagedCells<FieldKey>): boolean {
  return cellRightUnder(parts, all, { maxGap: 1.5, fromFirst: true }, (c) => /^[-–][\p{L}\d]/u.test(c.text));
}

/**
 * The value was found past other text of its row: in a later cell of the run beside its label, after
 * a cell with letters or digits that is not it ("Emitida em" | "24/11/Data limite…" | "30/12/2024": the
 * date beside the label was glued by OCR to the next label, and the date read is that next label's).
 */
function readPastOtherText(joined: Joined, index: number): boolean {
  const at = joined.pieces.findIndex((_, i) => {
    const next = joined.pieces[i + 1];
    return next === undefined || next.offset > index;
  });
  const start = joined.pieces[at]?.offset ?? 0;
  return at > 0 && /[\p{L}\d]/u.test(joined.text.slice(0, start));
}

/**
 * A value read below its label that starts after words of its own line's cell ("DÉBORA" | "VITÓRIA
 * CORREIA ROCHA" under a label whose first words OCR lost, "proprietário" alone, further right): its
 * beginning may have been left in the column before.
 */
function startsMidLine(cand: ValueCandidate, h: LabelHit<FieldKey>, all: PagedCells<FieldKey>): boolean {
  const first = cand.parts[0];
  if (cand.how !== 'below' || first === undefined || !/[\p{L}\d]/u.test(first.cell.text.slice(0, first.from)))
    return false;
  return !underRowOfLabels(first, h, all);
}

/**
 * A header row's values read as one line (LibreOffice pads its cells a space apart: "LHC-1283
 * 53510968270 HYUNDAI/HB20 1.0M" under "Placa do veículo" | "RENAVAM" | "Marca/Modelo/Versão"): the
 * value starts under its label's left edge, the line's first word under another label of that row,
 * and no word before the value reaches the label's column. The words before are that column's value.
 */
function underRowOfLabels(first: ValuePart, h: LabelHit<FieldKey>, all: PagedCells<FieldKey>): boolean {
  const hh = h.cell.h;
  const before = wordsIn(first.cell, 0, first.from);
  const width = first.cell.pageSize.width;
  const start = rectOf(first.cell, first.from, first.to).l;
  return (
    Math.abs(start - h.rect.l) < 0.5 * hh &&
    // (A LibreOffice pad is a space: "763.394.756-04" ends 1.2 points short of "Registro da CNH" over
    // the CNH beside it, fuzz fresh-6f49fdf4 #19.)
    before.every((w) => (w.box.left + w.box.width) * width < h.rect.l) &&
    labelOfRowAt(h, first.cell.rect.l, all, true)
  );
}

/**
 * A line under a label that opens with another field's label and that label's value ("Data
 * (dd/mm/aaaa) 11/05/2023" under the heading "DESCRIÇÃO DA INFRAÇÃO", fuzz fresh-9bff5258 #11,
 * Chromium): a pair of its own, not the value of the label above (the heading took it, and the date
 * with it). Its own field's label too ("Proprietário LOCADORA…" under "PROPRIETÁRIO DO VEÍCULO", fuzz
 * fresh-20a0dfcc #4, LibreOffice: the owner read with the label in it): that label reads the line.
 */
function opensOwnPair(cand: ValueCandidate, all: PagedCells<FieldKey>): boolean {
  const first = cand.parts[0];
  if (!first) return false;
  const start = first.from + firstAlnum(first.cell.folded.slice(first.from));
  return (all.labels.get(first.cell) ?? []).some((l) => {
    if (l.start !== start || l.labelEnd >= first.to) return false;
    // (A word a value of its field opens with is that value's: "Medidor estático SPLICE…" under
    // "Instrumento medidor", fuzz fresh-64b7cdc8 #0, Chromium.)
    if (opensMeter(l.field, first.cell.folded.slice(l.start, l.labelEnd), l.colon)) return false;
    const rest = first.cell.text.slice(l.labelEnd, first.to);
    const m = VALUE_SPECS[l.field].find(rest, fold(rest));
    return m !== undefined && !/\S/.test(rest.slice(0, m.index));
  });
}

function readLabelHit(
  h: LabelHit<FieldKey>,
  order: number,
  doc: LayoutDocument,
  roleOf: (h: LabelHit<FieldKey>) => Role,
  found: Found,
  all: PagedCells<FieldKey>,
  roleInDoubt: (h: LabelHit<FieldKey>) => boolean = () => false,
): ValueCandidate | undefined {
  const spec = VALUE_SPECS[h.field];
  if (h.field === 'suspension.points' && headsAutoColumn(h, all)) return undefined;
  for (const cand of h.candidates) {
    // A value of one line goes on in the next when its line broke inside it ("828453-77.00/26-" · "2").
    const first = joinParts(cand.parts.slice(0, cand.firstLine));
    // …and so does one whose line reads as no value, only the opening of one ("28/03/2025 a" ·
    // "27/03/2026", "31/01/2025" · "a" · "30/01/2026": one of a period's two dates).
    const whole =
      spec.multiline ||
      BROKEN_AT_END.test(first.text) ||
      opensGluedHyphen(cand.parts[cand.firstLine]) ||
      opensGluedSlash(first.text, cand.parts[cand.firstLine]) ||
      (cand.parts.length > cand.firstLine &&
        spec.opens?.(first.text, first.folded) === true &&
        spec.find(first.text, first.folded) === undefined);
    let lines = whole ? cand.parts : cand.parts.slice(0, cand.firstLine);
    const rest = restOfWordBelow(lines, all, h.field);
    const source = rest ? [...lines, rest] : whole ? cand.parts : cand.parts.slice(0, cand.firstLine);
    let joined = rest || whole ? joinParts(source) : first;
    let f = spec.find(joined.text, joined.folded);
    // A date broken inside its digits over several lines of a narrow cell, with no hyphen ("24/1" ·
    // "1/20" · "26", "14/0" · "9/20" · "25 a" · "13/0"…: fuzz fresh-14d60bc0 #26, LibreOffice, the
    // deadline and the period unread): its lines glued where one ends and the next goes on with a
    // digit or a "/". Doubted as any join of a line's rest (wrapped_join).
    let digitsGlued = false;
    // So is a CPF or a CNPJ ("27.152.8" · "20/0001" · "-55" under "CNPJ/" · "CPF:", fuzz
    // fresh-08d7c031 #12, LibreOffice: unread), when the glued number's check digits hold.
    if (
      !f &&
      (DATE_FIELDS.has(h.field) || h.field === 'suspension.period' || h.field === 'person.document')
    ) {
      const g = gluedDigits(cand.parts);
      const m = g && spec.find(g.text, g.folded);
      const holds =
        h.field !== 'person.document' ||
        (m !== undefined &&
          (checkDigitsHold('owner.cpf', m.value) || checkDigitsHold('owner.cnpj', m.value)));
      if (g && m && holds) [lines, joined, f, digitsGlued] = [cand.parts, g, m, true];
    }
    if (!f) continue;
    // A value of one word that ends where a line of it ends, its next line going on: read glued to it.
    const broken = f.ended ? undefined : brokenAtLineEnd(joined, f.end);
    const glued =
      broken === undefined
        ? undefined
        : joinParts(source.map((p, k) => (k === broken ? { ...p, restOfWord: true as const } : p)));
    const longer = glued && spec.find(glued.text, glued.folded);
    const wordBroken = longer !== undefined && longer.index === f.index && longer.end > f.end + 1;
    if (wordBroken && glued) {
      joined = glued;
      f = longer;
    }
    // A label beside a label (a header row: "MARCA/MODELO" | "Cor" over their values): while another
    // place remains to look, a lone label word is not the value.
    if (typeof f.value === 'string' && cand !== h.candidates.at(-1) && isLoneLabel(f.value)) continue;
    if (cand.how === 'below' && opensOwnPair(cand, all)) continue;
    const used = { ...cand, parts: rest ? [...lines, rest] : lines };
    // A label over a column of values of its kind (a table's header): which row it names is a guess.
    const column =
      (cand.how === 'below' && h.field === 'notice.number' && headsCountedAutos(h, all)) ||
      (cand.how === 'below' &&
        !spec.multiline &&
        // (A value of that kind opening the cell: a table's row, not "Canoas, 16/03/2026" signing it.)
        columnSibling(used.parts, all, (t) => {
          const m = spec.find(t, fold(t));
          return m !== undefined && !/[\p{L}\d]/u.test(t.slice(0, m.index).replace(/R\$/g, ''));
        }));
    // Free text may go on past what was read; so may any value beside its label in a narrow cell
    // ("FT2785665" · "1", "AG-" · "326846"), whatever its form.
    // An agency's name that ends as names of agencies end ("… - DETRAN-DF", "Polícia Rodoviária
    // Federal") goes on nowhere, and its lines are whole words: only its opening may be missing.
    const closed = h.field === 'agency' && typeof f.value === 'string' && endsAsAgency(f.value);
    const cut =
      rest?.guessed === true ||
      startsMidLine(used, h, all) ||
      restOnPageBefore(used, all) ||
      // (A value whole of its kind, a CNH whose check digits hold, has no opening a line above: the
      // line there is the name's beside the row above, "CLÁUDIA CRISTINA FERREIRA" · "SILVA" over
      // "47252269369", fuzz fresh-6f49fdf4 #0, LibreOffice: the CNH doubted as cut.)
      (restAbove(h, used, all) &&
        !FIELD_VOCABULARY.isWholeValue?.(h.field, joined.text.slice(f.index, f.end))) ||
      (!closed &&
        (((spec.multiline === true || cand.how === 'right') &&
          leftOver(used, all, wrapsUnderLabel(h, cand) ? h.cell.rect.l : undefined, h.cell) !== undefined) ||
          runsOnAcrossCut(used, h, all) ||
          gluedRestBelow(used.parts, all) ||
          (broken !== undefined && !wordBroken) ||
          (!wordBroken && wordBrokenInside(used.parts, labelWidthOver(h, cand))) ||
          fragmentBelow(used.parts, all) ||
          (spec.multiline === true && wordRightUnder(used.parts, all)) ||
          (spec.multiline === true && readFromPixels(doc.method) && textPastGap(used, all) !== undefined) ||
          (spec.multiline === true && atPageEnd(used.parts, all)) ||
          brokenOverPage(used.parts, all)));
    const straddles = reachesUnderNextHeader(h, used, all)
      ? 'está sob um cabeçalho que junta os rótulos de duas colunas'
      : readPastOtherText(joined, f.index)
        ? 'foi lido depois de outro texto na linha do rótulo'
        : inlineInColumn(h, used, all)
          ? 'segue um rótulo sem ":" e começa onde começa outra linha de valores'
          : runIntoNextColumn(used, all)
            ? 'junta numa linha o texto de duas colunas'
            : undefined;
    const { words, cell } = wordsAt(joined, f.index, f.end);
    const quality =
      PAIRING_QUALITY[cand.how] *
      (cand.how === 'inline' && !h.label.colon ? 0.95 : 1) *
      (h.wrapped ? WRAPPED_QUALITY : 1) *
      h.label.weight;
    const label = { text: h.text, words: wordsIn(h.cell, h.label.start, h.label.labelEnd) };
    for (const [key, read] of keysFor(h.field, f.value, roleOf(h), f.kind)) {
      const hit = makeHit({
        value: read,
        words,
        cell: cell ?? h.cell,
        quality,
        method: doc.method,
        label,
        issues: f.issues,
        checkDigits: checkDigitsHold(key, read),
      });
      const checked = checkReadValue(
        key,
        read,
        doc.method,
        hit.wordConfidence,
        f.confusable,
        cand.widestGap,
        { leftOver: cut, printed: joined.text.slice(f.index, f.end), overlap: wordsOverlap(words) },
      );
      hit.value = checked.value;
      // The evidence every source needs (grammar.ts), what checkReadValue did not already say.
      const evidence = [
        ...(cut
          ? [
              {
                check: 'value_cut',
                message: `O texto lido ("${checked.value}") pode estar incompleto: confira.`,
              },
            ]
          : []),
        ...(straddles
          ? [
              {
                check: 'ambiguous_pairing',
                message: `"${checked.value}" ${straddles}: confira.`,
              },
            ]
          : []),
        ...(column
          ? [
              {
                check: 'ambiguous_pairing',
                message: `"${checked.value}" é uma de várias linhas sob o mesmo rótulo: confira.`,
              },
            ]
          : []),
        ...(roleInDoubt(h)
          ? [
              {
                check: 'ambiguous_pairing',
                message: `De quem é "${checked.value}" o rótulo não diz, e outro rótulo da página nomeia essa pessoa: confira.`,
              },
            ]
          : []),
        // Text after the label on its own line did not read as the value: the line below may be its rest.
        ...(cand.how !== 'inline' && h.candidates[0]?.how === 'inline'
          ? [
              {
                check: 'ambiguous_pairing',
                message: `"${checked.value}" foi lido abaixo do rótulo, que tem outro texto ao lado: confira.`,
              },
            ]
          : []),
        // Where the column ends is measured from the next cell's text, not its rule: confirmed.
        ...(rest || wordBroken || digitsGlued
          ? [
              {
                check: 'wrapped_join',
                message: `O fim de "${checked.value}" estava sozinho na linha de baixo e foi juntado: confira.`,
              },
            ]
          : []),
        ...(joined.doubtfulJoin
          ? [
              {
                check: 'hyphen_join',
                message: `Uma palavra partida no fim da linha foi juntada em "${checked.value}": confira.`,
              },
            ]
          : []),
        ...grammarIssues(key, checked.value, { text: joined.text, end: f.end }, readFromPixels(doc.method)),
      ].filter(
        (i, n, list) =>
          !checked.issues.some((c) => c.check === i.check) &&
          list.findIndex((o) => o.check === i.check) === n,
      );
      checked.issues.push(...evidence);
      if (checked.issues.length) {
        hit.issues = [...(hit.issues ?? []), ...checked.issues];
        hit.confidence = Math.round(hit.confidence * FAILED_CHECK_FACTOR * 1000) / 1000;
      }
      found.add(key, hit, h.label.weight, order, roleOfLabel(fold(h.text)) !== undefined);
    }
    return cand;
  }
  return undefined;
}

/** A meter's label word with no ":", "Medidor": the first word of a meter's description as likely. */
const opensMeter = (field: FieldKey, folded: string, colon: boolean): boolean =>
  field === 'speed.equipment' && !colon && folded.trim() === 'medidor';

/**
 * "Medidor fixo DATAPROM DP-10, série FX-16092" alone, no label beside or above it (OCR lost it) and
 * no ":": a meter's description opens with the word, so it is the value whole, not "Medidor"'s value.
 */
function meterOpening(h: LabelHit<FieldKey>): LabelHit<FieldKey> {
  if (!opensMeter(h.field, fold(h.text), h.label.colon)) return h;
  const candidates = h.candidates.map((c) => {
    const first = c.parts[0];
    if (c.how !== 'inline' || !first) return c;
    const whole = part(h.cell, h.label.start, first.to);
    return whole ? { ...c, parts: [whole, ...c.parts.slice(1)] } : c;
  });
  return { ...h, candidates };
}

function addTitled<T extends string>(
  found: Found,
  key: ReadingKey,
  t: Titled<T> | undefined,
  method: ExtractionMethod,
  quality = PAIRING_QUALITY.title,
  issues?: FactIssue[],
): void {
  if (!t || found.has(key)) return;
  const words = wordsIn(t.cell, t.from, t.to);
  found.add(
    key,
    makeHit({
      value: t.value,
      words,
      cell: t.cell,
      quality,
      method,
      title: t.title,
      ...(issues ? { issues } : {}),
    }),
    0,
    0,
  );
}

/**
 * A person's label that names no role ("C.P.F.", "CNH") in a row of labels where one other names it
 * ("Condutor" | "C.P.F."): the row's role, nearer evidence than a section's heading above. None when
 * the row names two roles.
 */
/** How far the rows next to a label may be, in its text heights (a row's gap, a line's wrapped value). */
const NEXT_ROWS = 2.5;

/**
 * The roles the person's rows right above and right below a label name, in its column (their first
 * labels at its left edge): "Nome do condutor: …" over "Nº REGISTRO CNH: …" over "Endereço do condutor:
 * …", the driver's rows inside the owner's section. Undefined for a side with no such row.
 */
function rolesOfNextRows(
  h: LabelHit<FieldKey>,
  hits: readonly LabelHit<FieldKey>[],
): { above?: Set<Role>; below?: Set<Role> } {
  if (!h.field.startsWith('person.')) return {};
  const hh = h.cell.h;
  const rows = hits.filter(
    (o) =>
      o !== h &&
      o.cell.page === h.cell.page &&
      o.field.startsWith('person.') &&
      Math.abs(midY(o.rect) - midY(h.rect)) >= 0.5 * hh,
  );
  const inColumn = rows.filter((o) => Math.abs(o.rect.l - h.rect.l) < 1.5 * hh);
  const side = (near: LabelHit<FieldKey> | undefined): Set<Role> | undefined => {
    if (!near) return undefined;
    const roles = new Set<Role>();
    for (const o of rows)
      if (Math.abs(midY(o.rect) - midY(near.rect)) < 0.5 * hh) {
        const role = roleOfLabel(fold(o.text));
        if (role) roles.add(role);
      }
    return roles;
  };
  const above = inColumn
    .filter((o) => o.rect.b <= h.rect.t + 0.3 * hh && h.rect.t - o.rect.b < NEXT_ROWS * hh)
    .sort((a, b) => b.rect.b - a.rect.b)[0];
  const below = inColumn
    .filter((o) => o.rect.t >= h.rect.b - 0.3 * hh && o.rect.t - h.rect.b < NEXT_ROWS * hh)
    .sort((a, b) => a.rect.t - b.rect.t)[0];
  return { above: side(above), below: side(below) };
}

/** The one role the person's rows right above and right below a label both name, and only they. */
function roleOfNextRows(h: LabelHit<FieldKey>, hits: readonly LabelHit<FieldKey>[]): Role | undefined {
  const { above, below } = rolesOfNextRows(h, hits);
  if (above?.size !== 1 || below?.size !== 1) return undefined;
  const [a] = [...above];
  return below.has(a as Role) ? a : undefined;
}

/** A person's label opens with its field's word ("Nome do condutor"); a heading, with the person's or "Dados". */
const FIELD_FIRST = /^(?:nome|c\.?p\.?f|cnh|endereco|registro|n[uº]mero|habilitacao)\b/;

/** How far apart a column's person rows may be, in text heights: a label, its value wrapped once, the gaps. */
const CHAIN_GAP = 5;

/**
 * The role of the nearest label above a person's label, in its column, that names one, through rows of
 * person labels that name none, with no heading between: "Nome do condutor" over "C.P.F." over "CNH",
 * the driver's rows under the owner's heading (text bench fresh-13b966fc#14, LibreOffice, labels above
 * their values: the driver's CNH was read as the owner's, certain). A row of any other field, a heading
 * or a wider gap ends the column's block.
 */
function roleOfLabelsAbove(
  h: LabelHit<FieldKey>,
  hits: readonly LabelHit<FieldKey>[],
  headings: readonly Cell[],
): Role | undefined {
  // A name opens a person's rows: the rows above it are another person's.
  if (!h.field.startsWith('person.') || h.field === 'person.name') return undefined;
  for (const o of blockAbove(h, hits, headings)) {
    const role = roleOfLabel(fold(o.text)) ?? roleOfRow(o, hits);
    if (role) return role;
    if (o.field === 'person.name') return undefined;
  }
  return undefined;
}

/**
 * The person labels above `h` in its column, nearest first, while they are one block with it: no
 * heading, no other field's row and no wider gap than CHAIN_GAP between.
 */
function blockAbove(
  h: LabelHit<FieldKey>,
  hits: readonly LabelHit<FieldKey>[],
  headings: readonly Cell[],
): LabelHit<FieldKey>[] {
  const hh = h.cell.h;
  const column = columnOf(h, hits, 'above');
  const out: LabelHit<FieldKey>[] = [];
  let top = h.rect.t;
  for (const o of column) {
    if (top - o.rect.b > CHAIN_GAP * hh) break;
    if (headingBetween(headings, h.cell.page, o.rect.b - 0.3 * hh, top + 0.3 * hh)) break;
    if (!o.field.startsWith('person.')) break;
    out.push(o);
    top = Math.min(top, o.rect.t);
  }
  return out;
}

/** The labels left-aligned with `h` above or below it on its page, nearest first. */
function columnOf(
  h: LabelHit<FieldKey>,
  hits: readonly LabelHit<FieldKey>[],
  side: 'above' | 'below',
): LabelHit<FieldKey>[] {
  const hh = h.cell.h;
  return hits
    .filter(
      (o) =>
        o !== h &&
        o.cell.page === h.cell.page &&
        Math.abs(o.rect.l - h.rect.l) < 1.5 * hh &&
        (side === 'above' ? o.rect.b <= h.rect.t + 0.3 * hh : o.rect.t >= h.rect.b - 0.3 * hh),
    )
    .sort((a, b) => (side === 'above' ? b.rect.b - a.rect.b : a.rect.t - b.rect.t));
}

const headingBetween = (headings: readonly Cell[], page: number, from: number, to: number): boolean =>
  headings.some((c) => c.page === page && c.rect.t >= from && c.rect.b <= to);

/**
 * The one role a person's block names: the rows from its name's label down its column, each row with
 * every label beside it, to the next name, heading, other field's row or wide gap. "Nome do
 * interessado" | "C.P.F." over "Registro nacional de habilitação" | "Endereço do condutor", right under
 * the owner's rows with no heading between (fuzz fresh-e41970da #29, Chromium): the driver's, whose
 * name and CPF were lost as rivals of the owner's.
 */
function roleOfBlock(
  h: LabelHit<FieldKey>,
  hits: readonly LabelHit<FieldKey>[],
  headings: readonly Cell[],
): Role | undefined {
  if (!h.field.startsWith('person.')) return undefined;
  const hh = h.cell.h;
  // A row's labels: level with it, by their first lines (a label wrapped over two is taller).
  const rowOf = (o: LabelHit<FieldKey>) =>
    hits.filter(
      (x) =>
        x.cell.page === o.cell.page &&
        x.field.startsWith('person.') &&
        (Math.abs(x.rect.t - o.rect.t) < 0.5 * o.cell.h ||
          Math.abs(midY(x.rect) - midY(o.rect)) < 0.5 * o.cell.h),
    );
  const start =
    rowOf(h).find((o) => o.field === 'person.name') ??
    blockAbove(h, hits, headings).find((o) => o.field === 'person.name');
  if (!start) return undefined;
  const below = columnOf(start, hits, 'below');
  const rows = [start];
  let bottom = start.rect.b;
  for (const o of below) {
    if (o.rect.t - bottom > CHAIN_GAP * hh || !o.field.startsWith('person.') || o.field === 'person.name')
      break;
    if (headingBetween(headings, o.cell.page, bottom - 0.3 * hh, o.rect.t + 0.3 * hh)) break;
    rows.push(o);
    bottom = Math.max(bottom, o.rect.b);
  }
  const roles = new Set<Role>();
  for (const r of rows)
    for (const o of rowOf(r)) {
      const role = roleOfLabel(fold(o.text));
      if (role) roles.add(role);
    }
  return roles.size === 1 ? [...roles][0] : undefined;
}

/** A label over its value: from the label's top to the value's last line. */
function blockOf(h: LabelHit<FieldKey>): { t: number; b: number } | undefined {
  const below = h.candidates[0];
  if (below?.how !== 'below' || !below.parts.length) return undefined;
  return { t: h.rect.t, b: Math.max(...below.parts.map((p) => p.cell.rect.b)) };
}

/**
 * Two labels over their values side by side, the shorter block within the taller's height: a table's
 * row whose cells are centred vertically, so their labels are not level ("Condutor infrator" over
 * "MARCOS BARBOSA" · "MONTEIRO", "CPF" over "792.867.072-07" half a line lower, fuzz fresh-a0ec61e1
 * #26, LibreOffice: the driver's CPF and CNH read as the owner's, certain).
 */
function centredInOneRow(a: LabelHit<FieldKey>, b: LabelHit<FieldKey>): boolean {
  const [x, y] = [blockOf(a), blockOf(b)];
  if (!x || !y) return false;
  if (a.rect.l < b.rect.r && b.rect.l < a.rect.r) return false;
  const [tall, short] = x.b - x.t >= y.b - y.t ? [x, y] : [y, x];
  const slack = 0.3 * Math.min(a.cell.h, b.cell.h);
  if (short.t < tall.t - slack || short.b > tall.b + slack) return false;
  // Centred: as much of the taller block above the shorter as below it.
  return Math.abs(short.t - tall.t - (tall.b - short.b)) < Math.max(a.cell.h, b.cell.h);
}

function roleOfRow(h: LabelHit<FieldKey>, hits: readonly LabelHit<FieldKey>[]): Role | undefined {
  if (!h.field.startsWith('person.')) return undefined;
  const roles = new Set<Role>();
  for (const o of hits) {
    if (o === h || o.cell.page !== h.cell.page || !o.field.startsWith('person.')) continue;
    if (Math.abs(midY(o.rect) - midY(h.rect)) >= 0.5 * h.cell.h && !centredInOneRow(o, h)) continue;
    const role = roleOfLabel(fold(o.text));
    if (role) roles.add(role);
  }
  return roles.size === 1 ? [...roles][0] : undefined;
}

/**
 * Reads one document: its fields, and when it holds several notices (notices.ts) each one's fields
 * read from its own region alone (`notices`; `fields` is then the first one's).
 */
export function readDocument(doc: LayoutDocument): DocumentReading {
  const { reading, found, lines } = readLayout(doc);
  const regions = noticeRegions(found.anchors(), lines, { ocr: doc.method === 'ocr' });
  if (!regions) return reading;
  const notices = regions.map((region, i) => {
    const layout = regionLayout(doc.layout, region);
    const unsure = [region.unsure && region.start, regions[i + 1]?.unsure && region.end].filter(
      (m): m is NonNullable<NoticeRegion['end']> => !!m,
    );
    return {
      pages: layout.pages.map((p) => p.number),
      fields: nearBoundaries(readLayout({ ...doc, layout }, i > 0).reading.fields, unsure),
    };
  });
  return { ...reading, fields: notices[0]?.fields ?? reading.fields, notices };
}

/**
 * Share of a page's height either side of a boundary between notices drawn unsurely (notices.ts) in
 * which a value may be the other notice's: the letterhead of the notice below (agency, CNPJ, address)
 * or the end of the one above (a signature, a place and date), some five lines of a sheet.
 */
const BOUNDARY_BAND = 0.06;

const NEAR_BOUNDARY: FactIssue = {
  check: 'notice_boundary',
  message: 'Este valor está perto de onde um aviso termina e outro começa no documento: confira.',
};

/** Fields whose value lies near one of `marks` (an unsure boundary between notices): not certain. */
function nearBoundaries(
  fields: DocumentReading['fields'],
  marks: readonly { page: number; y: number }[],
): DocumentReading['fields'] {
  if (!marks.length) return fields;
  const near = (h: ReadHit) =>
    h.box !== undefined &&
    marks.some(
      (m) =>
        m.page === h.page &&
        h.box !== undefined &&
        h.box.top + h.box.height > m.y - BOUNDARY_BAND &&
        h.box.top < m.y + BOUNDARY_BAND,
    );
  return Object.fromEntries(
    Object.entries(fields).map(([k, hits]) => [
      k,
      hits?.map((h) => (near(h) ? { ...h, issues: [...(h.issues ?? []), NEAR_BOUNDARY] } : h)),
    ]),
  );
}

/**
 * `later`: the layout is a notice after the first of its file, which starts at its letterhead: what
 * precedes its title's page is that letterhead, printed at the foot of the page before (notices.ts).
 */
function readLayout(
  doc: LayoutDocument,
  later = false,
): { reading: DocumentReading; found: Found; lines: Cell[] } {
  const all = layoutCells(doc.layout, FIELD_VOCABULARY);
  const lines: Cell[] = buildLineCells(doc.layout);
  const { stage, type } = findStage(lines);
  // A person named with no role: the owner on a fine's notice, the licence holder on a suspension's.
  const fallback: Role = stage?.value === 'suspensao' ? 'driver' : 'owner';
  const sections = findSections(all.cells, fallback);
  const found = new Found();
  const hits = findLabelHits(all);
  const headings = sections.map((s) => s.cell);
  const roleOf = (h: LabelHit<FieldKey>): Role =>
    roleOfLabel(fold(h.text)) ??
    roleOfRow(h, hits) ??
    roleOfNextRows(h, hits) ??
    roleOfBlock(h, hits, headings) ??
    roleOfLabelsAbove(h, hits, headings) ??
    roleAt(sections, h.cell) ??
    fallback;
  // A person's label that names no role ("Nome do interessado") takes its section's, or the notice's
  // addressee's: a guess, when another label of the page names that role for the same field ("Nome do
  // proprietário do veículo" in the same section: its value unread, the other name was read as the
  // owner's, certain, at fresh-b5731ab1#18).
  const guessed = (h: LabelHit<FieldKey>): boolean =>
    h.field.startsWith('person.') &&
    !roleOfLabel(fold(h.text)) &&
    !roleOfRow(h, hits) &&
    !roleOfNextRows(h, hits) &&
    !roleOfBlock(h, hits, headings);
  // …or the row next to it names another person: the label may be that person's row (the last of the
  // driver's rows inside the owner's section).
  const nextRowsDiffer = (h: LabelHit<FieldKey>): boolean => {
    if (!guessed(h)) return false;
    const { above, below } = rolesOfNextRows(h, hits);
    const role = roleOf(h);
    return [...(above ?? []), ...(below ?? [])].some((r) => r !== role);
  };
  // (A value read beside that label is a rival, doubted as such; only a label left without one is a sign.)
  const unread = (o: LabelHit<FieldKey>): boolean =>
    !o.candidates.some((c) => {
      const j = joinParts(c.parts);
      return VALUE_SPECS[o.field].find(j.text, j.folded) !== undefined;
    });
  const namedElsewhere = (h: LabelHit<FieldKey>): boolean =>
    guessed(h) &&
    hits.some(
      (o) =>
        o !== h &&
        o.field === h.field &&
        o.cell.page === h.cell.page &&
        roleOfLabel(fold(o.text)) === roleOf(h) &&
        // A section's heading ("PROPRIETÁRIO DO VEÍCULO" over "Nome: …") is where the role came from,
        // not a rival label: nothing is read beside a heading.
        !sections.some((s) => s.cell === o.cell) &&
        unread(o),
    );
  // …and so are the labels of that person's row ("C.P.F.:", "Nº da CNH:" beside "Nome do interessado:").
  // …or its role is its block's, and the next person's row under it names another ("C.P.F." |
  // "Registro nacional de habilitação" between the owner's address and "Nome do condutor:", no heading:
  // fuzz fresh-59fed7b3 #38, LibreOffice: the driver's CPF and CNH read as the owner's, certain).
  // (So are the other labels of its row: "Registro nacional de habilitação", the column beside.)
  const unnamed = (h: LabelHit<FieldKey>): boolean =>
    h.field.startsWith('person.') && !roleOfLabel(fold(h.text)) && !roleOfRow(h, hits);
  // (The next label down its column, however far: a boxed row's padding, or a row made tall by a long
  // value beside it, puts "Nome do condutor:" 3.5 to 9.5 text heights under "C.P.F." | "CNH nº" and
  // their values: fuzz fresh-d9e9239b #25 and #31, pdf-lib, the driver's CNH read as the owner's,
  // certain. A heading between starts another person's rows.)
  const nextBelow = (h: LabelHit<FieldKey>): Role | undefined => {
    const next = columnOf(h, hits, 'below')[0];
    // (A heading that names a person, "CONDUTOR ABORDADO", starts that person's rows: no row of this block.
    // One in capitals that opens with a field's own word, "NOME DO CONDUTOR" over the name, is that
    // field's label: fuzz fresh-d896c90e #24, Chromium, the driver's CNH read as the owner's, certain.)
    if (!next?.field.startsWith('person.')) return undefined;
    if (headings.includes(next.cell) && !FIELD_FIRST.test(fold(next.text).trim())) return undefined;
    if (headingBetween(headings, h.cell.page, h.rect.b - 0.3 * h.cell.h, next.rect.t + 0.3 * h.cell.h))
      return undefined;
    return roleOfLabel(fold(next.text)) ?? roleOfRow(next, hits);
  };
  const otherBelow = (h: LabelHit<FieldKey>): boolean => {
    if (!unnamed(h)) return false;
    const below = [...(rolesOfNextRows(h, hits).below ?? []), nextBelow(h)];
    return below.some((r) => r !== undefined && r !== roleOf(h));
  };
  /** Another label of `h`'s row is so. */
  const rowHas = (h: LabelHit<FieldKey>, so: (o: LabelHit<FieldKey>) => boolean): boolean =>
    hits.some(
      (o) =>
        o !== h &&
        o.cell.page === h.cell.page &&
        Math.abs(midY(o.rect) - midY(h.rect)) < 0.5 * h.cell.h &&
        so(o),
    );
  const belowNamesOther = (h: LabelHit<FieldKey>): boolean =>
    otherBelow(h) || (unnamed(h) && rowHas(h, otherBelow));
  // …or the label itself stops where it was about to say whose ("Endereço da", its "infração" lost
  // by OCR: fuzz-images fresh-9334096b #8, the place read as the owner's address, certain). Whatever
  // the rows around say, the word lost may have named another person, or no person at all.
  const cutBeforeRole = (h: LabelHit<FieldKey>): boolean =>
    h.field.startsWith('person.') &&
    !roleOfLabel(fold(h.text)) &&
    // ("de", "da", "dos"…: "nº" after "CNH" is its number sign, no cut.)
    /^d[aeo]s?$/.test(bare(fold(h.text).trim().split(/\s+/).at(-1) ?? ''));
  const roleInDoubt = (h: LabelHit<FieldKey>): boolean =>
    namedElsewhere(h) ||
    nextRowsDiffer(h) ||
    belowNamesOther(h) ||
    cutBeforeRole(h) ||
    (guessed(h) && rowHas(h, namedElsewhere));
  // Cells read as the value of a label beside or above them: a label word they open with is the
  // value's first word ("Medidor fixo…" beside "Equipamento"), not a label of its own.
  const taken = new Set<Cell>();
  // Bare label words read as the first word of the value of the label beside them
  // ("Equipamento" | "Medidor" · "fixo…"): not labels of their own.
  const opening = new Set<Cell>();
  // Above the notice's title is its letterhead: the agency's CNPJ and address, never a person's.
  // Below a payment slip's bank line is the slip: its payee's CNPJ is the agency's, its payer a copy.
  const title = lines.find(isNoticeTitle);
  // (Its bank line may wrap on a narrow screen: "23968.06560 54080.485400 57332.588510 5" over
  // "17255893643631", fuzz-images fresh-244aa9d4 #21, an app's screenshot: the slip unseen, its payee's
  // CNPJ read as the owner's, CERTAIN.)
  const slip = lines.find((l, i) => {
    const next = lines[i + 1];
    if (BANK_LINE.test(l.text)) return true;
    const m = next?.page === l.page ? BANK_LINE.exec(`${l.text} ${next.text}`) : null;
    return m !== null && m.index + m[0].length > l.text.length && m.index < l.text.length;
  });
  // A slip may break onto the next page (its payee's name and CNPJ there): it ends at a notice's title.
  const inSlip = (c: Cell) =>
    slip !== undefined &&
    (c.page === slip.page
      ? c.rect.t >= slip.rect.t
      : c.page > slip.page &&
        !lines.some(
          (l) => l.page > slip.page && (l.page < c.page || l.rect.t < c.rect.t) && isNoticeTitle(l),
        ));
  const aboveTitleOrInSlip = (c: Cell) =>
    (title !== undefined &&
      ((c.page === title.page && c.rect.b <= title.rect.t) || (later && c.page < title.page))) ||
    inSlip(c);
  const letterhead = (h: LabelHit<FieldKey>) =>
    h.field.startsWith('person.') &&
    (aboveTitleOrInSlip(h.cell) ||
      (h.field === 'person.document' && agencyBefore(h.cell.text.slice(0, h.label.start))));
  // The top line of a value centred on its label is that value's opening, though a word of that
  // field's labels ("Medidor" · "fixo" · "SPLICE…" beside "EQUIPAMENTO UTILIZADO", fuzz fresh-bc37d283
  // #26): read ahead of the label, in page order, it took the lines under it as its own value.
  for (const h of hits)
    for (const c of h.candidates) {
      const top = c.parts[0]?.cell;
      const labels = top ? (all.labels.get(top) ?? []) : [];
      if (
        c.centred &&
        top &&
        top !== h.cell &&
        top.words.length === 1 &&
        labels.every((l) => l.field === h.field)
      )
        opening.add(top);
    }
  hits.forEach((h, order) => {
    if (h.leading || opening.has(h.cell) || letterhead(h)) return;
    const used = readLabelHit(h, order, doc, roleOf, found, all, roleInDoubt);
    if (!used || used.how === 'inline') return;
    const first = used.parts[0] as ValuePart;
    taken.add(first.cell);
    if (used.how === 'right' && all.labels.get(first.cell)?.some((l) => l.start <= first.from))
      opening.add(first.cell);
  });
  hits.forEach((h, order) => {
    if (h.leading && !taken.has(h.cell) && !letterhead(h))
      readLabelHit(meterOpening(h), order, doc, roleOf, found, all, roleInDoubt);
  });
  readRunningText(
    lines,
    doc.method,
    found,
    (c: Cell) => roleAt(sections, c) ?? fallback,
    all.cells,
    (c: Cell) => {
      const cnpj = c.folded.search(/\bcnpj\b/);
      return aboveTitleOrInSlip(c) || (cnpj > 0 && agencyBefore(c.text.slice(0, cnpj)));
    },
  );
  loneLicences(all.cells, doc.method, found, (c: Cell) => roleAt(sections, c));
  loneNoticeNumber(all.cells, doc.method, found);
  // Whole titles of two kinds in what is read as one notice ("NOTIFICAÇÃO DA PENALIDADE…" over
  // "Notificação de Autuação…", two notices stacked that OCR gave nothing identifying to split on:
  // fuzz-images fresh-cd2e0e5d #18, a hand's shadow, the second's stage read as the first's, certain):
  // which notice's stage it is, the layout does not say.
  const kinds = [...new Set(lines.map(titleKind).filter((k) => k !== undefined))];
  addTitled(
    found,
    'stage',
    stage,
    doc.method,
    undefined,
    kinds.length > 1
      ? [
          {
            check: 'ambiguous_pairing',
            message:
              'O documento traz títulos de notificações de tipos diferentes: confira a fase do processo.',
          },
        ]
      : undefined,
  );
  addTitled(found, 'appealType', type, doc.method);
  // The letterhead names the agency surely only when no field names it and it names no other: else it
  // may be a parent body ("PREFEITURA DE PORTO ALEGRE" over "EPTC") and the field's value was not read.
  const header = agencyInHeader(lines);
  // A letterhead is printed above the notice's title: a name below it is a line of the body, the value
  // of a label OCR lost or another body's name, and no letterhead (fuzz-images fresh-ff3446be #7, a
  // hand's shadow: "Órgão autuador" unread over "Autarquia Municipal de Trânsito e Cidadania - AMC",
  // the agency read "AMC" from it as a letterhead's acronym, certain).
  const belowTitle =
    header !== undefined &&
    stage !== undefined &&
    (header.cell.page > stage.cell.page ||
      (header.cell.page === stage.cell.page && header.cell.rect.t > stage.cell.rect.b));
  addTitled(
    found,
    'agency',
    header,
    doc.method,
    header?.another || belowTitle || hits.some((h) => h.field === 'agency')
      ? PAIRING_QUALITY.text
      : PAIRING_QUALITY.title,
  );
  if (stage?.value === 'suspensao')
    addTitled(found, 'suspension.reason', suspensionReason(lines), doc.method);
  const toImage = Object.fromEntries(
    doc.layout.pages.flatMap((p) => (p.toImage ? [[String(p.number), p.toImage]] : [])),
  );
  const reading = {
    name: doc.name,
    method: doc.method,
    pages: Math.max(1, doc.layout.pages.length),
    fields: instrumentDates(found.resolve()),
    ...(Object.keys(toImage).length ? { toImage } : {}),
  };
  return { reading, found, lines };
}

const SPEED_KEYS: ReadingKey[] = ['speed.measured', 'speed.considered', 'speed.limit', 'speed.equipment'];
const BREATH_KEYS: ReadingKey[] = [
  'breath.equipment',
  'breath.serial',
  'breath.measured',
  'breath.considered',
];

/**
 * "Data da última verificação (INMETRO)" names the verification of the record's measuring instrument:
 * on a breath test's record with no speed measured, that instrument is the etilômetro.
 */
function instrumentDates(fields: DocumentReading['fields']): DocumentReading['fields'] {
  const date = fields['speed.verificationDate'];
  const breath = BREATH_KEYS.some((k) => fields[k]);
  if (!date || !breath || SPEED_KEYS.some((k) => fields[k]) || fields['breath.verificationDate'])
    return fields;
  const { 'speed.verificationDate': _, ...rest } = fields;
  return { ...rest, 'breath.verificationDate': date };
}

/** A plain-text document ("Label: value" lines, tables typed with spaces, running text). */
export const readText = (name: string, text: string, method: ExtractionMethod = 'plain'): DocumentReading =>
  readDocument({ name, method, layout: plainTextLayout(text) });
