/**
 * Labels inside a cell. The vocabulary (the facts' table of labels) finds label candidates; this
 * decides which are labels here: one at the start of the cell, one right after another label (a
 * header row read as one run), or one followed by ":" (two "Label: value" pairs on one line). A label
 * extends over the label words that follow it ("Data de emissão" + "da notificação") and its ":".
 */
import type { Cell } from './cells';

export interface LabelMatch<F extends string> {
  field: F;
  /** Character range in the folded text. */
  start: number;
  end: number;
  /** 0–1: how specific the label is ("Data" alone is weaker than "Data da infração"). */
  weight: number;
}

export interface LabelVocabulary<F extends string> {
  /** Every label match in a folded text, each starting at a word start. */
  match(folded: string): LabelMatch<F>[];
  /** A folded word that only ever appears in labels ("emissao", "notificacao", "prazo"). */
  isLabelWord(token: string): boolean;
  /** Small words a label may run through or break after ("da", "de", "para"). */
  isConnector(token: string): boolean;
  /** Every label word, for mending OCR's misreadings of them (ocr-labels.ts). */
  labelWords?: readonly string[];
  /** Every phrase the labels spell, for reading a garbled label from its place (label-slots.ts). */
  phrases?: () => readonly { field: F; text: string; weight: number }[];
  /**
   * The text (a cell's rest after a label) is one value of the field's form, nothing else: a plate
   * after "Placa". Such a label is one inside a cell, though bare ("… WORKING Placa FNW-6976").
   */
  isWholeValue?(field: F, text: string): boolean;
  /**
   * A folded text (its punctuation dropped) that is a label of something the vocabulary reads no
   * field for, alone: "uf", "cor", "especie". Beside a value's next line, in the label's column, it
   * opens the next row.
   */
  isOtherLabel?(bare: string): boolean;
}

/** A label accepted in a cell, with its extent (label words and ":" included). */
export interface CellLabel<F extends string> extends LabelMatch<F> {
  /** End of the label with the label words and the ":" that follow it. */
  labelEnd: number;
  /** A ":" closes it. */
  colon: boolean;
}

/** Punctuation around a word that does not change what it is ("Modelo:", "(km/h)"). */
export const bare = (token: string): string => token.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');

/** The word parts of a folded token ("marca/modelo" → marca, modelo; "autuador(a)" → autuador, a). */
const parts = (token: string): string[] => token.split(/[/()]/).map(bare).filter(Boolean);

export const isLabelToken = <F extends string>(v: LabelVocabulary<F>, token: string): boolean => {
  // A word glued to a hyphen at its end is broken there (its rest on the next line) or a code's
  // series letter ("E-" · "12/0313348/2026"): never a connector, whole ("e", "de").
  if (/[a-z]-$/.test(token) && !v.isLabelWord(bare(token))) return false;
  const p = parts(token);
  return p.length > 0 && p.every((x) => v.isLabelWord(x) || v.isConnector(x));
};

/**
 * A folded text, its punctuation dropped, that labels something the vocabulary reads no field for
 * ("Cor", "UF", "Gravidade", "/MUNICÍPIO)"): a label of its own, though no field's.
 */
export const isOtherLabelText = <F extends string>(v: LabelVocabulary<F>, folded: string): boolean =>
  v.isOtherLabel?.(folded.replace(/[^a-z0-9 ]/g, ' ').trim()) === true;

/** Every word of a folded text is a label's word or a connector ("placa/uf", "do veiculo"). */
export const isAllLabelWords = <F extends string>(v: LabelVocabulary<F>, folded: string): boolean =>
  folded
    .trim()
    .split(/\s+/)
    .every((t) => isLabelToken(v, t));

/** Index of the first letter or digit (a cell may open with a bullet or a stray mark). */
export const firstAlnum = (folded: string): number => {
  const i = folded.search(/[a-z0-9]/);
  return i < 0 ? folded.length : i;
};

/** Words a label may run on through before its ":": label words, or a few others ("completo"). */
const MAX_LABEL_WORDS_TO_COLON = 8;
const MAX_OTHER_WORDS_TO_COLON = 3;

/**
 * The end of a label that runs on to a ":" a few words later: words without digits or punctuation
 * ("para correspondência", "completo"); over another label's start only when every word is a label
 * word ("Data limite para defesa prévia e indicação do condutor:" is one label, not two).
 */
function toColon<F extends string>(
  v: LabelVocabulary<F>,
  folded: string,
  end: number,
  stops: readonly number[],
  /** Every label match of the text (their extents). */
  phrases?: readonly { start: number; end: number }[],
): number | undefined {
  const m = folded.slice(end).match(/^([^:]*?)\s*:/);
  if (!m) return undefined;
  const words = [...(m[1] as string).matchAll(/\S+/g)];
  if (words.length === 0 || words.some((w) => !/^[a-z]+(?:[/()][a-z]*\)?)*$/.test(w[0]))) return undefined;
  const labelWords = words.every((w) => isLabelToken(v, w[0]));
  if (words.length > (labelWords ? MAX_LABEL_WORDS_TO_COLON : MAX_OTHER_WORDS_TO_COLON)) return undefined;
  const crosses = words.some((w) => stops.includes(end + (w.index ?? 0)));
  if (crosses && !labelWords) return undefined;
  // Another label of two words or more that runs to this ":" is that label's ("Medidor" · "Data da
  // verificação do equipamento: 15/05/2024"): this one ends before it.
  const colonAt = end + m[0].length;
  const runsToColon = (p: { start: number; end: number }) =>
    p.start > end &&
    p.end <= colonAt &&
    folded.slice(p.end, colonAt).trim() === ':' &&
    /\s/.test(folded.slice(p.start, p.end));
  if (phrases?.some(runsToColon)) return undefined;
  return colonAt;
}

/** Where a label that ends at `end` really ends: through label words (connectors only between them) and ":". */
/** Labels of things that carry a number: "CNH nº", "Placa nº", "Auto nº", "Processo nº". */
const NUMBERED = /(?:cnh|placa|auto|processo|renavam|registro|ait|notificacao|infracao)$/;

/** A folded label ends at the number sign of something numbered ("cnh no" of "CNH nº"), no connector. */
export const endsAtNumberSign = (folded: string): boolean => {
  const m = /^(.*\S)\s+n[o.]{1,2}$/.exec(folded.trim());
  return m !== null && NUMBERED.test(m[1] as string);
};

function extend<F extends string>(
  v: LabelVocabulary<F>,
  folded: string,
  end: number,
  stops: readonly number[],
  phrases?: readonly { start: number; end: number }[],
): { end: number; colon: boolean } {
  const colonEnd = toColon(v, folded, end, stops, phrases);
  if (colonEnd !== undefined) return { end: colonEnd, colon: true };
  let pos = end;
  const colonAt = (p: number) => folded.slice(p).match(/^\s*:/);
  const words = [...folded.slice(end).matchAll(/\S+/g)].map((m) => ({
    start: end + (m.index ?? 0),
    text: m[0],
  }));
  let pending = pos;
  for (const w of words) {
    if (colonAt(pos)) break;
    // Another label's start ends this one, unless a connector leads to it: no label opens with "do",
    // so "Data da verificação do equipamento" and "… e indicação do condutor" are one label each.
    if (stops.includes(w.start) && pending <= pos) break;
    const token = w.text.replace(/:$/, '');
    if (!isLabelToken(v, token)) break;
    // "nº" right after a label of something numbered is its number sign ("CNH nº"), not the connector
    // "no" leading on into the next label ("CNH nº Endereço do condutor": two rows' labels OCR read as
    // one line). After other labels "no" is the connector ("Pontuação no período").
    const numberSign = pos === end && endsAtNumberSign(folded.slice(0, w.start + token.length));
    const connector = !numberSign && parts(token).every((x) => v.isConnector(x));
    const after = w.start + token.length;
    if (connector) pending = after;
    else pos = after;
    if (w.text.endsWith(':')) {
      pos = after;
      break;
    }
  }
  // Trailing connectors belong to the label only at the end of the cell ("Data de emissão da").
  if (pending > pos && !/\S/.test(folded.slice(pending))) pos = pending;
  const colon = colonAt(pos);
  return colon ? { end: pos + colon[0].length, colon: true } : { end: pos, colon: false };
}

/**
 * A label's parenthesised remainder is label, not value: "LOCAL (RODOVIA/KM/MUNICÍPIO)", "Valor (R$)",
 * "Data (dd/mm/aaaa)", "VELOCIDADE MEDIDA (KM/H)": a few words without digits in brackets right after it.
 */
function withRemainder(
  folded: string,
  ext: { end: number; colon: boolean },
): { end: number; colon: boolean } {
  if (ext.colon) return ext;
  const m = folded.slice(ext.end).match(/^\s*\([^()\d]{1,40}\)(\s*:)?/);
  // (Its bracket left open at the cell's end, its ")" on the line below: "LOCAL" · "(RODOVIA/KM/MUNICÍPIO"
  // · ")", fuzz fresh-8472d2d5 #6, LibreOffice: the place read as "(RODOVIA/KM/MUNICÍPIO".)
  if (!m)
    return /^\s*\([^()\d]{1,40}$/.test(folded.slice(ext.end)) ? { end: folded.length, colon: false } : ext;
  return { end: ext.end + m[0].length, colon: m[1] !== undefined };
}

/** The labels of a cell, in order. */
export function cellLabels<F extends string>(
  cell: Pick<Cell, 'folded'>,
  v: LabelVocabulary<F>,
  /** Where the page's geometry says a label at the end of the cell begins a cell of its own. */
  trailingAt?: (start: number, field: F) => boolean,
): CellLabel<F>[] {
  const { folded } = cell;
  const raw = v.match(folded).sort((a, b) => a.start - b.start || b.end - a.end);
  const stops = [...new Set(raw.map((m) => m.start))];
  const first = firstAlnum(folded);
  // Words that label something the vocabulary reads no field for ("cor", "gravidade"): a header row's
  // bare labels run through them as through its own ("PLACA Modelo do veículo Cor", "Gravidade
  // Dispositivo infringido Agente autuador", fuzz fresh-78161db0 #13, LibreOffice: model, basis and
  // agent unread).
  const others = raw.length
    ? [...folded.matchAll(/\S+/g)].filter((w) => isOtherLabelText(v, w[0])).map((w) => w.index ?? 0)
    : [];
  const onlyOthers = (from: number, to: number): boolean => {
    const words = [...folded.slice(from, to).matchAll(/\S+/g)];
    return words.length > 0 && words.every((w) => others.includes(from + (w.index ?? 0)));
  };
  const out: CellLabel<F>[] = [];
  for (const m of raw) {
    const prev = out.at(-1);
    if (prev && m.start === prev.start) {
      // The same words may name two fields ("Data/Hora", "CPF/CNPJ"); a shorter reading is not a label.
      if (m.end === prev.end) out.push({ ...m, labelEnd: prev.labelEnd, colon: prev.colon });
      continue;
    }
    if (prev && m.start < prev.labelEnd) continue;
    const { end, colon } = withRemainder(folded, extend(v, folded, m.end, stops, raw));
    const atStart = m.start <= first;
    // A header row read as one run ("Placa Marca/Modelo Cor"): each label bare, after a bare label.
    // After "Label:" comes a value, and a label word followed by other words opens that value
    // ("Instrumento medidor Medidor fixo…").
    const rest = folded.slice(end);
    const next = end + rest.search(/\S/);
    const isBare = !/\S/.test(rest) || stops.includes(next) || others.includes(next);
    const afterLabel =
      isBare &&
      (prev !== undefined
        ? !prev.colon &&
          // (Such words between two: "AMPARO LEGAL Gravidade Matrícula do agente", fuzz
          // fresh-64b7cdc8 #35, LibreOffice: the agent unread, the basis read with the labels.)
          (!/\S/.test(folded.slice(prev.labelEnd, m.start)) || onlyOthers(prev.labelEnd, m.start))
        : onlyOthers(first, m.start));
    const trailing = !/\S/.test(rest) && trailingAt?.(m.start, m.field) === true;
    // (Up to the next label that opens there: "… 10/07/2025 Valor R$ 293,47 Data da notificação …".)
    const upTo = stops.find((s) => s >= end) ?? folded.length;
    const pair = v.isWholeValue?.(m.field, folded.slice(end, upTo).trim()) === true;
    if (atStart || afterLabel || colon || trailing || pair) out.push({ ...m, labelEnd: end, colon });
  }
  return out;
}

/** The longest label at the start of a folded text (its extent), or undefined. */
export function leadingLabel<F extends string>(
  folded: string,
  v: LabelVocabulary<F>,
): CellLabel<F> | undefined {
  const first = firstAlnum(folded);
  return cellLabels({ folded }, v)
    .filter((l) => l.start <= first)
    .sort((a, b) => b.labelEnd - a.labelEnd)[0];
}
