/**
 * A label wrapped over two to eight lines of its cell ("Data de emissão da" / "notificação") is one
 * label. Reading the lines apart is how a line-based reader took the next row's value (the deadline)
 * for the issue date: here the lines are joined into one cell before any value is looked for.
 */
import { fold } from '../facts/text';
import type { LayoutWord } from '../documents/layout';
import { isHeadingCell } from './cell-kinds';
import { type Cell, makeCell, repeatsWordsOf, type TopIndex, topIndex } from './cells';
import { withLabelWordsMended } from './ocr-labels';
import {
  bare,
  cellLabels,
  endsAtNumberSign,
  firstAlnum,
  isAllLabelWords,
  isLabelToken,
  isOtherLabelText,
  type LabelVocabulary,
  leadingLabel,
} from './labels';

/**
 * The cell that continues `c` on the next line: just below (within `reach` of its height), left-aligned,
 * same text height.
 */
function cellBelow(c: Cell, cells: TopIndex, used: ReadonlySet<Cell>, reach = 0.8): Cell | undefined {
  let best: Cell | undefined;
  for (const b of cells(c.page, c.rect.b - 0.3 * c.h, c.rect.b + reach * c.h)) {
    if (b === c || used.has(b)) continue;
    if (b.rect.t < c.rect.b - 0.3 * c.h || b.rect.t - c.rect.b > reach * c.h) continue;
    if (Math.abs(b.rect.l - c.rect.l) > 1.5 * c.h) continue;
    // A word or two tells little of their size: OCR boxes "do" or "Endereço" a line's full height.
    const [low, high] = Math.min(b.words.length, c.words.length) <= 3 ? [0.5, 2] : [0.6, 1.6];
    if (b.h < low * c.h || b.h > high * c.h) continue;
    if (!best || b.rect.t < best.rect.t) best = b;
  }
  return best;
}

/** `b` opens with label words ("notificação", "da notificação:", "de defesa prévia"). */
function opensWithLabelWords<F extends string>(b: Cell, v: LabelVocabulary<F>): boolean {
  const first = b.words[0];
  return first !== undefined && isLabelToken(v, fold(first.text).replace(/:$/, ''));
}

/** A few words, no digits: what may finish a label cut after "para" ("correspondência", "de defesa"). */
const FEW_WORDS = /^[^\d:]*:?\s*$/;

/**
 * The cell's last word is a connector: a label never ends on "para", "de", "da" — unless a label of
 * the vocabulary ends there, whole ("PROCESSO Nº": the number's sign, not a dangling "n").
 */
const endsWithConnector = <F extends string>(c: Cell, v: LabelVocabulary<F>): boolean =>
  endsOpen(c.folded, v);

/** The same of a folded text. */
const endsOpen = <F extends string>(folded: string, v: LabelVocabulary<F>): boolean => {
  const text = folded.trim();
  if (!v.isConnector(bare(text.split(/\s+/).at(-1) ?? ''))) return false;
  // ("CNH nº" over "Período" · "considerado": the number's sign, fuzz fresh-9c9b18ca #17, LibreOffice,
  // "CNH nº Período" taken for one label and the suspension's period unread.)
  if (endsAtNumberSign(text)) return false;
  const first = firstAlnum(folded);
  return !v.match(folded).some((m) => m.start <= first && m.end >= folded.trimEnd().length);
};

/**
 * How far below a line its label goes on, in its text heights: further after a connector, which only
 * the next line can finish ("Data de" over "postagem", boxed from the baseline to the "t"'s top).
 */
const reachBelow = <F extends string>(c: Cell, v: LabelVocabulary<F>): number =>
  endsWithConnector(c, v) ? 1.2 : 0.8;

/**
 * A label's bracketed rest on the next line of its cell: "LOCAL" · "(RODOVIA/KM/MUNICÍPIO)", or its
 * opening when a narrow cell broke it on (LibreOffice breaks a word too long for its cell with no
 * hyphen: "LOCAL" · "(RODOVIA/KM/MUN" · "ICÍPIO)"), one word then.
 */
const bracketedRest = (b: Cell): boolean =>
  /^\([^()\d]{1,40}\)\s*:?$|^\([^()\d\s]{1,40}$/.test(b.folded.trim());
/** The end of a bracket the cell above left open ("(RODOVIA/KM/MUN" · "ICÍPIO)"), no digits in it. */
const closesBracket = (c: Cell, b: Cell): boolean =>
  /\([^()\d]{1,40}$/.test(c.folded.trim()) && /^[^()\d]{1,40}\)\s*:?$/.test(b.folded.trim());

/** A cell of label words only (no ":" yet) that goes on in the cell below. */
function continues<F extends string>(c: Cell, b: Cell, v: LabelVocabulary<F>): boolean {
  if (/:\s*$/.test(c.folded)) return false;
  if (bracketedRest(b) && leadingLabel(c.folded, v)) return true;
  if (closesBracket(c, b) && leadingLabel(c.folded, v)) return true;
  // A label phrase that opens the cell and goes on into the line below, though the words above are
  // no label words alone ("Verificado pelo" · "INMETRO em"): the phrase vouches for the join.
  const first = firstAlnum(c.folded);
  if (
    !/\d/.test(c.folded) &&
    !leadingLabel(c.folded, v) &&
    v.match(`${c.folded} ${b.folded}`).some((m) => m.start <= first && m.end > c.folded.length + 1)
  )
    return true;
  // So does one that takes in every word of both lines, where the label the line above opens ends
  // before its words do ("Etilômetro verificado" · "em:", fuzz fresh-d99a4e9c #29, Chromium:
  // "Etilômetro" alone names the equipment, and the verification date beside was read as that), or
  // the line below is label words that make it longer, no label of their own ("VEL. MÁXIMA" ·
  // "PERMITIDA", fresh-59fed7b3 #2, Chromium: the limit read as "PERMITIDA", none).
  const own = leadingLabel(c.folded, v);
  // (The line below may carry the value after the label's last words and their ":": "VEL. MÁXIMA" ·
  // "PERMITIDA: 40 km/h", fuzz fresh-78161db0 #14, LibreOffice: the limit unread.)
  const below = /^([^:\d]+):\s*\S/.exec(b.folded)?.[1] ?? b.folded;
  const rest = below.trim().replace(/:$/, '');
  const whole = `${c.folded.trimEnd()} ${rest}`;
  if (
    own !== undefined &&
    own.start === first &&
    !/\d/.test(`${c.folded} ${below}`) &&
    !v.match(below).some((m) => m.start <= firstAlnum(below)) &&
    (((own.end < c.folded.trimEnd().length || rest.split(/\s+/).every((t) => isLabelToken(v, t))) &&
      v.match(whole).some((m) => m.start <= first && m.end >= whole.length && m.end > own.end)) ||
      // …or label words opening at a connector, which no label of its own does ("Nome do
      // proprietário" · "do veículo:", fresh-59fed7b3 #3, Chromium: the owner's name unread).
      (v.isConnector(bare(rest.split(/\s+/)[0] ?? '')) &&
        rest.split(/\s+/).every((t) => isLabelToken(v, t)) &&
        (leadingLabel(whole, v)?.labelEnd ?? 0) >= whole.length))
  )
    return true;
  // …or the line below is a label whole of its own, and the two lines are one longer label of a third
  // field, every word of both ("Etilômetro" · "verificado em": the equipment's word over the speed
  // meter's label, together the breathalyser's verification date: fuzz fresh-b094df64 #1, pdf-lib,
  // unread). Two rows each with a value beside stay apart (ownValuesApart).
  const lower = leadingLabel(b.folded, v);
  const both = `${c.folded.trimEnd()} ${b.folded.trim()}`;
  const one = leadingLabel(both, v);
  if (
    own?.start === first &&
    lower?.start === firstAlnum(b.folded) &&
    lower.labelEnd >= b.folded.trimEnd().length &&
    one?.start === first &&
    one.labelEnd >= both.length &&
    one.field !== own.field &&
    one.field !== lower.field &&
    !/\d/.test(both)
  )
    return true;
  const tokens = c.folded.trim().split(/\s+/);
  if (!tokens.every((t) => isLabelToken(v, t))) return false;
  // Connectors alone name nothing: "DE" is a name's particle on its own line ("BEATRIZ" · "DE" · "CARVALHO").
  if (tokens.every((t) => v.isConnector(bare(t)))) return false;
  // The words below finish a label cut after a connector, label words or not…
  if (endsWithConnector(c, v)) {
    // …unless the label above names its field alone and the line below is another field's label with
    // its value after it ("Emitida em" over "DATA DE POSTAGEM 16/07/2026"): the next row.
    const above = leadingLabel(c.folded, v);
    // (Unless the label's own phrase goes on into its words up to their ":": "… defesa prévia e
    // indicação do" over "condutor: 17/05/2024", fuzz fresh-94599cf3 #50, Chromium: the deadline
    // unread, "condutor:" taken for the driver's label.)
    if (below !== b.folded && (leadingLabel(whole, v)?.labelEnd ?? 0) >= whole.length) return true;
    if (above && lower && lower.field !== above.field && /\d/.test(b.folded.slice(lower.labelEnd)))
      return false;
    return opensWithLabelWords(b, v) || (b.words.length <= 3 && FEW_WORDS.test(b.folded));
  }
  if (!opensWithLabelWords(b, v)) return false;
  const bOpensLabel = v.match(b.folded).some((m) => m.start <= firstAlnum(b.folded));
  const alone = leadingLabel(c.folded, v);
  // A cell below that opens a label of its own stays apart, unless the words above name nothing
  // alone and only with it ("Instrumento" over "medidor").
  const joined = leadingLabel(`${c.folded} ${b.folded}`, v);
  if (bOpensLabel && alone) {
    // …unless together they are one label of the same field that takes in the label below whole:
    // "ÓRGÃO" over "AUTUADOR" in a narrow label cell is "Órgão autuador", not two rows. A word that
    // names a field only loosely alone ("Código") may open another field's label ("Código" over
    // "Renavam"): while the line below has no value of its own beside it (joinWrappedLabels).
    // (Not a line that goes on past the label with words no label has: the value under its label,
    // its first word a label's too, "Equipamento" over "Medidor fixo SPLICE SP-R4, …", fuzz
    // fresh-19777d8f #36, pdf-lib: the value read without "Medidor".)
    const after = joined ? `${c.folded} ${b.folded}`.slice(joined.labelEnd).trim() : '';
    // (A label left open at a slash, "Nome/" over "Razão social FERREIRA …", goes on whatever follows.)
    if (
      after !== '' &&
      !/\/$/.test(c.folded.trim()) &&
      !after.split(/\s+/).every((t) => isLabelToken(v, t.replace(/[,;.]$/, '')))
    )
      return false;
    return (
      joined !== undefined &&
      lower !== undefined &&
      (joined.field === alone.field || alone.weight < 1) &&
      joined.weight >= Math.max(alone.weight, lower.weight) &&
      joined.end >= c.folded.length + 1 + lower.end
    );
  }
  if (!joined) return false;
  if (!alone) return true;
  if (joined.labelEnd <= c.folded.length) return false;
  // The label above is whole, the phrase grows no longer with the line below, whose label words lead
  // to a value of their own ("Data de emissão" over "Defesa prévia 12/09/2024"): the next row.
  return !(joined.end <= alone.end && /\d/.test(`${c.folded} ${b.folded}`.slice(joined.labelEnd)));
}

/**
 * `c`, a heading in capitals, over `b`, a label whole of its own in other case that the heading
 * makes no longer a label of another field: a section's heading over its first row ("VEÍCULO" over
 * "Marca/Modelo/Versão", fuzz fresh-f1d265ca #26, LibreOffice: joined, the label's row beside read as
 * the model, "Placa do veículo Espécie"). A label wrapped in capitals keeps its case ("NOME DO" ·
 * "PROPRIETÁRIO").
 */
function headingOverLabel<F extends string>(c: Cell, b: Cell, v: LabelVocabulary<F>): boolean {
  if (!isHeadingCell(c) || isHeadingCell(b) || endsWithConnector(c, v)) return false;
  const lower = leadingLabel(b.folded, v);
  if (!lower || lower.start > firstAlnum(b.folded) || lower.labelEnd < b.folded.trimEnd().length)
    return false;
  const joined = leadingLabel(`${c.folded} ${b.folded}`, v);
  return joined === undefined || joined.field === lower.field;
}

/**
 * `b` opens a label of its own that wraps onto the line below it ("Velocidade" over "regulamentada"):
 * the next row of a table, never the rest of the label above it.
 */
function opensWrappedLabel<F extends string>(
  b: Cell,
  cells: TopIndex,
  used: ReadonlySet<Cell>,
  v: LabelVocabulary<F>,
): boolean {
  const below = cellBelow(b, cells, used, reachBelow(b, v));
  if (!below) return false;
  const first = firstAlnum(b.folded);
  return v.match(`${b.folded} ${below.folded}`).some((m) => m.start <= first && m.end > b.folded.length);
}

/**
 * The nearest cell to the right of `c` on its row: its first line's, where a label joined over lines
 * has its value beside it ("Velocidade" · "considerada" | "121 km/h" over "Data da" | "01/09/2023": the
 * joined label's middle is half a line below the value's, fuzz fresh-64b7cdc8 #13, Chromium, the next
 * row's label taken in and the verification date unread).
 */
function besideOf(c: Cell, cells: TopIndex): Cell | undefined {
  let best: Cell | undefined;
  const w = c.words[0];
  const mid = w ? (w.box.top + w.box.height / 2) * c.pageSize.height : (c.rect.t + c.rect.b) / 2;
  for (const o of cells(c.page, mid - 0.5 * c.h - cells.tallest(c.page), mid + 0.5 * c.h)) {
    if (o === c || o.rect.l < c.rect.r) continue;
    if (Math.abs((o.rect.t + o.rect.b) / 2 - mid) > 0.5 * c.h) continue;
    if (!best || o.rect.l < best.rect.l) best = o;
  }
  return best;
}

/**
 * `b` is the next row's label, not the rest of a whole label above it: the label takes it in only as
 * label words after its own phrase ("Modelo do veículo" over "UF"), and each line has a value of its
 * own beside it ("RENAULT/SANDERO EXP 10", "PRATA"), the two values not one text wrapped.
 */
function nextRowLabel<F extends string>(c: Cell, b: Cell, cells: TopIndex, v: LabelVocabulary<F>): boolean {
  const alone = leadingLabel(c.folded, v);
  const joined = leadingLabel(`${c.folded} ${b.folded}`, v);
  if (!alone || endsWithConnector(c, v) || (joined !== undefined && joined.end > c.folded.length))
    return false;
  // A bracketed phrase alone under a label is that label's rest, never the next row's label, whatever
  // the value beside does ("LOCAL" · "(RODOVIA/KM/MUNICÍPIO)" beside "…, nº 1733, pista" · "expressa").
  if (bracketedRest(b)) return false;
  // Nor is a line that opens at a connector ("do veículo:" under "Nome do proprietário"): no label does.
  if (v.isConnector(bare(b.folded.trim().split(/\s+/)[0] ?? ''))) return false;
  const top = besideOf(c, cells);
  const low = besideOf(b, cells);
  if (!top || !low || top === low) return false;
  // A value wrapped beside a label wrapped: its first line filled its column ("Rua …, 1200," · "apto 3").
  return !top.fullLine && Math.abs(low.rect.l - top.rect.l) < 1.5 * c.h && !/[,\-–]$/.test(top.text);
}

/**
 * `c`, a word that names one field loosely ("Código", the infraction's), and `b`, a label of another
 * field below it, each with a value of its own beside it ("Código" | "7455-0" over "Renavam" |
 * "12754764803"): two rows, though together they spell one label ("Código Renavam"). Never where `c`
 * ends on a connector ("Modelo do" | "Lombada eletrônica FISCAL-V" over "equipamento" | "FV3, série
 * …": one label, its value wrapped beside it).
 */
function ownValuesApart<F extends string>(c: Cell, b: Cell, cells: TopIndex, v: LabelVocabulary<F>): boolean {
  if (endsWithConnector(c, v)) return false;
  // Nor where `b` is a bracketed rest, which no row's label opens with ("Infração" · "(código)" beside
  // "745-5/0", the next column's label on the line below: fuzz fresh-9bff5258 #7, pdf-lib: code unread).
  if (bracketedRest(b)) return false;
  const alone = leadingLabel(c.folded, v);
  const joined = leadingLabel(`${c.folded} ${b.folded}`, v);
  if (!alone || !joined || joined.field === alone.field) return false;
  const top = besideOf(c, cells);
  const low = besideOf(b, cells);
  if (top === undefined || low === undefined || top === low) return false;
  // Not one value over the two lines, whole only together: broken inside ("Processo" · "instaurado
  // em" beside "07/10/20" · "26", fuzz fresh-14d60bc0 #26, LibreOffice: the opening date unread) or
  // wrapped ("CTB, art." · "208" beside "Enquadramento" · "legal", fresh-e5791197 #10, LibreOffice).
  // …nor one whose first line goes on past its end, at a comma or a connector ("CTB, art. 181," ·
  // "VIII" beside "Enquadramento" · "legal", fuzz fresh-b094df64 #4, pdf-lib: the basis read without
  // its inciso; "Art. 214, I do" · "CTB" beside "Fundamento" · "legal", fresh-e5791197 #0: unread).
  const first = top.folded.trim();
  if (/[,;/-]$/.test(first) || endsOpen(top.folded, v)) return false;
  const whole = (text: string) => v.isWholeValue?.(joined.field, text) === true;
  const together = [`${first}${low.folded.trim()}`, `${first} ${low.folded.trim()}`];
  return whole(first) || !together.some(whole);
}

/**
 * `b`, under a label `c`, opens with the label's rest and runs on, a narrow gap later, into the value's
 * column: a word starts there where a cell of a line near it starts ("LOCAL" over
 * "(RODOVIA/KM/MUNICÍPIO) de Santana/BA", "de" under "BR-324, km 201, …, Feira": a LibreOffice cell
 * whose label filled its width). The label's rest and the value's line, cut apart there; none when the
 * words before the cut do not go on the label.
 */
function labelRunIntoColumn<F extends string>(
  c: Cell,
  b: Cell,
  cells: TopIndex,
  v: LabelVocabulary<F>,
): [Cell, Cell] | undefined {
  const labelWords = (t: string) =>
    t.trim() !== '' &&
    t
      .trim()
      .split(/\s+/)
      .every((x) => isLabelToken(v, x));
  if (b.words.length < 2 || /:\s*$/.test(c.folded) || !(leadingLabel(c.folded, v) || labelWords(c.folded)))
    return undefined;
  const { width, height } = b.pageSize;
  const page = { number: b.page, width, height };
  for (let k = 1; k < b.words.length; k++) {
    const w = b.words[k] as LayoutWord;
    const prev = b.words[k - 1] as LayoutWord;
    const left = w.box.left * width;
    // (A label closed by ":" may run over the value's column, its value's line drawn over its end:
    // "(RODOVIA/KM/MUNICÍPIO):" ending at 444, "nº" at 439, Chromium, fuzz fresh-25ff56a0 #29.)
    const closed = /:$/.test(prev.text);
    if (left <= (closed ? prev.box.left * width : (prev.box.left + prev.box.width) * width)) continue;
    const column = cells(b.page, b.rect.t - 4.2 * b.h, b.rect.t + 4.2 * b.h).some(
      (o) => o.line !== b.line && Math.abs(o.rect.l - left) < 0.25 * b.h,
    );
    if (!column) continue;
    // Words after a ":" before the cut are a value's already: the cut would be inside it ("Veículo"
    // over "Marca/Modelo: FORD/KA SE 1.0", "SE" under a column's edge three lines up: fuzz
    // fresh-89b9e512 #11, LibreOffice: the model "FORD/KA", certain).
    if (b.words.slice(0, k - 1).some((x) => /:$/.test(x.text))) return undefined;
    const head = makeCell(b.words.slice(0, k), page, b.line, false);
    if (!continues(c, head, v)) return undefined;
    // What is cut off is a value's, not label words only (the label's own last word under a column).
    if (
      labelWords(
        fold(
          b.words
            .slice(k)
            .map((x) => x.text)
            .join(' '),
        ),
      )
    )
      return undefined;
    return [head, { ...makeCell(b.words.slice(k), page, b.line, b.fullLine), columnStart: true }];
  }
  return undefined;
}

/**
 * `c` and `b`, label words only, with the line below `b` spell a label phrase that opens at `c` and
 * ends in that third line: a label wrapped over three lines of a narrow cell, no two of which are a
 * label ("Defesa" · "prévia" · "até").
 */
function phraseOverThree<F extends string>(
  c: Cell,
  b: Cell,
  cells: TopIndex,
  used: ReadonlySet<Cell>,
  v: LabelVocabulary<F>,
): boolean {
  if (/[:\d]/.test(c.folded) || /[:\d]/.test(b.folded)) return false;
  const tokens = `${c.folded} ${b.folded}`.trim().split(/\s+/);
  if (!tokens.every((t) => isLabelToken(v, t))) return false;
  const third = cellBelow(b, cells, used, reachBelow(b, v));
  if (!third || third === c) return false;
  const two = c.folded.length + 1 + b.folded.length;
  const first = firstAlnum(c.folded);
  return v.match(`${c.folded} ${b.folded} ${third.folded}`).some((m) => m.start <= first && m.end > two + 1);
}

/**
 * `b` is in a larger type than the label `c` over it and goes on, past the label the two lines would
 * spell, with words that are no label's: the value under its label, not the label's rest
 * ("Equipamento" in 6.5 points over "Medidor fixo DATAPROM DP-10, …" in 8, though "Equipamento
 * medidor" is a label: joined, the cell beside the label before it was read as that label's value).
 */
function valueInLargerType<F extends string>(c: Cell, b: Cell, v: LabelVocabulary<F>): boolean {
  if (b.h <= 1.15 * c.h) return false;
  const text = `${c.folded} ${b.folded}`;
  const joined = leadingLabel(text, v);
  const rest = text.slice(joined?.labelEnd ?? c.folded.length + 1).trim();
  return rest !== '' && !rest.split(/\s+/).every((t) => isLabelToken(v, t));
}

/**
 * `c` holds two labels or more (a header row OCR read as one run: "VELOCIDADE CONSIDERADA — Velocidade
 * máxima") and `b`, the line under its left edge, ends before the second label starts: `b` goes on the
 * first label, not the last. The number of `c`'s words that label takes, after which `b`'s words go
 * (joined at the end, "(KM/H)" made "Velocidade máxima (KM/H)" a label starting at the first
 * column's edge, and the first column's value the second's: fresh-40bae7c6 #3); undefined when `b`
 * reaches under the second label or `c` holds one.
 */
function underFirstOfRun<F extends string>(c: Cell, b: Cell, v: LabelVocabulary<F>): number | undefined {
  // The first label as a cell's; the second as the vocabulary spells it: a rule OCR read as a dash
  // between them ("—") leaves it no label of the cell until the line below is joined.
  const first = cellLabels(c, v)[0];
  if (!first || first.start > firstAlnum(c.folded)) return undefined;
  const second = v.match(c.folded).find((m) => m.start >= first.labelEnd);
  if (!second) return undefined;
  const k = c.starts.findIndex((s) => s >= second.start);
  const next = c.words[k];
  if (!next || b.rect.r > next.box.left * c.pageSize.width) return undefined;
  const after = c.starts.findIndex((s) => s >= first.labelEnd);
  return after < 0 ? k : Math.min(after, k);
}

/**
 * The cell beside `c` on its row, a word space away, that finishes the label `c` leaves open at a
 * connector ("Nome do" | "proprietário": tesseract boxed "Nome do" taller and gave the two their own
 * lines). The label goes on there, not in the line below: taken as the label's rest, the value's first
 * word made "Nome do JULIANA", and the owner was read without it, certain (fuzz-images fresh-8f397217
 * #15, a blurred page).
 */
function restBeside<F extends string>(
  c: Cell,
  cells: TopIndex,
  v: LabelVocabulary<F>,
  done: ReadonlySet<Cell>,
): Cell | undefined {
  if (!endsWithConnector(c, v)) return undefined;
  const b = besideOf(c, cells);
  if (!b || done.has(b) || b.line === c.line) return undefined;
  if (b.rect.l - c.rect.r > Math.min(b.h, c.h)) return undefined;
  const joined = leadingLabel(`${c.folded} ${b.folded}`, v);
  return joined && joined.end > c.folded.length + 1 ? b : undefined;
}

/**
 * `b` is set in a smaller type than the label over it, in the same case (a cap height is no smaller
 * type), and the label is not left open at a connector: a label keeps its type over its lines, and a paragraph's line under it is no rest of it ("Prazo
 * para interposição de recurso" in 8 points over "O recurso à Junta…" in 7, fuzz fresh-d4d94ef3 #39,
 * LibreOffice: the label ran on into the sentence and took its words as its value).
 */
function inSmallerType(c: Cell, b: Cell): boolean {
  const lower = (x: Cell) => /\p{Ll}/u.test(x.text);
  // Only a text layer's sizes are the type's (OCR boxes a line taller for a speck or a descender).
  const printed = (x: Cell) => x.words.every((w) => w.confidence === 1);
  return printed(c) && printed(b) && lower(c) === lower(b) && b.h < 0.9 * c.h;
}

/**
 * `b` is a label of something the vocabulary reads no field for, alone ("UF", "Cor"), which no label
 * spells on from `c`'s words ("Placa/" · "UF" is one): the next row's label. Joined, "Veículo
 * (marca/modelo)" · "UF" took "PASSAGEIRO", UF's value, as the model's second line, certain.
 */
function otherLabelBelow<F extends string>(c: Cell, b: Cell, v: LabelVocabulary<F>): boolean {
  if (!isOtherLabelText(v, b.folded)) return false;
  // (Closing the bracket the line above left open, it is that label's: "LOCAL (RODOVIA/KM" ·
  // "/MUNICÍPIO)", fuzz fresh-990cab92 #28, LibreOffice: the place read with it, certain.)
  if (closesBracket(c, b)) return false;
  const first = firstAlnum(c.folded);
  return !v.match(`${c.folded} ${b.folded}`).some((m) => m.start <= first && m.end > c.folded.length + 1);
}

/**
 * The most lines a label may wrap over: a narrow LibreOffice cell breaks a label one word or two a line
 * ("Prazo" · "final" · "para" · "defesa" · "escrita"; "Data limite" · "para defesa" · "prévia e" ·
 * "indicação" · "do" · "condutor", fuzz fresh-51a4f2ac #35: six, the deadline unread at five).
 */
const MAX_LABEL_LINES = 8;

/** The cells with every wrapped label joined into one cell (at most MAX_LABEL_LINES lines). */
export function joinWrappedLabels<F extends string>(cells: readonly Cell[], v: LabelVocabulary<F>): Cell[] {
  const used = new Set<Cell>();
  const out: Cell[] = [];
  const index = topIndex(cells);
  const done = new Set<Cell>();
  for (const c of cells) {
    done.add(c);
    if (used.has(c)) continue;
    if (continuesInlineValue(c, index, v)) {
      out.push(c);
      continue;
    }
    let cell = c;
    const beside = restBeside(c, index, v, done);
    if (beside) {
      used.add(beside);
      done.add(beside);
      const page = { number: cell.page, ...cell.pageSize };
      cell = {
        ...withLabelWordsMended(makeCell([...c.words, ...beside.words], page, c.line, beside.fullLine), v),
        h: Math.min(c.h, beside.h),
      };
    }
    /** What was cut from a line taken into the label: the value's column's text (labelRunIntoColumn). */
    const rest: Cell[] = [];
    for (let lines = 1; lines < MAX_LABEL_LINES; lines++) {
      const below = cellBelow(cell, index, used, reachBelow(cell, v));
      if (!below) break;
      const page = { number: cell.page, ...cell.pageSize };
      const at = underFirstOfRun(cell, below, v);
      if (at !== undefined) {
        const head = makeCell(cell.words.slice(0, at), page, cell.line, false);
        if (!continues(head, below, v)) break;
        // A label whole with its value beside it on its line goes on nowhere, unless the vocabulary's
        // phrase does, or it is left open at a connector ("PLACA ZQG1W33 MARCA/MODELO …" over "Data
        // da" · "autuação", fuzz fresh-e585571a #47, LibreOffice: "PLACA Data da autuação" one label
        // through its label words, the infraction's date unread).
        const valueBeside = !v.match(cell.folded).some((m) => m.start === cell.starts[at]);
        const phrase = v
          .match(`${head.folded} ${below.folded}`)
          .some((m) => m.start <= firstAlnum(head.folded) && m.end > head.folded.length + 1);
        if (valueBeside && !phrase && !endsWithConnector(head, v)) break;
        used.add(below);
        const words = [...cell.words.slice(0, at), ...below.words, ...cell.words.slice(at)];
        cell = { ...withLabelWordsMended(makeCell(words, page, cell.line, cell.fullLine), v), h: cell.h };
        continue;
      }
      // A label's rest whose line runs on into the value's column is cut there first, though the
      // whole line spells a label phrase ("Veículo" over "(marca/modelo): LXR", "LXR" under
      // "HONDA/CIVIC": fuzz fresh-25ff56a0 #29, Chromium, the model read as "LXR").
      const split = labelRunIntoColumn(cell, below, index, v);
      const goesOn = !split && (continues(cell, below, v) || phraseOverThree(cell, below, index, used, v));
      if (!split && !goesOn) break;
      const b = split ? split[0] : below;
      // A line ending on a connector ("Nome do") is no whole label, whatever the lines below open.
      if (!endsWithConnector(cell, v) && leadingLabel(cell.folded, v) && opensWrappedLabel(b, index, used, v))
        break;
      if (nextRowLabel(cell, b, index, v) || repeatsWordsOf(b, cell) || otherLabelBelow(cell, b, v)) break;
      if (headingOverLabel(cell, b, v)) break;
      if (ownValuesApart(cell, b, index, v)) break;
      if (valueInLargerType(cell, b, v) || (!endsWithConnector(cell, v) && inSmallerType(cell, b))) break;
      used.add(below);
      if (split) rest.push(split[1]);
      // One line's height, not the two lines' words measured together.
      const joined = makeCell([...cell.words, ...b.words], page, cell.line, b.fullLine);
      cell = { ...withLabelWordsMended(joined, v), h: cell.h };
    }
    out.push(cell, ...rest);
  }
  // A cut line's value part in its line's place among the cells (they are top to bottom).
  return out.length > cells.length - used.size ? out.sort((a, b) => a.line - b.line) : out;
}

/**
 * A cell cut where a label wrapped over two lines opens, glued to the value before it: the label's
 * first line printed a space from that value, its rest alone on the next line, at that word's left
 * edge ("JULIANA DA COSTA CPF do" over "RODRIGUES" | "proprietário", fresh-062a9f22 #4, Chromium;
 * "Radar fixo PERKONS PK-15, Data da última verificação do" over "INMETRO", #20, LibreOffice: a
 * table's padding no wider than a word space). The words from there, with the line below, make one
 * label of the vocabulary, every word of it, which they are not alone: two lines agree on the
 * column, the vocabulary on the label.
 */
export function splitAtWrappedLabels<F extends string>(
  cells: readonly Cell[],
  v: LabelVocabulary<F>,
): Cell[] {
  const index = topIndex(cells);
  const out: Cell[] = [];
  for (const cell of cells) {
    const at = wrappedLabelStart(cell, index, v);
    if (at === undefined) {
      out.push(cell);
      continue;
    }
    const page = { number: cell.page, ...cell.pageSize };
    out.push(makeCell(cell.words.slice(0, at), page, cell.line, false));
    out.push({ ...makeCell(cell.words.slice(at), page, cell.line, cell.fullLine), columnStart: true });
  }
  return out;
}

/**
 * The word of `cell` where such a label opens, if any — or where the value after a label left open at
 * a connector opens, the label's rest alone under its first word ("Número do Auto de P007N29592" over
 * "Infração", fuzz fresh-d9d88d82 #1, pdf-lib: the notice's number unread).
 */
function wrappedLabelStart<F extends string>(
  cell: Cell,
  index: TopIndex,
  v: LabelVocabulary<F>,
): number | undefined {
  const h = cell.h;
  if (cell.words.length < 2) return undefined;
  const below = index(cell.page, cell.rect.b - 0.3 * h, cell.rect.b + 1.2 * h).filter(
    (b) => b !== cell && b.rect.t >= cell.rect.b - 0.3 * h && b.h > 0.6 * h && b.h < 1.6 * h,
  );
  const head = leadingLabel(cell.folded, v);
  const under = below.find((b) => Math.abs(b.rect.l - cell.rect.l) < 0.25 * h);
  if (head && head.start === 0 && under) {
    // The label's words and the connectors it is left open at ("… Auto de").
    let k = cell.starts.findIndex((st) => st >= head.labelEnd);
    while (k > 0 && k < cell.words.length - 1 && v.isConnector(fold((cell.words[k] as LayoutWord).text))) k++;
    const label = cell.folded.slice(0, k > 0 ? cell.starts[k] : head.labelEnd).trim();
    const restText = under.folded.trim();
    const joined = leadingLabel(`${label} ${restText}`, v);
    // Left open at a connector, or a whole label the line below makes longer, every word of it label
    // words ("Enquadramento Art. 208, do CTB" over "legal", fuzz fresh-19777d8f #2, pdf-lib: "legal"
    // read as the basis's last word).
    // (Its colon ends it: "Nome do proprietário BEATRIZ" over "do veículo:", fresh-59fed7b3 #3.)
    const longer =
      !/\d|:./.test(restText) &&
      restText
        .replace(/:$/, '')
        .split(/\s+/)
        .every((t) => isLabelToken(v, t)) &&
      joined !== undefined &&
      (joined.end > head.end ||
        // (Only label words after it, the value's column under its first word: two lines agree.)
        (joined.labelEnd > head.labelEnd &&
          below.some(
            (b) =>
              b !== under &&
              Math.abs(
                b.rect.l - ((cell.words[k] as LayoutWord | undefined)?.box.left ?? -1) * cell.pageSize.width,
              ) <
                0.25 * h,
          )));
    if (
      k > 0 &&
      joined !== undefined &&
      ((endsOpen(label, v) && joined.end > label.length) || longer) &&
      joined.labelEnd >= label.length + 1 + restText.length
    )
      return k;
    const shorter = shorterWrappedLabel(cell, k, under, below, v);
    if (shorter !== undefined) return shorter;
  }
  // No label opens the line alone, but its first words, left open at a connector, are one with the
  // line under them ("Autoridade de Companhia de … - CET" over "trânsito", fuzz fresh-59fed7b3 #2,
  // Chromium: the agency unread).
  if (!head && under) {
    const shorter = shorterWrappedLabel(cell, cell.words.length, under, below, v);
    if (shorter !== undefined) return shorter;
    // The rest goes on while a line of it is left open at a connector, each line under the one before at
    // its edge ("Data da última 23/09/2024" over "verificação do" over "INMETRO", fuzz fresh-4505ead3
    // #56, pdf-lib in Courier: the verification date unread).
    const rest = [under];
    for (let last = under; rest.length < MAX_LABEL_LINES - 1 && endsOpen(last.folded, v); ) {
      const next = index(cell.page, last.rect.b - 0.3 * h, last.rect.b + 1.2 * h).find(
        (b) =>
          !rest.includes(b) &&
          b.rect.t >= last.rect.b - 0.3 * h &&
          Math.abs(b.rect.l - last.rect.l) < 0.25 * h &&
          b.h > 0.6 * h &&
          b.h < 1.6 * h &&
          isAllLabelWords(v, b.folded.replace(/:$/, '')),
      );
      if (!next) break;
      rest.push(next);
      last = next;
    }
    const restText = rest
      .map((b) => b.folded.trim())
      .join(' ')
      .replace(/:$/, '');
    // (The whole line and the line under it are one label: no value here to cut off, "Nº REGISTRO" over
    // "CNH", fuzz fresh-c3a44e2e #32, pdf-lib: cut at "Nº" · "CNH", the CNH read as "REGISTRO", none.)
    const whole = `${cell.folded.trim()} ${restText}`;
    if ((leadingLabel(whole, v)?.labelEnd ?? 0) >= whole.length) return undefined;
    // (The longest such label: "Data da" is left open too, and "Data da verificação do INMETRO" a label.)
    for (let k = cell.words.length - 1; k >= 1 && !/\d/.test(restText); k--) {
      const label = cell.folded.slice(0, cell.starts[k]).trim();
      // (Or label words alone whose rest opens at one: "Identificação AG-918079" over "do agente",
      // fresh-1cad75ae #8, pdf-lib.)
      // (Or label words alone over a rest of two lines or more, itself left open: three lines agree.)
      const open =
        v.isConnector(bare(label.split(/\s+/).at(-1) ?? '')) ||
        ((v.isConnector(bare(restText.split(/\s+/)[0] ?? '')) || rest.length > 1) &&
          label.split(/\s+/).every((t) => isLabelToken(v, t)));
      if (!open || /\d/.test(label)) continue;
      const joined = leadingLabel(`${label} ${restText}`, v);
      if (joined && joined.start === 0 && joined.end >= label.length + 1 + restText.length) return k;
    }
  }
  const opened = openedAbove(cell, index, v);
  if (opened !== undefined) return opened;
  for (let k = 1; k < cell.words.length; k++) {
    const x = (cell.words[k] as LayoutWord).box.left * cell.pageSize.width;
    const rest = below.find((b) => Math.abs(b.rect.l - x) < 0.25 * h);
    if (!rest) continue;
    const tail = cell.folded.slice(cell.starts[k]).trim();
    // The rest up to its ":", its value after it on that line ("Vel. considerada: 44 VEL. MÁXIMA"
    // over "PERMITIDA: 40 km/h", fuzz fresh-78161db0 #14, LibreOffice: the limit unread).
    const restText = rest.folded.trim().replace(/^([^:\d]+:).*$/, '$1');
    const joined = leadingLabel(`${tail} ${restText}`, v);
    if (!joined || joined.start > 0 || joined.labelEnd < tail.length + 1 + restText.length) continue;
    const alone = leadingLabel(tail, v);
    // …and not alone: a label whole on the line ("Data da infração") has no rest below; one left open
    // at a connector ("Data limite para defesa prévia e" over "indicação do condutor") has.
    // (Unless the vocabulary's own phrase goes on into the rest: "VEL. MÁXIMA" · "PERMITIDA".)
    if (alone && alone.labelEnd >= tail.length && !endsOpen(tail, v) && joined.end <= tail.length) continue;
    return k;
  }
  return undefined;
}

/**
 * The word of `cell` before `upTo` where its value opens when the label read at its start is shorter:
 * its first words and the line under them, ended by its ":", make one label of the vocabulary, every
 * word of it, and the value's next line starts under that word ("Equipamento Medidor fixo" over
 * "medidor:" | "PERKONS PK-15,", fuzz fresh-a0ec61e1 #21, pdf-lib in Courier, whose word space is as
 * wide as the column's gap: "Equipamento Medidor" read as the label, the make as the value, certain).
 * Three lines agree on the column, the colon and the vocabulary on the label. With no line below
 * the value, the words from there are a whole value of that label's field ("Concentração 0,358 mg/L"
 * over "considerada:", fuzz fresh-94599cf3 #39, pdf-lib in Courier: the concentration unread).
 */
function shorterWrappedLabel<F extends string>(
  cell: Cell,
  upTo: number,
  under: Cell,
  below: readonly Cell[],
  v: LabelVocabulary<F>,
): number | undefined {
  const restText = under.folded.trim();
  if (!/^[^\d:]+:$/.test(restText)) return undefined;
  const words = restText.slice(0, -1).split(/\s+/);
  if (!words.every((t) => isLabelToken(v, t))) return undefined;
  for (let j = upTo - 1; j >= 1; j--) {
    const label = cell.folded.slice(0, cell.starts[j]).trim();
    const joined = leadingLabel(`${label} ${restText}`, v);
    if (!joined || joined.start > 0 || joined.labelEnd < label.length + restText.length) continue;
    const x = (cell.words[j] as LayoutWord).box.left * cell.pageSize.width;
    const column = below.some((b) => b !== under && Math.abs(b.rect.l - x) < 0.25 * cell.h);
    if (column || v.isWholeValue?.(joined.field, cell.folded.slice(cell.starts[j]).trim())) return j;
  }
  return undefined;
}

/**
 * The word of `cell` that ends a label whose first line is the cell above it, at that word's left edge,
 * left open there ("Data de" over "… - DETRAN/rs instauração:", fuzz fresh-d99a4e9c #2, LibreOffice:
 * the label's rest printed a space after the value of the row's first pair, its value below it). The
 * two lines make one label, every word of them, and the rest alone is none.
 */
function openedAbove<F extends string>(
  cell: Cell,
  index: TopIndex,
  v: LabelVocabulary<F>,
): number | undefined {
  const h = cell.h;
  const above = index(cell.page, cell.rect.t - 2.2 * h, cell.rect.t).filter(
    (a) =>
      a !== cell &&
      a.rect.b <= cell.rect.t + 0.3 * h &&
      cell.rect.t - a.rect.b < 1.2 * h &&
      a.h > 0.6 * h &&
      a.h < 1.6 * h &&
      /^[^\d:]+$/.test(a.folded) &&
      (endsOpen(a.folded, v) || isAllLabelWords(v, a.folded)),
  );
  if (above.length === 0) return undefined;
  for (let k = 1; k < cell.words.length; k++) {
    const x = (cell.words[k] as LayoutWord).box.left * cell.pageSize.width;
    const first = above.find((a) => Math.abs(a.rect.l - x) < 0.25 * h);
    if (!first) continue;
    const tail = cell.folded.slice(cell.starts[k]).trim();
    // A label whole above may go on too, where the rest opens at a connector and the label's next line
    // is under it, at that edge as well ("Prazo para" · "apresentação" over "Emitida em: 23/11/2025 de
    // defesa" over "prévia:", fuzz fresh-78161db0 #28, LibreOffice): three lines agree on the column.
    // (A line above that is no label alone is as open: "Velocidade" over "km/h máxima", fuzz
    // fresh-d8d18df6 #32, LibreOffice: the limit unread.)
    if (
      !endsOpen(first.folded, v) &&
      leadingLabel(first.folded, v) !== undefined &&
      !(
        v.isConnector(bare(tail.split(/\s+/)[0] ?? '')) &&
        index(cell.page, cell.rect.b - 0.3 * h, cell.rect.b + 1.2 * h).some(
          (b) => b !== cell && b.rect.t >= cell.rect.b - 0.3 * h && Math.abs(b.rect.l - x) < 0.25 * h,
        )
      )
    )
      continue;
    if (leadingLabel(tail, v)?.start === 0) continue;
    // The label's lines above, at that edge, from its first (the cells are not joined yet).
    const lines = [first];
    for (let top = first; lines.length < MAX_LABEL_LINES; ) {
      const up = index(cell.page, top.rect.t - 2.2 * h, top.rect.t).find(
        (a) =>
          a !== top &&
          a.rect.b <= top.rect.t + 0.3 * h &&
          top.rect.t - a.rect.b < 1.2 * h &&
          Math.abs(a.rect.l - top.rect.l) < 0.25 * h &&
          /^[^\d:]+$/.test(a.folded) &&
          isAllLabelWords(v, a.folded),
      );
      if (!up) break;
      lines.unshift(up);
      top = up;
    }
    for (let i = lines.length - 1; i >= 0; i--) {
      const head = lines
        .slice(i)
        .map((a) => a.folded.trim())
        .join(' ');
      const joined = leadingLabel(`${head} ${tail}`, v);
      if (joined && joined.start === 0 && joined.labelEnd >= head.length + 1 + tail.replace(/:$/, '').length)
        return k;
    }
  }
  return undefined;
}

/**
 * `c`, no label closed by ":", starts right under the first word of the value after a "Label:" on the
 * line above: that value's next line ("Especificação da infração: Deixar o" over "condutor de" ·
 * "usar o", fuzz fresh-1cad75ae #5, pdf-lib: "condutor de" joined with "usar o" into a label of the
 * person, and the description unread). Its words are the value's, whatever labels they spell.
 */
export function continuesInlineValue<F extends string>(
  c: Cell,
  index: TopIndex,
  v: LabelVocabulary<F>,
): boolean {
  if (/:/.test(c.folded)) return false;
  const width = c.pageSize.width;
  return index(c.page, c.rect.t - 2 * c.h, c.rect.t).some((a) => {
    if (a === c || a.rect.b > c.rect.t + 0.3 * c.h || c.rect.t - a.rect.b > c.h) return false;
    const label = cellLabels(a, v)
      .filter((l) => l.colon)
      .at(-1);
    if (!label) return false;
    // (A value whole on its line goes on nowhere: "Data da infração: 20/06/2024" over "Prazo para
    // apresentação de defesa", 2 points right of the date: fuzz fresh-f1d265ca #39, LibreOffice, the
    // deadline's label taken for the date's next line, the deadline unread.)
    if (v.isWholeValue?.(label.field, a.folded.slice(label.labelEnd).trim()) === true) return false;
    const k = a.starts.findIndex((st) => st >= label.labelEnd);
    const word = k >= 0 ? a.words[k] : undefined;
    return word !== undefined && Math.abs(word.box.left * width - c.rect.l) < 0.3 * c.h;
  });
}
