/**
 * What a value looks like, per field: the finder that reads it from the text paired with its label.
 * A finder returns the value with its place in the text (so its words give the box and the
 * confidence), or nothing when the text is not such a value (another label, a blank, a misread).
 */
import { isValidCnpj } from '../cnpj';
import { agencyWithin, looksLikeAgency } from './agencies';
import { type Found, findDates, findTimes, isoDate } from './dates';
import { MAKES_PATTERN } from './vehicle-makes';
import type { FieldKey } from './field-labels';
import { isValidCnh, isValidCpf, readPlate } from './identifiers';
import { plausibleNoticeNumber } from './notice-number';
import type { FactIssue } from './schema';
import { LEGAL_TOKEN } from './grammar';
import { fold, titleCase } from './text';

export interface FoundValue<V> extends Found<V> {
  issues?: FactIssue[];
  /** For person.document: which of the person's fields it is. */
  kind?: 'cpf' | 'cnpj';
  /** Letters and digits OCR may have swapped (confusables.ts), by the finder's own reading. */
  confusable?: boolean;
  /** The finder saw where the value ends: the word after it is no part of it (never glued on). */
  ended?: true;
}

export interface ValueSpec<V> {
  /** Reads the value from a candidate's text (`folded` is the same text folded). */
  find(text: string, folded: string): FoundValue<V> | undefined;
  /** A value may go on over the lines below (addresses, descriptions). */
  multiline?: boolean;
  /**
   * The text is the opening of a value of the field and no value yet (one date of a period's two): a
   * line that reads so goes on in the next lines of its candidate.
   */
  opens?(text: string, folded: string): boolean;
}

const first = <V>(found: Found<V>[]): Found<V> | undefined => found[0];

/** Free text: the whole candidate, trimmed, if `accept` takes it. */
const text = (accept: (v: string, folded: string) => boolean, multiline = false): ValueSpec<string> => ({
  multiline,
  find(t, folded) {
    const lead = t.match(/^[\s:;.\-–—]*/)?.[0].length ?? 0;
    // A quote standing alone at the end is OCR's speck ("Gustavo Silva Carvalho '"): no value ends so.
    const v = t
      .slice(lead)
      .replace(/(?:\s+['"`´‘’“”]+)+\s*$/, '')
      .replace(/[\s;,\-–—]+$/, '')
      .replace(/\s+/g, ' ');
    // No value opens with "/": that is the rest of a label OCR cut ("Marca/Modelo" + "/V ersão").
    if (!v || v.startsWith('/')) return undefined;
    return accept(v, folded) ? { value: v, index: lead, end: lead + v.length } : undefined;
  },
});

/** A serial's "-" is never followed by a space: "série FX- 14410" is OCR's gap in "FX-14410". */
const joinedSerial = (spec: ValueSpec<string>): ValueSpec<string> => ({
  ...spec,
  find(t, folded) {
    const found = spec.find(t, folded);
    return found && { ...found, value: found.value.replace(/(?<=[A-Za-z0-9])- (?=\d)/g, '-') };
  },
});

const regex = <V>(re: RegExp, map: (m: RegExpMatchArray) => V | undefined): ValueSpec<V> => ({
  find(_t, folded) {
    for (const m of folded.matchAll(new RegExp(re.source, 'g'))) {
      const v = map(m);
      if (v !== undefined) return { value: v, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    }
    return undefined;
  },
});

/**
 * A date alone in its value whose "/" OCR lost or read as a "1" or a "7" ("2407/2026", "02092026",
 * "110972025"): the one date its digits make with those read out as slashes.
 */
function slashLost(folded: string): { iso: string; read: string } | undefined {
  const read = folded.trim();
  if (!/^[\d/]{8,10}$/.test(read)) return undefined;
  const dates = new Set<string>();
  // Each of the two places a slash stands (after the day, after the month): kept, absent, or a 1 or 7.
  const walk = (rest: string, parts: string[]): void => {
    if (parts.length === 2) {
      const iso = /^\d{4}$/.test(rest)
        ? isoDate(Number(rest), Number(parts[1]), Number(parts[0]))
        : undefined;
      if (iso) dates.add(iso);
      return;
    }
    const two = rest.slice(0, 2);
    if (!/^\d{2}$/.test(two)) return;
    const after = rest.slice(2);
    walk(after, [...parts, two]);
    if (/^[/17]/.test(after)) walk(after.slice(1), [...parts, two]);
  };
  walk(read, []);
  return dates.size === 1 ? { iso: [...dates][0] as string, read } : undefined;
}

const date: ValueSpec<string> = {
  find(_t, folded) {
    const found = first(findDates(folded));
    if (found) return found;
    const lost = slashLost(folded);
    if (!lost) return undefined;
    const index = folded.search(/\d/);
    return {
      value: lost.iso,
      index,
      end: index + lost.read.length,
      issues: [
        { check: 'date_format', message: `A data foi lida como "${lost.read}", sem as barras: confira.` },
      ],
    };
  },
};

/** A time, never the hours of a date ("12/03"). */
const time: ValueSpec<string> = {
  find(_t, folded) {
    const masked = folded.replace(/\d{1,2}\s?[/.-]\s?\d{1,2}\s?[/.-]\s?\d{2,4}/g, (d) =>
      ' '.repeat(d.length),
    );
    const found = first(findTimes(masked));
    // Other digits beside the time in its value: OCR split it elsewhere than printed ("19h04" read
    // "19" · "04h", taken as 04:00, certain: fuzz-images fresh-dd26c2e3 #2, a fax).
    if (found && /\d/.test(masked.slice(0, found.index) + masked.slice(found.end)))
      return {
        ...found,
        issues: [
          {
            check: 'time_format',
            message: `A hora foi lida em "${folded.trim()}", com outros algarismos: confira.`,
          },
        ],
      };
    if (found) return found;
    // "0639": a time whose ":" OCR lost, alone in the value; kept, but confirmed by the driver.
    const m = masked.match(/^\s*([01]\d|2[0-3])([0-5]\d)\s*$/);
    if (!m) return undefined;
    const index = masked.search(/\d/);
    return {
      value: `${m[1]}:${m[2]}`,
      index,
      end: index + 4,
      issues: [{ check: 'time_format', message: `A hora foi lida como "${m[1]}${m[2]}", sem ":": confira.` }],
    };
  },
};

const SPEED = /(?<![\d,.])(\d{2,3})(?:[.,]\d)?\s*(?:km\s*\/?\s*h)?(?![\d/])/;
const speed = regex(SPEED, (m) => {
  const n = Number(m[1]);
  return n >= 1 ? n : undefined;
});

const digits = (min: number, max: number) =>
  regex(new RegExp(`(?<![\\d])(\\d{${min},${max}})(?![\\d])`), (m) => m[1]);

/**
 * A CNH's 11 digits, or, where none stand together, two runs of digits one space apart whose 11 digits
 * hold the CNH's two check digits: tesseract cuts a long run of digits now and then ("896588 10604",
 * "596 14880870": fuzz-images fresh-467f65e5 #4 and #5, the CNH unread). Only the check digits say
 * they are one number: a doubt the driver confirms.
 */
const cnh: ValueSpec<string> = {
  find(t, folded) {
    const whole = digits(9, 11).find(t, folded);
    if (whole) return whole;
    for (const m of t.matchAll(/(?<!\d)(\d{1,10}) (\d{1,10})(?!\d)/g)) {
      const joined = `${m[1]}${m[2]}`;
      if (joined.length !== 11 || !isValidCnh(joined)) continue;
      const index = m.index ?? 0;
      return {
        value: joined,
        index,
        end: index + m[0].length,
        issues: [
          {
            check: 'ocr_split_word',
            message: `A leitura separou o número da CNH em "${m[0]}": confira.`,
          },
        ],
      };
    }
    return undefined;
  },
};

/**
 * "745-50", "74550", "7455-0", "745-5/0", "745.50": the code's shape (code and desdobramento); the
 * catalogue is checked with the facts.
 */
const code = regex(
  /(?<![\d/.,])(\d{3})\s?[-.]?\s?(\d)\s?[-./]?\s?(\d)(?![\d/.,])/,
  (m) => `${m[1]}-${m[2]}${m[3]}`,
);

const AMOUNT = /(?:r\$\s*)?(\d{1,3}(?:\.\d{3})*,\d{2}|\d+,\d{2})(?![\d])/;
const amount = regex(AMOUNT, (m) => Number((m[1] as string).replace(/\./g, '').replace(',', '.')));

/** A number as agencies print one: letters, digits, dots, dashes, slashes; at least `minDigits` digits. */
const identifier = (minDigits: number, max: number): ValueSpec<string> => ({
  find(t) {
    const m = t.match(/[A-Za-z0-9][A-Za-z0-9./-]*[A-Za-z0-9]/);
    if (!m) return undefined;
    // A word in title case right after a digit is the next cell's text run into this one
    // ("E-12/9496306/2024Entidade autuadora:"): identifiers print no lowercase word.
    const v = m[0].replace(/(?<=\d)\p{Lu}\p{Ll}{2,}.*$/u, '');
    if ((v.match(/\d/g) ?? []).length < minDigits || v.length > max) return undefined;
    return { value: v.toUpperCase(), index: m.index ?? 0, end: (m.index ?? 0) + v.length };
  },
});

/**
 * An agent's identification: an identifier, or the corporation's letters and the agent's number as
 * the notice prints them ("PRF 390107", "PM 12.345"), when they open the value.
 */
const agentIdentifier: ValueSpec<string> = {
  find(t, folded) {
    const start = t.search(/[A-Za-z0-9]/);
    // The letters in capitals, the number no date: "em 12/05/2024" is a sentence's words.
    const m = t.slice(Math.max(0, start)).match(/^([A-Z]{2,7}) (\d[\d./-]*\d)(?![A-Za-z0-9])/);
    if (m && start >= 0 && !/^\d{1,2}\/\d{1,2}(?:\/\d{2,4})?$/.test(m[2] as string))
      return { value: `${m[1]} ${m[2]}`, index: start, end: start + m[0].length };
    return identifier(2, 24).find(t, folded);
  },
};

// A code alone ("518-51", beside "Enquadramento", which names either) is no article.
const legalText = text(
  (v, f) => v.length >= 3 && v.length <= 160 && /\bart|\d/.test(f) && !/^\d{3,4}\s?-\s?\d{1,2}$/.test(v),
  true,
);

/**
 * An amparo legal as printed, up to the first word no article has, after its number: a capitalised
 * word ("Art. 167 do CTB" · "Gravidade", the next row's label run on): where it ends is then the reader's guess, and the
 * driver confirms it. (A law's name after it is no such word: "do Código de Trânsito Brasileiro".)
 */
/** The words of a law's name an article may be followed by: "do Código de Trânsito Brasileiro", "Lei 9.503/97". */
const LAW_NAME = /^(?:codigo|transito|brasileiro|federal|nacional|ctb|lei|\d+(?:[.,]\d+)*\/\d{2,4})$/;

const legalBasis: ValueSpec<string> = {
  multiline: true,
  find(t, folded) {
    const f = legalText.find(t, folded);
    if (!f || !/^(?:art|arts|artigo|ctb|lei|res|resolucao)\b/i.test(fold(f.value))) return f;
    let digit = false;
    for (const m of f.value.matchAll(/[^\s,]+|,/g)) {
      const token = fold(m[0]);
      // A word, capitalised and spelt with a vowel: a scan's misread article word ("d0", "Vlll") is
      // no sign of where it ends.
      if (
        !LEGAL_TOKEN.test(token) &&
        !LAW_NAME.test(token.replace(/^\(+|[).;]+$/g, '')) &&
        /^[A-ZÀ-Ý](?=[a-zà-ú]*[aeiouáéíóúâêôãõ])[a-zà-ú]{3,}/.test(m[0])
      ) {
        const value = f.value.slice(0, m.index).replace(/[\s,;]+$/, '');
        if (!digit || value.length < 3) return f;
        return {
          value,
          index: f.index,
          end: f.index + value.length,
          ended: true,
          issues: [
            {
              check: 'legal_basis_end',
              message: `O amparo legal lido ("${value}") seguia com "${m[0]}", que nenhum artigo tem: confira.`,
            },
          ],
        };
      }
      digit ||= /\d/.test(token);
    }
    return f;
  },
};

/** A date beside the label is the date, not the identifier ("Processo nº … instaurado em 02/11/2024"). */
const notADate = (spec: ValueSpec<string>): ValueSpec<string> => ({
  find(t, folded) {
    const f = spec.find(t, folded);
    return f && !/^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(f.value) ? f : undefined;
  },
});

/**
 * A number's rest a space away that opens with its separator ("0770.2425" · ".10816/2024"): OCR boxed
 * the pieces apart (fuzz-images fresh-2cad631d #20, #22, #38: a process number read without its last
 * group, 3 of 7 on one seed). No text sets a space before a number's dot, slash or dash.
 */
const gluedAtSeparator = (spec: ValueSpec<string>): ValueSpec<string> => ({
  find(t, folded) {
    const f = spec.find(t, folded);
    const rest = f && /^ ([./-]\d[\dA-Za-z./-]*[\dA-Za-z])(?![A-Za-z0-9])/.exec(t.slice(f.end));
    if (!f || !rest) return f;
    const tail = (rest[1] as string).toUpperCase();
    return { ...f, value: `${f.value}${tail}`, end: f.end + rest[0].length };
  },
});

/** SPEC §5: 3–21 letters, digits, dots or dashes with at least two digits, right after the label. */
const noticeNumber: ValueSpec<string> = {
  find(read) {
    // "R$202720173": no number has a "$" between a letter and a digit; OCR made it of an "S" (the scan
    // checks leave an S beside digits doubtful).
    const t = read.replace(/(?<=[A-Za-z])\$(?=\d)/g, 'S');
    // "E 18136738": OCR split the series letter from the digits (no agency prints a space there).
    const split = t.match(/^([\s:.\-–]*)([A-Za-z]{1,2}) (\d{6,})(?![A-Za-z0-9])/);
    if (split) {
      const index = (split[1] as string).length;
      const value = `${split[2]}${split[3]}`.toUpperCase();
      if (plausibleNoticeNumber(value)) return { value, index, end: index + value.length + 1 };
    }
    const m = t.match(/^[\s:.\-–]*([A-Za-z0-9][A-Za-z0-9.-]{1,19}[A-Za-z0-9])(?![A-Za-z0-9])/);
    if (!m || !plausibleNoticeNumber(m[1] as string)) return undefined;
    const index = (m.index ?? 0) + m[0].length - (m[1] as string).length;
    return { value: (m[1] as string).toUpperCase(), index, end: index + (m[1] as string).length };
  },
};

const plate: ValueSpec<string> = {
  find(t) {
    const p = readPlate(t);
    if (!p) return undefined;
    const issues = p.corrected
      ? [
          {
            check: 'plate_format',
            message: `A placa foi lida como "${t.slice(p.index, p.end)}", fora do formato.`,
          },
        ]
      : undefined;
    // Without a dash a plate may be Mercosul: its fifth character may be a letter or a digit.
    const raw = t.slice(p.index, p.end);
    const confusable = !/[-–—]/.test(raw) && /[OQDILZSBGT012568]/.test(p.value[4] ?? '');
    return { value: p.value, index: p.index, end: p.end, confusable, ...(issues ? { issues } : {}) };
  },
};

/** CPF (11 digits) or CNPJ (14), masked or not; wrong check digits are kept with an issue. */
const personDocument: ValueSpec<string> = {
  find(t) {
    const m = t.match(
      /(?<!\d)(\d{2}\.?\d{3}\.?\d{3}\s?\/?\s?\d{4}\s?-?\s?\d{2}|\d{3}\s?[.:,]?\s?\d{3}\s?[.:,]?\s?\d{3}\s?-?\s?\d{2})(?!\d)/,
    );
    if (!m) return undefined;
    const value = (m[1] as string).replace(/\D/g, '');
    const kind = value.length === 14 ? 'cnpj' : 'cpf';
    const valid = kind === 'cpf' ? isValidCpf(value) : isValidCnpj(value);
    const issues = valid
      ? undefined
      : [
          {
            check: kind === 'cpf' ? 'cpf_check_digits' : 'cnpj_check_digits',
            message: `Os dígitos verificadores do ${kind.toUpperCase()} lido não conferem.`,
          },
        ];
    return {
      value,
      index: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
      kind,
      ...(issues ? { issues } : {}),
    };
  },
};

/** Words that name sections or labels, never a person. */
const NOT_A_NAME =
  /\b(?:dados|identificacao|condutor|proprietari|veiculo|infracao|notificacao|endereco|nome|cpf|cnh|orgao|autuador|processo|social|razao)\b/;

/** The rest of a label or a title ("do veículo", "de trânsito"): no model, agency or place opens so. */
const OPENS_WITH_CONNECTOR = /^d[aeo]s?\s/i;

/** A name may wrap onto a second line of its cell: read apart, the appeal would name someone else. */
const name = text(
  (v, folded) =>
    // A name opens with a capital: "notificado da instauração de" is a sentence's words.
    /^[A-ZÀ-Ý][A-Za-zÀ-ú' .-]{4,79}$/.test(v) && /\S\s+\S/.test(v) && !NOT_A_NAME.test(folded),
  true,
);

/** "0,45 mg/L", "0.45 mg/l": a breath alcohol concentration, in mg per litre of expired air. */
const mgPerLitre = regex(/(?<![\d,.])(\d)[,.](\d{1,3})(?![\d])(?:\s*mg\s*\/?\s*l)?/, (m) =>
  Number(`${m[1]}.${m[2]}`),
);

const LABEL_LIKE = (v: string) => /:\s*$/.test(v) || v.length < 2;

/**
 * An agency: its known name with OCR's debris beside it cut off ("a BHTRANS"), or a value that names
 * an agency (agencies.ts). Anything else ("sesore", "TES": a label's garbled end, a speck) is no agency:
 * the next candidate, or the letterhead, is read instead.
 */
// The shortest agencies' names have three letters (PRF, DER, CET): "ve" or "TT" is OCR's debris.
// Its full name may wrap ("Departamento de Trânsito do Estado do Rio de" · "Janeiro - DETRAN-RJ").
const agencyText = text(
  (v) => !LABEL_LIKE(v) && !OPENS_WITH_CONNECTOR.test(v) && /[A-Za-zÀ-ú]{3}/.test(v) && v.length <= 120,
  true,
);

const agency: ValueSpec<string> = {
  multiline: true,
  find(t, folded) {
    const found = agencyText.find(t, folded);
    if (!found) return undefined;
    const within = agencyWithin(t.slice(found.index, found.end));
    if (within) {
      const [index, end] = [found.index + within.index, found.index + within.end];
      return { value: t.slice(index, end).replace(/\s+/g, ' '), index, end };
    }
    return looksLikeAgency(found.value) ? found : undefined;
  },
};

// "Versão" alone is a label's rest ("Marca/Modelo/Versão" cut apart), never a model.
const modelText = text(
  (v, f) =>
    !LABEL_LIKE(v) &&
    !OPENS_WITH_CONNECTOR.test(v) &&
    !/^versao$/.test(f.trim()) &&
    v.length <= 60 &&
    /[A-Za-z]/.test(v),
  // A narrow column wraps it ("JEEP/RENEGADE" · "LNGTD").
  true,
);
/** A make and its "/" inside a value: where a model opens. */
const MAKE_AT = new RegExp(`(?<![A-Z])(?:${MAKES_PATTERN})\\s?/`);

/**
 * A model; after the rest of a label that OCR glued to it ("/VersákRENAULT/SANDERO EXP 10"), the model
 * from its make on.
 */
const model: ValueSpec<string> = {
  multiline: true,
  find(t, folded) {
    const found = modelText.find(t, folded);
    if (found || !t.trimStart().startsWith('/')) return found;
    const at = t.slice(1).search(MAKE_AT) + 1;
    if (at < 1) return undefined;
    const rest = modelText.find(t.slice(at), folded.slice(at));
    return (
      rest && {
        ...rest,
        index: rest.index + at,
        end: rest.end + at,
        issues: [
          { check: 'label_glued', message: `O modelo foi lido colado ao rótulo ("${t.trim()}"): confira.` },
        ],
      }
    );
  },
};

export const VALUE_SPECS: Record<FieldKey, ValueSpec<string | number>> = {
  'notice.number': noticeNumber,
  'notice.issueDate': date,
  'notice.dispatchDate': date,
  'notice.deadline': date,
  agency,
  'vehicle.plate': plate,
  'vehicle.model': model,
  'vehicle.renavam': digits(9, 11),
  'infraction.code': code,
  // Never opening with "de/da/do": that is the rest of a title or a label ("… INFRAÇÃO DE TRÂNSITO - NA").
  'infraction.description': text(
    (v) => v.length >= 10 && /[a-zA-Z]{3}/.test(v) && !OPENS_WITH_CONNECTOR.test(v),
    true,
  ),
  'infraction.legalBasis': legalBasis,
  'infraction.date': date,
  'infraction.time': time,
  'infraction.place': text(
    (v) => v.length >= 5 && !LABEL_LIKE(v) && !OPENS_WITH_CONNECTOR.test(v) && /[A-Za-zÀ-ú]{2}/.test(v),
    true,
  ),
  'infraction.amount': amount,
  'infraction.agentId': agentIdentifier,
  'speed.measured': speed,
  'speed.considered': speed,
  'speed.limit': speed,
  // It wraps ("Radar fixo VELSIS VS-2000, série" · "DT-41130").
  'speed.equipment': joinedSerial(text((v) => v.length >= 4 && /\d/.test(v) && v.length <= 120, true)),
  'speed.verificationDate': date,
  'breath.equipment': text(
    (v) => v.length >= 4 && /[A-Za-z]{3}/.test(v) && v.length <= 80 && !LABEL_LIKE(v),
    true,
  ),
  'breath.serial': identifier(2, 30),
  'breath.verificationDate': date,
  'breath.measured': mgPerLitre,
  'breath.considered': mgPerLitre,
  'breath.testNumber': identifier(1, 24),
  'suspension.openingDate': date,
  'person.name': name,
  'person.document': personDocument,
  'person.cnh': cnh,
  'person.address': text((v) => v.length >= 8 && /\d/.test(v) && v.length <= 250, true),
  'suspension.processNumber': notADate(gluedAtSeparator(identifier(3, 30))),
  'suspension.points': regex(/(?<![\d/.,])(\d{1,3})(?:\s*pontos)?(?![\d/.,])/, (m) => Number(m[1])),
  'decision.date': date,
  'decision.notifiedOn': date,
  // "Indeferido", "não provido", "negado provimento" before "deferido"/"provido", which they contain.
  'decision.result': regex(
    /(?<![a-z])(indeferid[oa]|nao\s+provid[oa]|improvid[oa]|desprovid[oa]|negad[oa]\s+provimento|nao\s+conhecid[oa]|mantid[oa]\s+a\s+penalidade|deferid[oa]|provid[oa]|dado\s+provimento)(?![a-z])/,
    (m) => (/^(?:deferid|provid|dado)/.test(m[1] as string) ? 'deferido' : 'indeferido'),
  ),
  'decision.reasons': text(
    (v) => v.length >= 12 && v.length <= 2000 && /[A-Za-zÀ-ú]{3}\s+[A-Za-zÀ-ú]{2}/.test(v),
    true,
  ),
  'suspension.period': {
    find(_t, folded) {
      const [a, b] = findDates(folded);
      return a && b ? { value: `${a.value}|${b.value}`, index: a.index, end: b.end } : undefined;
    },
    // A period's first date alone on its line ("31/01/2025" · "a" · "30/01/2026" in a narrow cell).
    opens: (_t, folded) => findDates(folded).length === 1,
  },
};

/** A name printed in capitals reads better in title case ("MARIA DA SILVA" → "Maria da Silva"). */
export const nameCase = (v: string): string => (/[a-zà-ú]/.test(v) ? v : titleCase(v));
